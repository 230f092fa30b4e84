import { describe, expect, it } from 'vitest';
import { pdfText } from '../test-support/pdf-text.js';
import { PdfWriter, pdfDisposition } from './pdf.js';

describe('PdfWriter', () => {
  it('writes Estonian letters and € as selectable text in an embedded font', async () => {
    const pdf = new PdfWriter({ title: 'Proov', language: 'et' });
    pdf.font('bold', 16).text('Hinnapakkumine õäöüšž ÕÄÖÜŠŽ');
    pdf.font('regular', 10).text('Kokku 1 234,56 €');
    const bytes = await pdf.finish((page, pages) => `Lk ${page}/${pages}`);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('/FontFile2');
    const { text } = await pdfText(bytes);
    expect(text).toContain('Hinnapakkumine õäöüšž ÕÄÖÜŠŽ');
    expect(text).toContain('1 234,56 €');
    expect(text).toContain('Lk 1/1');
  });

  it('continues a long table over pages with the header repeated on each', async () => {
    const pdf = new PdfWriter({ title: 'Tabel' });
    const rows = Array.from({ length: 120 }, (_, index) => [`Toode nr ${index + 1}`, `${index + 1},00 €`]);
    pdf.table(
      [
        { header: 'Nimetus', width: 3 },
        { header: 'Hind', width: 1, align: 'right' },
      ],
      rows,
    );
    const { pages } = await pdfText(await pdf.finish((page, count) => `Lk ${page}/${count}`));
    expect(pages.length).toBeGreaterThan(2);
    for (const [index, page] of pages.entries()) {
      expect(page).toContain('Nimetus');
      expect(page).toContain(`Lk ${index + 1}/${pages.length}`);
    }
    const all = pages.join('\n');
    for (const row of rows) expect(all).toContain(row[0]);
  });

  it('keeps every letter readable in documents made one after another on the shared fonts', async () => {
    // The parsed fonts are shared by all documents: a glyph first met inside a composite one
    // (the `s` of `š`) must still read back as its letter in the next document.
    const first = new PdfWriter({ title: 'Esimene' });
    first.font('bold', 12).text('ŠŽ šž õ');
    await first.finish();
    const second = new PdfWriter({ title: 'Teine' });
    second.font('bold', 12).text('Nimetus sz Oo');
    second.font('regular', 10).text('summa ja hind');
    const { text } = await pdfText(await second.finish());
    expect(text).toContain('Nimetus sz Oo');
    expect(text).toContain('summa ja hind');
  });

  it('names a download safely in ASCII and exactly in UTF-8', () => {
    expect(pdfDisposition('attachment', 'P-2026-0042.pdf')).toBe(
      `attachment; filename="P-2026-0042.pdf"; filename*=UTF-8''P-2026-0042.pdf`,
    );
    expect(pdfDisposition('inline', 'Arve õ.pdf')).toBe(
      `inline; filename="Arve__.pdf"; filename*=UTF-8''Arve%20%C3%B5.pdf`,
    );
  });
});
