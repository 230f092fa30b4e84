import { describe, expect, it } from 'vitest';
import { isApiRouteUrl, looksLikeApiPath } from './api-guard.js';

describe('isApiRouteUrl', () => {
  it('knows the API by its route pattern', () => {
    for (const route of ['/api', '/api/user', '/api/orders/:id']) expect(isApiRouteUrl(route)).toBe(true);
    for (const route of [undefined, '/', '/*', '/apiary', '/images/*', '/health']) {
      expect(isApiRouteUrl(route)).toBe(false);
    }
  });
});

describe('looksLikeApiPath', () => {
  it('sees /api however the path is spelled', () => {
    for (const url of [
      '/api',
      '/api?x=1',
      '/api/puudub',
      '/%61pi/puudub',
      '/%41PI/puudub',
      '/API/puudub',
      '//api/puudub',
      '/api/',
      'http://localhost:3000/api/puudub',
      'HTTPS://x.test//Api/puudub?y',
    ]) {
      expect(looksLikeApiPath(url), url).toBe(true);
    }
    for (const url of ['/', '/apiary', '/api-docs', '/images/api/x.png', '/otsing/api', 'http://api/x']) {
      expect(looksLikeApiPath(url), url).toBe(false);
    }
  });
});
