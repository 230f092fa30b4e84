import { describe, expect, it } from 'vitest';
import { bootstrap } from '../test/fixtures';
import { FALLBACK_BOOTSTRAP, readBootstrap } from './bootstrap';

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
