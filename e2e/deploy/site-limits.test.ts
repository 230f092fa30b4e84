import { readFileSync } from 'node:fs';
import { QUICK_ORDER_MAX_FILE_BYTES } from '@kodumasinad/contract';
import {
  IMPORT_MAX_FILE_BYTES,
  INTEGRATION_ROUTES,
  MAX_PRODUCT_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES_PER_UPLOAD,
} from '@kodumasinad/contract/admin';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES } from '../../apps/server/src/platform/uploads.js';
import { SITE_FILE } from './nginx.js';
import {
  httpsServer,
  locationFor,
  locations,
  parseSite,
  setting,
  sizeBytes,
  timeSeconds,
} from './site-file.js';

/**
 * The site file's request size limits and timeouts against the app's own (issue 25): nginx must
 * let through every body the app accepts, and answer 413 only where the app would refuse too.
 * Read from deploy/nginx/kodumasinad.conf as nginx picks a location for a path; no nginx runs.
 */
const server = httpsServer(parseSite(readFileSync(SITE_FILE, 'utf8')));
const limitFor = (path: string) =>
  sizeBytes(setting(server, locationFor(server, path), 'client_max_body_size') ?? '1m');
const readTimeoutFor = (path: string) =>
  timeSeconds(setting(server, locationFor(server, path), 'proxy_read_timeout') ?? '60s');

/** Fastify's bodyLimit in app.ts: the JSON body a route takes unless the contract gives it more. */
const SERVER_BODY_LIMIT = 1024 * 1024;
/** Room beside a multipart body's files: the form's other fields and the framing of its parts. */
const FORM_MARGIN = 1024 * 1024;

/** A path of the contract's OpenAPI-style pattern ('/api/integration/orders/{number}/status'). */
const concrete = (pattern: string) => pattern.replace(/\{[^}]+\}/g, 'X1');

/** Every upload route with the most its files may hold together, by what the app checks. */
const UPLOADS: { path: string; files: number; what: string }[] = [
  { path: '/api/admin/imports', files: 2 * IMPORT_MAX_FILE_BYTES, what: 'product file and picture ZIP' },
  { path: '/api/admin/imports/preview', files: IMPORT_MAX_FILE_BYTES, what: 'product file' },
  { path: '/api/admin/bank-statements/preview', files: MAX_UPLOAD_BYTES, what: 'camt.053 statement' },
  {
    path: '/api/admin/products/7/images',
    files: MAX_PRODUCT_IMAGES_PER_UPLOAD * MAX_PRODUCT_IMAGE_BYTES,
    what: 'product pictures',
  },
  { path: '/api/user', files: MAX_IMAGE_BYTES, what: 'company logo' },
  { path: '/api/quick-order/preview', files: QUICK_ORDER_MAX_FILE_BYTES, what: 'quick-order file' },
];

describe('the site file’s limits', () => {
  it('takes exactly the JSON body each integration route takes', () => {
    for (const route of Object.values(INTEGRATION_ROUTES)) {
      const path = concrete(route.path);
      const bodyLimit = 'bodyLimit' in route ? route.bodyLimit : undefined;
      if (bodyLimit !== undefined) {
        // A location of its own: nginx's 413 and the app's start at the same byte.
        expect(locationFor(server, path), path).toMatchObject({ modifier: '=', match: path });
        expect(limitFor(path), path).toBe(bodyLimit);
      } else {
        expect(limitFor(path), path).toBeGreaterThanOrEqual(SERVER_BODY_LIMIT);
      }
    }
  });

  it('takes the files of every upload route with room for the form, and not much more', () => {
    for (const upload of UPLOADS) {
      // The largest upload that shares the location bounds it from above.
      const shared = UPLOADS.filter(
        (other) => locationFor(server, other.path) === locationFor(server, upload.path),
      );
      const most = Math.max(SERVER_BODY_LIMIT, ...shared.map((other) => other.files));
      const limit = limitFor(upload.path);
      expect(limit, `${upload.path}: ${upload.what}`).toBeGreaterThanOrEqual(upload.files + FORM_MARGIN);
      expect(limit, `${upload.path}: ${upload.what}`).toBeLessThanOrEqual(most + FORM_MARGIN);
    }
  });

  it('keeps the limits of other admin routes to the default', () => {
    const fallback = limitFor('/api/cart');
    expect(limitFor('/api/admin/import-profiles')).toBe(fallback);
    expect(limitFor('/api/admin/products/7')).toBe(fallback);
    expect(limitFor('/api/integration/orders')).toBe(fallback);
  });

  it('gives long timeouts only to the import and statement uploads', () => {
    const usual = readTimeoutFor('/');
    expect(usual).toBeLessThanOrEqual(60);
    for (const path of [
      '/api/admin/imports',
      '/api/admin/imports/preview',
      '/api/admin/bank-statements/preview',
    ])
      expect(readTimeoutFor(path), path).toBeGreaterThan(usual);
    const long = new Set(
      ['/api/admin/imports', '/api/admin/bank-statements/preview'].map((path) => locationFor(server, path)),
    );
    for (const location of locations(server)) {
      if (long.has(location)) continue;
      const own = location.directives.filter((d) => /^proxy_(read|send)_timeout$/.test(d.name));
      expect(own.map((d) => `${location.match}: ${d.name}`)).toEqual([]);
    }
  });
});
