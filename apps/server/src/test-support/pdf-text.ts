import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: string[];
  /** All pages' text, lines joined by newlines. */
  text: string;
  fonts: string[];
}

/** Reads a PDF back as text per page (pdf.js), so tests judge what a reader would see. */
export async function pdfText(bytes: Buffer): Promise<PdfText> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  const fonts = new Set<string>();
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    let line = '';
    const lines: string[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      fonts.add(item.fontName);
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      } else line += ' ';
    }
    if (line.trim() !== '') lines.push(line);
    pages.push(lines.map((text) => text.replace(/\s+/g, ' ').trim()).join('\n'));
  }
  await document.destroy();
  return { pages, text: pages.join('\n'), fonts: [...fonts] };
}
