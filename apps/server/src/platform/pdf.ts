import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';
import type { Font } from 'fontkit';
import type PDFDocumentType from 'pdfkit';
import { lazyModule } from './lazy-module.js';

/**
 * The shop's documents (offers now, invoices next) as A4 PDFs with selectable text (decision
 * 025). DejaVu Sans is embedded (subset) from the `dejavu-fonts-ttf` package: it has every
 * Estonian letter and €, which the PDF standard fonts lack. A table continues over pages with its
 * header repeated; page numbers are written once all pages exist.
 */

const require = createRequire(import.meta.url);
// Loaded on the first document, not at start (see lazy-module.ts); pdfkit requires fontkit's
// CommonJS build too, so both share one copy.
const fontkit = lazyModule<typeof Fontkit>('fontkit');
const pdfkit = lazyModule<typeof PDFDocumentType>('pdfkit');
let fonts: { regular: Font; bold: Font } | null = null;

/**
 * The fonts, read and parsed once per process. pdfkit (0.20) takes a parsed fontkit font as well
 * as a file; each document still keeps its own subset and layout cache, so sharing the parsed
 * font only saves parsing DejaVu's tables again for every document (about half of a 50-row
 * offer's CPU time).
 */
function parsedFonts(): { regular: Font; bold: Font } {
  const parse = (file: string) => {
    const font = fontkit().create(readFileSync(require.resolve(file))) as Font;
    // fontkit caches a glyph with the characters of its first lookup, and pdfkit writes those
    // into the text layer. A glyph first met as part of another (the `s` of `š` while a subset
    // is written) would be cached with none and later read back as garbage; looking every
    // character up once first caches each glyph with its character.
    for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
    return font;
  };
  fonts ??= {
    regular: parse('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    bold: parse('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  };
  return fonts;
}

/** pdfkit's types name only files and buffers, but its font factory accepts a parsed font. */
const asFontSource = (font: Font) => font as unknown as PDFKit.Mixins.PDFFontSource;

export const A4_MARGIN = 50;
const FOOTER_HEIGHT = 30;
const CELL_PADDING = 4;

export type FontWeight = 'regular' | 'bold';

export interface PdfMeta {
  title: string;
  author?: string;
  /** BCP 47, e.g. 'et' or 'en'. */
  language?: string;
}

export interface TableColumn {
  header: string;
  /** Share of the text width; shares are normalised to fill it. */
  width: number;
  align?: 'left' | 'right';
  /**
   * Never wrapped: the column is at least as wide as its header and widest cell (codes, amounts),
   * the other columns share what is left. Ignored when such columns alone would not fit.
   */
  nowrap?: boolean;
}

export interface TableOptions {
  fontSize?: number;
  /** Drawn under the header and between rows. */
  lineColor?: string;
}

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(meta: PdfMeta) {
    const PDFDocument = pdfkit();
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: A4_MARGIN, bottom: A4_MARGIN + FOOTER_HEIGHT, left: A4_MARGIN, right: A4_MARGIN },
      bufferPages: true,
      info: { Title: meta.title, ...(meta.author === undefined ? {} : { Author: meta.author }) },
      ...(meta.language === undefined ? {} : { lang: meta.language }),
    });
    const parsed = parsedFonts();
    this.doc.registerFont('regular', asFontSource(parsed.regular));
    this.doc.registerFont('bold', asFontSource(parsed.bold));
    this.doc.font('regular');
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  get left(): number {
    return this.doc.page.margins.left;
  }

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  font(weight: FontWeight, size: number): this {
    this.doc.font(weight).fontSize(size);
    return this;
  }

  /** Text at the cursor across the text width (or `width`), wrapping and breaking pages as needed. */
  text(
    value: string,
    options: { x?: number; width?: number; align?: 'left' | 'right' | 'center' } = {},
  ): this {
    this.doc.text(value, options.x ?? this.left, this.doc.y, {
      width: options.width ?? this.width,
      align: options.align ?? 'left',
    });
    return this;
  }

  moveDown(lines = 1): this {
    this.doc.moveDown(lines);
    return this;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureSpace(height: number): this {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
    return this;
  }

  /** A picture (PNG or JPEG bytes) fitted into a box at the top left of the cursor; returns its height. */
  image(bytes: Buffer, box: { x?: number; width: number; height: number }): number {
    const x = box.x ?? this.left;
    const y = this.doc.y;
    this.doc.image(bytes, x, y, { fit: [box.width, box.height] });
    return box.height;
  }

  /**
   * A table of text cells. A row that does not fit goes to a new page, where the header is drawn
   * again; cells wrap within their column.
   */
  table(
    columns: readonly TableColumn[],
    rows: readonly (readonly string[])[],
    options: TableOptions = {},
  ): this {
    const fontSize = options.fontSize ?? 9;
    const lineColor = options.lineColor ?? '#999999';
    const doc = this.doc;
    const widths = this.columnWidths(columns, rows, fontSize);

    const rowHeight = (cells: readonly string[], weight: FontWeight) => {
      doc.font(weight).fontSize(fontSize);
      return (
        Math.max(
          ...cells.map((cell, index) =>
            doc.heightOfString(cell, { width: (widths[index] ?? 0) - 2 * CELL_PADDING }),
          ),
        ) +
        2 * CELL_PADDING
      );
    };
    const drawRow = (cells: readonly string[], weight: FontWeight, height: number) => {
      const top = doc.y;
      let x = this.left;
      doc.font(weight).fontSize(fontSize);
      cells.forEach((cell, index) => {
        const width = widths[index] ?? 0;
        doc.text(cell, x + CELL_PADDING, top + CELL_PADDING, {
          width: width - 2 * CELL_PADDING,
          align: columns[index]?.align ?? 'left',
          lineBreak: true,
        });
        x += width;
      });
      doc
        .moveTo(this.left, top + height)
        .lineTo(this.left + this.width, top + height)
        .lineWidth(weight === 'bold' ? 0.8 : 0.3)
        .strokeColor(lineColor)
        .stroke();
      doc.x = this.left;
      doc.y = top + height;
    };

    const headers = columns.map((column) => column.header);
    const headerHeight = rowHeight(headers, 'bold');
    const header = () => drawRow(headers, 'bold', headerHeight);
    const firstHeight = rows[0] === undefined ? 0 : rowHeight(rows[0], 'regular');
    this.ensureSpace(headerHeight + firstHeight);
    header();
    for (const row of rows) {
      const height = rowHeight(row, 'regular');
      if (doc.y + height > this.bottom) {
        doc.addPage();
        header();
      }
      drawRow(row, 'regular', height);
    }
    doc.font('regular');
    return this;
  }

  /** Each column's width: shares of the text width, `nowrap` columns at least their content's. */
  private columnWidths(
    columns: readonly TableColumn[],
    rows: readonly (readonly string[])[],
    fontSize: number,
  ): number[] {
    const doc = this.doc;
    const needed = columns.map((column, index) => {
      if (column.nowrap !== true) return 0;
      doc.font('bold').fontSize(fontSize);
      let widest = doc.widthOfString(column.header);
      doc.font('regular').fontSize(fontSize);
      for (const row of rows) widest = Math.max(widest, doc.widthOfString(row[index] ?? ''));
      // A hair more than measured: pdfkit wraps a line that fills its width exactly.
      return Math.ceil(widest) + 2 * CELL_PADDING + 1;
    });
    const share = columns.reduce((sum, column) => sum + column.width, 0);
    const proportional = columns.map((column) => (column.width / share) * this.width);
    const fixed = needed.reduce((sum, width) => sum + width, 0);
    const flexible = columns.filter((column) => column.nowrap !== true);
    const flexibleShare = flexible.reduce((sum, column) => sum + column.width, 0);
    if (fixed >= this.width || flexibleShare === 0) return proportional;
    // nowrap columns get what they need; the rest share the remaining width by their shares.
    return columns.map((column, index) =>
      column.nowrap === true ? (needed[index] ?? 0) : (column.width / flexibleShare) * (this.width - fixed),
    );
  }

  /** Label–value lines right-aligned in a box at the right edge (totals). */
  keyValues(lines: readonly { label: string; value: string; bold?: boolean }[], boxWidth = 240): this {
    const doc = this.doc;
    const x = this.left + this.width - boxWidth;
    this.ensureSpace(lines.length * 16);
    for (const line of lines) {
      const y = doc.y;
      doc.font(line.bold === true ? 'bold' : 'regular').fontSize(10);
      doc.text(line.label, x, y, { width: boxWidth * 0.6, align: 'left' });
      doc.text(line.value, x + boxWidth * 0.6, y, { width: boxWidth * 0.4, align: 'right' });
      doc.y = Math.max(doc.y, y + 14);
    }
    doc.x = this.left;
    doc.font('regular');
    return this;
  }

  /** Writes `footer(page, pages)` at the bottom of every page and returns the finished file. */
  async finish(footer?: (page: number, pages: number) => string): Promise<Buffer> {
    const doc = this.doc;
    if (footer !== undefined) {
      const range = doc.bufferedPageRange();
      for (let index = range.start; index < range.start + range.count; index += 1) {
        doc.switchToPage(index);
        const bottomMargin = doc.page.margins.bottom;
        // Writing inside the bottom margin must not start a new page.
        doc.page.margins.bottom = 0;
        doc
          .font('regular')
          .fontSize(8)
          .fillColor('#666666')
          .text(footer(index - range.start + 1, range.count), this.left, doc.page.height - A4_MARGIN - 10, {
            width: this.width,
            align: 'center',
            lineBreak: false,
          });
        doc.page.margins.bottom = bottomMargin;
      }
      doc.fillColor('black');
    }
    doc.end();
    return this.done;
  }
}

/** Content-Disposition for a PDF shown in the browser or saved under `filename`. */
export function pdfDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\w.-]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
