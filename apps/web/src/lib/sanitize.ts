import DOMPurify from 'dompurify';

/**
 * HTML from the server is sanitised there too; cleaning it again before it reaches the DOM
 * keeps one bad row from becoming script execution (defence in depth).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
