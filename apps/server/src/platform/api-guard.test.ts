import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-guard.js';

describe('isApiPath', () => {
  it('knows the API by its path, with or without a query', () => {
    for (const url of ['/api', '/api?x=1', '/api/user', '/api/search/json?query=bosch']) {
      expect(isApiPath(url)).toBe(true);
    }
    for (const url of ['/', '/apiary', '/api-docs', '/images/api/x.png', '/otsing/api']) {
      expect(isApiPath(url)).toBe(false);
    }
  });
});
