import { describe, expect, it } from 'vitest';
import { bootstrap } from '../test/fixtures';
import {
  discardEarlyReplies,
  FALLBACK_BOOTSTRAP,
  readBootstrap,
  reloadBootstrap,
  takeEarlyReply,
} from './bootstrap';

function page(script: string | null): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (script !== null) {
    doc.head.innerHTML = `<script id="bootstrap" type="application/json">${script}</script>`;
  }
  return doc;
}

describe('readBootstrap', () => {
  it('parses the injected JSON', () => {
    expect(readBootstrap(page(JSON.stringify(bootstrap)))).toEqual(bootstrap);
  });

  it('reads the server escaping of "<" as \\u003c', () => {
    const withTag = { ...bootstrap, error: '<b>Makse ebaõnnestus</b>' };
    const escaped = JSON.stringify(withTag).replace(/</g, '\\u003c');
    expect(readBootstrap(page(escaped)).error).toBe('<b>Makse ebaõnnestus</b>');
  });

  it.each([
    ['no script', null],
    ['empty script', ''],
    ['broken JSON', '{"vat": 1.24,'],
    ['wrong shape', JSON.stringify({ vat: '1.24' })],
    ['the placeholder left in dev', '<!--app-bootstrap-->'],
  ])('falls back safely with %s', (_case, script) => {
    expect(readBootstrap(page(script))).toEqual(FALLBACK_BOOTSTRAP);
  });
});

describe('takeEarlyReply', () => {
  it('hands out each reply the page carries once, and nothing it does not carry', () => {
    const reply = { data: [], meta: { current_page: 1, last_page: 1, per_page: 28, total: 0 } };
    document.head.innerHTML = `<script id="bootstrap" type="application/json">${JSON.stringify({
      ...bootstrap,
      replies: { '/api/search/category?category=pesumasinad': reply },
    })}</script>`;
    reloadBootstrap();
    expect(takeEarlyReply('/api/search/properties?category=pesumasinad')).toBeUndefined();
    expect(takeEarlyReply('/api/search/category?category=pesumasinad')).toEqual(reply);
    expect(takeEarlyReply('/api/search/category?category=pesumasinad')).toBeUndefined();
    document.head.innerHTML = '';
    reloadBootstrap();
  });

  it('hands out nothing once the first screen is left', () => {
    document.head.innerHTML = `<script id="bootstrap" type="application/json">${JSON.stringify({
      ...bootstrap,
      replies: { '/api/search/category?category=pesumasinad': { data: [] } },
    })}</script>`;
    reloadBootstrap();
    discardEarlyReplies();
    expect(takeEarlyReply('/api/search/category?category=pesumasinad')).toBeUndefined();
    document.head.innerHTML = '';
    reloadBootstrap();
  });
});
