import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps what the contract allows: text, tables, links and pictures', () => {
    const html =
      '<h2 class="x">Pealkiri</h2><p><a href="https://example.ee" title="t">link</a> ' +
      '<a href="/kontakt">kontakt</a> <a href="mailto:a@b.ee">e-post</a></p>' +
      '<table><tr><th scope="col" colspan="2">A</th></tr></table>' +
      '<figure><img src="data:image/png;base64,AA==" alt="pilt"><figcaption>pilt</figcaption></figure>';
    expect(sanitizeHtml(html)).toBe(
      '<h2 class="x">Pealkiri</h2><p><a href="https://example.ee" title="t">link</a> ' +
        '<a href="/kontakt">kontakt</a> <a href="mailto:a@b.ee">e-post</a></p>' +
        '<table><tbody><tr><th scope="col" colspan="2">A</th></tr></tbody></table>' +
        '<figure><img src="data:image/png;base64,AA==" alt="pilt"><figcaption>pilt</figcaption></figure>',
    );
  });

  it('removes scripts, handlers, styles, frames and foreign schemes', () => {
    const html =
      '<p style="color:red" onclick="x()" data-x="1">a</p><script>x()</script>' +
      '<iframe src="https://example.ee"></iframe><a href="javascript:x()">b</a><a href="ftp://x">c</a>';
    expect(sanitizeHtml(html)).toBe('<p>a</p><a>b</a><a>c</a>');
  });

  it('gives every link with a target rel="noopener noreferrer", whatever rel it brought', () => {
    expect(
      sanitizeHtml(
        '<a href="https://x.test" target="_BLANK" rel="opener">a</a>' +
          '<a href="https://x.test" target="win1">b</a><a href="/kontakt">c</a>',
      ),
    ).toBe(
      '<a href="https://x.test" target="_BLANK" rel="noopener noreferrer">a</a>' +
        '<a href="https://x.test" target="win1" rel="noopener noreferrer">b</a><a href="/kontakt">c</a>',
    );
  });
});
