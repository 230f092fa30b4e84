/**
 * The HTML that content (pages, news, the footer) may hold, for both sanitisers: the server's
 * `sanitize-html` as the HTML leaves it (apps/server/src/platform/sanitize-html.ts) and the web's
 * DOMPurify before it reaches the DOM (apps/web/src/lib/sanitize.ts). Text structure, lists,
 * tables, links and pictures; no scripts, handlers, styles, forms or frames.
 */
export const HTML_ALLOWED_TAGS = [
  // Sections and text blocks.
  'address',
  'article',
  'aside',
  'footer',
  'header',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hgroup',
  'main',
  'nav',
  'section',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'hr',
  'li',
  'menu',
  'ol',
  'p',
  'pre',
  'ul',
  // Inline text.
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  'rb',
  'rp',
  'rt',
  'rtc',
  'ruby',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
  // Tables.
  'caption',
  'col',
  'colgroup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  // Pictures.
  'img',
] as const;

/** Attributes each tag may carry; `*`: every tag. */
export const HTML_ALLOWED_ATTRIBUTES = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  '*': ['class'],
} as const satisfies Record<string, readonly string[]>;

/** URL schemes a link may use (relative addresses stay); a picture's `src` may also be `data:`. */
export const HTML_ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const HTML_IMAGE_SCHEMES = ['http', 'https', 'data'] as const;
