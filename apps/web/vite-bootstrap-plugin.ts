import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export const BOOTSTRAP_PLACEHOLDER = '<!--app-bootstrap-->';

interface BootstrapPluginOptions {
  /** Origin of the API server, e.g. http://localhost:3000. */
  target: string;
}

interface BootstrapHead {
  html: string;
  cookies: string[];
}

/**
 * In production the server writes the CSRF meta tag and the bootstrap JSON into index.html (and
 * the CSRF meta tag alone into admin.html for /haldus). In dev Vite serves the pages itself, so
 * this asks the server for the same head (with the browser's cookie, so the CSRF token matches
 * the session) and relays the session cookie.
 */
export function bootstrapPlugin({ target }: BootstrapPluginOptions): Plugin {
  async function fetchHead(endpoint: string, cookie: string | undefined): Promise<BootstrapHead | null> {
    const reply = await fetch(`${target}${endpoint}`, { headers: cookie ? { cookie } : {} });
    if (!reply.ok) return null;
    const body = (await reply.json()) as { html?: unknown };
    if (typeof body.html !== 'string') return null;
    return { html: body.html, cookies: reply.headers.getSetCookie() };
  }

  return {
    name: 'kodumasinad-bootstrap',
    apply: 'serve',
    configureServer(server) {
      // Returned hook: runs after Vite's SPA fallback rewrote page requests to /index.html,
      // and before Vite's own index.html middleware.
      return () => {
        server.middlewares.use((req, res, next) => {
          if (req.method !== 'GET' || req.url !== '/index.html') return next();
          const originalUrl = req.originalUrl ?? '/';
          // /haldus and below: the back-office's page with its own head (decision 045).
          const admin = /^\/haldus(\/|\?|$)/.test(originalUrl);
          (async () => {
            const page = admin ? 'admin.html' : 'index.html';
            const template = await readFile(resolve(server.config.root, page), 'utf8');
            let html = await server.transformIndexHtml(originalUrl, template, originalUrl);
            try {
              // The shop's head is the page's own: its path and query name the screen and its data.
              const endpoint = admin
                ? '/__bootstrap/admin'
                : `/__bootstrap?path=${encodeURIComponent(originalUrl)}`;
              const head = await fetchHead(endpoint, req.headers.cookie);
              if (head) {
                if (head.cookies.length > 0) res.setHeader('Set-Cookie', head.cookies);
                html = html.replace(BOOTSTRAP_PLACEHOLDER, head.html);
              }
            } catch (error) {
              server.config.logger.warn(
                `[bootstrap] ${target}/__bootstrap unreachable, serving the page without it: ${String(error)}`,
              );
            }
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-store');
            res.end(html);
          })().catch(next);
        });
      };
    },
  };
}
