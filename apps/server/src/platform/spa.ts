import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { BOOTSTRAP_SCRIPT_ID, CSRF_META_NAME, type Bootstrap, type ErrorReply } from '@kodumasinad/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-guard.js';
import { csrfToken } from './csrf.js';
import { escapeHtml } from './html.js';
import type { SessionStore } from './sessions.js';

export const BOOTSTRAP_PLACEHOLDER = '<!--app-bootstrap-->';

/** Served when the web app is not built (API-only runs and tests). */
const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="et">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kodumasinad B2B</title>
${BOOTSTRAP_PLACEHOLDER}
</head>
<body><div id="root"></div><noscript>E-poe kasutamiseks luba brauseris JavaScript.</noscript></body>
</html>
`;

const YEAR_SECONDS = 31_536_000;

export interface SpaOptions {
  webDist: string;
  exposeBootstrapEndpoint: boolean;
  secret: string;
  sessions: SessionStore;
  pageBootstrap: () => Promise<Omit<Bootstrap, 'error'>>;
}

/** JSON safe inside a <script> element: no `<` can close it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Serves the built SPA: hashed files under /assets with a year's cache, other files of WEB_DIST
 * as they are, and index.html with the bootstrap head for every other page (the SPA routes itself,
 * also to its own 404 page).
 */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexFile = join(options.webDist, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : FALLBACK_TEMPLATE;
  if (!template.includes(BOOTSTRAP_PLACEHOLDER)) {
    app.log.warn({ indexFile }, `index.html lacks ${BOOTSTRAP_PLACEHOLDER}; the page will have no bootstrap`);
  }

  async function bootstrapHead(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const token = options.sessions.ensureToken(request, reply);
    const error = await options.sessions.consumeFlash(request);
    const bootstrap: Bootstrap = { ...(await options.pageBootstrap()), error };
    return (
      `<meta name="${CSRF_META_NAME}" content="${escapeHtml(csrfToken(options.secret, token))}">` +
      `<script id="${BOOTSTRAP_SCRIPT_ID}" type="application/json">${scriptSafeJson(bootstrap)}</script>`
    );
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const head = await bootstrapHead(request, reply);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(template.replace(BOOTSTRAP_PLACEHOLDER, () => head));
  }

  if (existsSync(options.webDist)) {
    const assetsDir = join(options.webDist, 'assets');
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: false,
      cacheControl: false,
      // index.html is only ever sent with its bootstrap filled in.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.startsWith(assetsDir)
            ? `public, max-age=${YEAR_SECONDS}, immutable`
            : 'public, max-age=3600',
        );
      },
    });
  }

  app.get('/', sendPage);

  if (options.exposeBootstrapEndpoint) {
    // Development: Vite serves its own index.html and injects this head (DESIGN.md, team brief).
    app.get('/__bootstrap', async (request, reply) => ({ html: await bootstrapHead(request, reply) }));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return sendPage(request, reply);
    const body: ErrorReply = { message: 'Lehte ei leitud.', code: 'not_found' };
    return reply.status(404).send(body);
  });
}
