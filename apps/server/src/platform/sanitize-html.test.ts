import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.js';

describe('sanitizeHtml', () => {
  it.each([
    ['<p>Tere<script>alert(1)</script></p>', '<p>Tere</p>'],
    ['<img src="/x.png" onerror="alert(1)">', '<img src="/x.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.test">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.test"></iframe>', ''],
    ['<p style="position:fixed">x</p>', '<p>x</p>'],
    ['<object data="x"></object><embed src="x">', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('removes what could run: %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps ordinary content markup and contact links', () => {
    const html =
      '<h2>Hooldus</h2><p><strong>Tel</strong> <a href="tel:+3726001234">+372 600 1234</a>, <a href="mailto:a@b.ee">a@b.ee</a></p><ul><li>üks</li></ul><table><tr><td colspan="2">x</td></tr></table>';
    expect(sanitizeHtml(html)).toBe(html.replace('<table><tr>', '<table><tr>'));
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    expect(sanitizeHtml('<a href="https://www.kodumasinad.ee" target="_blank">pood</a>')).toBe(
      '<a href="https://www.kodumasinad.ee" target="_blank" rel="noopener noreferrer">pood</a>',
    );
  });

  it('does so for any target and over any rel the link brought (no window.opener)', () => {
    expect(
      sanitizeHtml(
        '<a href="https://x.test" target="_BLANK" rel="opener">a</a><a href="https://x.test" target="w1">b</a>',
      ),
    ).toBe(
      '<a href="https://x.test" target="_BLANK" rel="noopener noreferrer">a</a>' +
        '<a href="https://x.test" target="w1" rel="noopener noreferrer">b</a>',
    );
  });
});
