import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  BOOTSTRAP_SCRIPT_ID,
  CSRF_META_NAME,
  DevBootstrapQuerySchema,
  webpUrl,
  type Bootstrap,
  type ErrorReply,
} from '@kodumasinad/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { looksLikeApiPath } from './api-guard.js';
import { normalizedPath } from './request-path.js';
import { firstPicture, firstScreenOf, pageCalls, pageReplies } from './page-replies.js';
import { readScreenChunks, screenOfPage, screenPreloads } from './page-screens.js';
import { csrfToken } from './csrf.js';
import { escapeHtml } from './html.js';
import type { SessionStore } from './sessions.js';
import type { ContractTypeProvider } from './validation.js';

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

/** The back-office's page when the web app is not built (decision 045). */
const ADMIN_FALLBACK_TEMPLATE = `<!doctype html>
<html lang="et">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Haldus | Kodumasinad B2B</title>
${BOOTSTRAP_PLACEHOLDER}
</head>
<body><div id="root"></div><noscript>Halduse kasutamiseks luba brauseris JavaScript.</noscript></body>
</html>
`;

/** The back-office's pages: /haldus and everything under it (the admin app routes itself). */
export const ADMIN_PAGE_ROUTES = ['/haldus', '/haldus/*'] as const;

const YEAR_SECONDS = 31_536_000;

/** The route of the hashed build files, served without a session. */
export const ASSETS_ROUTE = '/assets/*';

/** Paths of files (built assets, pictures), however spelled: a miss there is not an app page. */
const looksLikeFilePath = (url: string) => /^\/(assets|images)(\/|$)/.test(normalizedPath(url));

// Whether a GET may be answered with the HTML page: no Accept header, or one naming text/html,
// text/* or */* with a non-zero q (curl and many tools send `*/*`); a JSON client naming
// application/json alone keeps its JSON 404.
export function acceptsHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) return false;
    return type === 'text/html' || type === 'text/*' || type === '*/*';
  });
}

export interface SpaOptions {
  webDist: string;
  exposeBootstrapEndpoint: boolean;
  secret: string;
  sessions: SessionStore;
  /**
   * The page's bootstrap for the request's session (its user, if any) and `url` (its path and
   * query: the request's own, but in development the page the Vite dev server serves).
   */
  pageBootstrap: (request: FastifyRequest, url: string) => Promise<Omit<Bootstrap, 'error'>>;
  /** Where a page moved for good (a product's old address): its new address, else null. */
  pageRedirect?: (url: string) => Promise<string | null>;
}

/** JSON safe inside a <script> element: no `<` can close it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Below this a page is sent as it is: compressing it would save less than a packet. */
const PAGE_COMPRESS_MIN_BYTES = 1024;

/**
 * The page compressed for the browser that asked: brotli at quality 4 or gzip at level 6, about
 * 0.2 ms of CPU for a logged-in page of 13 KB, sent as 3 KB (decision 035); HEAD and tiny pages go as they are.
 */
export function compressPage(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  reply.header('vary', 'accept-encoding');
  if (request.method !== 'GET' || Buffer.byteLength(html) < PAGE_COMPRESS_MIN_BYTES) return html;
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.has('br')) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
  }
  if (accepted.has('gzip')) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html, { level: 6 });
  }
  return html;
}

/** Encodings an Accept-Encoding header allows (q=0 excludes one). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const encodings = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) encodings.add(name);
  }
  return encodings;
}

/**
 * Serves the built SPA: hashed files under /assets with a year's cache, other files of WEB_DIST
 * as they are, and index.html with the bootstrap head for every other page (the SPA routes itself,
 * also to its own 404 page).
 */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const readTemplate = (name: string, fallback: string) => {
    const file = join(options.webDist, name);
    const html = existsSync(file) ? readFileSync(file, 'utf8') : fallback;
    if (!html.includes(BOOTSTRAP_PLACEHOLDER)) {
      app.log.warn({ file }, `${name} lacks ${BOOTSTRAP_PLACEHOLDER}; the page will have no bootstrap`);
    }
    return html;
  };
  const template = readTemplate('index.html', FALLBACK_TEMPLATE);
  const adminTemplate = readTemplate('admin.html', ADMIN_FALLBACK_TEMPLATE);
  const screenChunks = readScreenChunks(options.webDist);

  async function bootstrapHead(
    request: FastifyRequest,
    reply: FastifyReply,
    url = request.url,
  ): Promise<string> {
    const token = options.sessions.ensureToken(request, reply);
    const error = await options.sessions.consumeFlash(request);
    const bootstrap: Bootstrap = { ...(await options.pageBootstrap(request, url)), error };
    const screen = screenOfPage(url, bootstrap);
    // The first screen's data comes with the page, not after its code (decision 059): the home
    // screen's products and news, a listing's page and facets; a buyer's cart and comparison (060).
    const get = request.method === 'GET';
    const first = get ? firstScreenOf(url, screen, bootstrap.categories) : null;
    const calls = get ? pageCalls(first, screen, Boolean(bootstrap.user)) : [];
    if (calls.length > 0) bootstrap.replies = await pageReplies(app, request, calls);
    // A product page's main picture, or the first screen's first product's, is the largest paint:
    // the browser fetches it with the code.
    const picture = bootstrap.product
      ? webpUrl(bootstrap.product.filename, 600)
      : first && firstPicture(bootstrap.replies, first.picture);
    return (
      `<meta name="${CSRF_META_NAME}" content="${escapeHtml(csrfToken(options.secret, token))}">` +
      // The screen's own code comes with the first screen's, not a round trip after it (decision 057).
      screenPreloads(screenChunks, screen) +
      (picture
        ? `<link rel="preload" as="image" type="image/webp" fetchpriority="high" href="${escapeHtml(picture)}">`
        : '') +
      `<script id="${BOOTSTRAP_SCRIPT_ID}" type="application/json">${scriptSafeJson(bootstrap)}</script>`
    );
  }

  /** The back-office's head: only the session's CSRF token, no shop data (decision 045). */
  function adminHead(request: FastifyRequest, reply: FastifyReply): string {
    const token = options.sessions.ensureToken(request, reply);
    return `<meta name="${CSRF_META_NAME}" content="${escapeHtml(csrfToken(options.secret, token))}">`;
  }

  function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
    // The page is the user's own (private) and always asked again (no-cache), so a new deploy's
    // files are found at once; everything it names is hashed and cached for a year (decision 035).
    reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8');
    return reply.send(compressPage(request, reply, html));
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const moved = await options.pageRedirect?.(request.url);
    if (moved) return reply.header('cache-control', 'no-cache').redirect(moved, 301);
    const head = await bootstrapHead(request, reply);
    return sendHtml(
      request,
      reply,
      template.replace(BOOTSTRAP_PLACEHOLDER, () => head),
    );
  }

  async function sendAdminPage(request: FastifyRequest, reply: FastifyReply) {
    const head = adminHead(request, reply);
    return sendHtml(
      request,
      reply,
      adminTemplate.replace(BOOTSTRAP_PLACEHOLDER, () => head),
    );
  }

  if (existsSync(options.webDist)) {
    const assetsDir = join(options.webDist, 'assets');
    // Hashed files get a route of their own (ASSETS_ROUTE), so the session hook can tell them by route.
    if (existsSync(assetsDir)) {
      await app.register(fastifyStatic, {
        root: assetsDir,
        prefix: '/assets/',
        index: false,
        cacheControl: false,
        // The build writes .br and .gz beside each file (decision 035): sent as they are, with Vary.
        preCompressed: true,
        setHeaders: (res) => {
          res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
        },
      });
    }
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: false,
      cacheControl: false,
      preCompressed: true,
      decorateReply: !existsSync(assetsDir),
      // The pages are only ever sent with their head filled in.
      allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/admin.html',
      setHeaders: (res) => {
        res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  app.get('/', sendPage);
  for (const url of ADMIN_PAGE_ROUTES) app.get(url, sendAdminPage);

  if (options.exposeBootstrapEndpoint) {
    // Development: Vite serves its own index.html and injects this head (DESIGN.md, team brief).
    // The dev server names the page it serves (`path`), so the head carries that page's data.
    app
      .withTypeProvider<ContractTypeProvider>()
      .get('/__bootstrap', { schema: { querystring: DevBootstrapQuerySchema } }, async (request, reply) => ({
        html: await bootstrapHead(request, reply, request.query.path ?? '/'),
      }));
    app.get('/__bootstrap/admin', async (request, reply) => ({ html: adminHead(request, reply) }));
  }

  app.setNotFoundHandler(async (request, reply) => {
    // Only app routes get the page: a missing file under /assets or /images, or an unknown API
    // call however it is spelled, gets a JSON 404 (and never a new session cookie).
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      acceptsHtml(request.headers.accept) &&
      !looksLikeApiPath(request.url) &&
      !looksLikeFilePath(request.url);
    if (wantsPage) return sendPage(request, reply);
    const body: ErrorReply = { message: 'Lehte ei leitud.', code: 'not_found' };
    return reply.status(404).send(body);
  });
}
