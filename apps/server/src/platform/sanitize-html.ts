import type sanitizeType from 'sanitize-html';
import { lazyModule } from './lazy-module.js';

const sanitizer = lazyModule<typeof sanitizeType>('sanitize-html');
let options: sanitizeType.IOptions | undefined;

/**
 * Content HTML (pages, news, footer) is sanitised when it leaves the server, so whatever is stored
 * (an editor, an import) reaches the browser without scripts, handlers or foreign frames.
 */
const buildOptions = (sanitize: typeof sanitizeType): sanitizeType.IOptions => ({
  allowedTags: [
    ...sanitize.defaults.allowedTags.filter((tag) => tag !== 'iframe'),
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
});

/** The text of an HTML fragment, every tag removed (entities stay encoded). */
export function htmlText(html: string): string {
  return sanitizer()(html, { allowedTags: [], allowedAttributes: {} });
}

export function sanitizeHtml(html: string): string {
  const sanitize = sanitizer();
  options ??= buildOptions(sanitize);
  return sanitize(html, options);
}
