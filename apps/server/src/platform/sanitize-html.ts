import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_SCHEMES,
  HTML_ALLOWED_TAGS,
  HTML_IMAGE_SCHEMES,
} from '@kodumasinad/contract';
import type sanitizeType from 'sanitize-html';
import { lazyModule } from './lazy-module.js';

const sanitizer = lazyModule<typeof sanitizeType>('sanitize-html');

/**
 * Content HTML (pages, news, footer) is sanitised when it leaves the server, so whatever is stored
 * (an editor, an import) reaches the browser without scripts, handlers or foreign frames. The
 * allow-list is the contract's, the one the web's DOMPurify uses too.
 */
const options: sanitizeType.IOptions = {
  allowedTags: [...HTML_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(HTML_ALLOWED_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...HTML_ALLOWED_SCHEMES],
  allowedSchemesByTag: { img: [...HTML_IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  transformTags: {
    // Any target ('_blank', '_BLANK', a named window) opens another window, which must not get
    // this tab as window.opener, whatever rel the stored link brought.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === undefined ? attribs : { ...attribs, rel: 'noopener noreferrer' },
    }),
  },
};

/** The text of an HTML fragment, every tag removed (entities stay encoded). */
export function htmlText(html: string): string {
  return sanitizer()(html, { allowedTags: [], allowedAttributes: {} });
}

export function sanitizeHtml(html: string): string {
  return sanitizer()(html, options);
}
