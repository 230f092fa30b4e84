import { HTML_ALLOWED_ATTRIBUTES, HTML_ALLOWED_SCHEMES, HTML_ALLOWED_TAGS } from '@kodumasinad/contract';
import DOMPurify, { type Config } from 'dompurify';

/**
 * The contract's allow-list (the server's sanitiser uses it too) in DOMPurify's terms: its
 * attributes are not per tag, and a URL must use an allowed scheme or be relative (DOMPurify's
 * own pattern with the schemes put in). A picture's `data:` source DOMPurify allows by itself.
 */
const config: Config = {
  ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(HTML_ALLOWED_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: new RegExp(
    `^(?:(?:${HTML_ALLOWED_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
    'i',
  ),
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

// A link that opens another window must not hand it this tab (window.opener): whatever its
// target ('_blank', '_BLANK', a named window) and whatever rel it came with, as on the server.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * HTML from the server is sanitised there too; cleaning it again before it reaches the DOM
 * keeps one bad row from becoming script execution (defence in depth).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, config);
}
