/**
 * A small incremental XML scanner for the parts of an XLSX file (decision 089): text is pushed in
 * pieces as it is inflated and the handler hears each start tag, end tag and run of text at once,
 * so no part is ever held whole. It knows only what spreadsheet XML uses: elements, attributes,
 * text with the five named and numeric entities, CDATA, comments and processing instructions
 * (skipped). A namespace prefix is dropped from element names ('x:row' is 'row'). A tag longer
 * than `maxTagLength` is refused, so a piece without a '>' cannot grow the carried text forever.
 */

export interface XmlHandler {
  open(name: string, tag: string, selfClosing: boolean): void;
  close(name: string): void;
  text(text: string): void;
}

export class XmlSyntaxError extends Error {}

const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (_, entity: string) => {
    if (entity[0] !== '#') return NAMED[entity] ?? '';
    const code = entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The attributes of a start tag's text (the part between '<' and '>'), values decoded. */
export function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) {
    found.set(match[1] as string, decodeEntities(match[2] ?? match[3] ?? ''));
  }
  return found;
}

/** One attribute of a start tag, or undefined (faster than attributes() for the hot tags). */
export function attribute(tag: string, name: string): string | undefined {
  let at = tag.indexOf(` ${name}=`);
  if (at < 0) return undefined;
  at += name.length + 2;
  const quote = tag[at];
  if (quote !== '"' && quote !== "'") return undefined;
  const end = tag.indexOf(quote, at + 1);
  if (end < 0) return undefined;
  return decodeEntities(tag.slice(at + 1, end));
}

function localName(tag: string): string {
  let end = 0;
  while (end < tag.length) {
    const ch = tag.charCodeAt(end);
    // space, tab, CR, LF, '/'
    if (ch === 32 || ch === 9 || ch === 10 || ch === 13 || ch === 47) break;
    end++;
  }
  const name = tag.slice(0, end);
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** Whether a quote opened in tag text [from, to) is still open at `to`. */
function inQuotes(text: string, from: number, to: number): boolean {
  let quote = '';
  for (let i = from; i < to; i++) {
    const ch = text[i];
    if (quote === '') {
      if (ch === '"' || ch === "'") quote = ch;
    } else if (ch === quote) quote = '';
  }
  return quote !== '';
}

export class XmlScanner {
  private carry = '';

  constructor(
    private readonly handler: XmlHandler,
    private readonly maxTagLength = 64 * 1024,
  ) {}

  push(piece: string): void {
    const text = this.carry + piece;
    const handler = this.handler;
    let pos = 0;
    for (;;) {
      const lt = text.indexOf('<', pos);
      if (lt < 0) {
        // Text to the end: hand it over, keeping an entity that may be cut in two.
        const amp = text.lastIndexOf('&');
        const keep = amp >= pos && text.indexOf(';', amp) < 0 ? amp : text.length;
        if (keep > pos) handler.text(decodeEntities(text.slice(pos, keep)));
        pos = keep;
        break;
      }
      if (lt > pos) handler.text(decodeEntities(text.slice(pos, lt)));
      pos = lt;
      const next = text.charCodeAt(lt + 1);
      if (next === 33 /* ! */) {
        if (text.startsWith('<![CDATA[', lt)) {
          const end = text.indexOf(']]>', lt + 9);
          if (end < 0) break;
          handler.text(text.slice(lt + 9, end));
          pos = end + 3;
          continue;
        }
        const comment = text.startsWith('<!--', lt);
        const end = text.indexOf(comment ? '-->' : '>', lt + 2);
        if (end < 0) break;
        pos = end + (comment ? 3 : 1);
        continue;
      }
      if (next === 63 /* ? */) {
        const end = text.indexOf('?>', lt + 2);
        if (end < 0) break;
        pos = end + 2;
        continue;
      }
      let gt = text.indexOf('>', lt + 1);
      while (gt >= 0 && inQuotes(text, lt + 1, gt)) gt = text.indexOf('>', gt + 1);
      if (gt < 0) break;
      if (next === 47 /* / */) {
        handler.close(localName(text.slice(lt + 2, gt).trim()));
      } else {
        const selfClosing = text.charCodeAt(gt - 1) === 47;
        const tag = text.slice(lt + 1, selfClosing ? gt - 1 : gt);
        const name = localName(tag);
        handler.open(name, tag, selfClosing);
        if (selfClosing) handler.close(name);
      }
      pos = gt + 1;
    }
    this.carry = text.slice(pos);
    if (this.carry.length > this.maxTagLength) throw new XmlSyntaxError('tag too long');
  }

  /** The end of the document: anything left unfinished is a syntax error. */
  end(): void {
    if (this.carry.trim() !== '') throw new XmlSyntaxError('unfinished markup');
  }
}
