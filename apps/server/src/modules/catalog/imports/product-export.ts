import {
  ATTRIBUTE_FIELD_PREFIX,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  type ProductExportQuery,
} from '@kodumasinad/contract/admin';
import type { Db } from '../../../db/database.js';
import { containsFolded } from '../../../db/text-search.js';
import { csvTextRow, type ExportCell } from '../../../platform/spreadsheet-export.js';
import { xlsxStream } from '../../../platform/xlsx-stream-writer.js';
import { attributeLabel, dayText, moneyText, numberText, type AttributeInfo } from './import-fields.js';
import type { ImportWritesRepository } from './import-writes.repository.js';

/**
 * The catalogue export (decision 080): the products the list's filters show, in the import's
 * columns under their Estonian labels, so that export → edit → import reports nothing changed.
 * Both files are written a page of products at a time (streamed, any size); XLSX through the
 * streaming writer (platform/xlsx-stream-writer.ts, decision 089) with money and days as real
 * numbers and dates.
 */

const PAGE = 1000;

interface ExportRow {
  id: number;
  code: string;
  title: string;
  url: string;
  category: string;
  brand: string;
  price: number;
  retail_price: number;
  campaign_price: number | null;
  discount_start: string | null;
  discount_end: string | null;
  supplier_code: string | null;
  hidden: boolean;
  featured: boolean;
  description: string;
  values: Map<number, string | number>;
}

export class ProductExport {
  constructor(
    private readonly db: Db,
    private readonly writes: ImportWritesRepository,
  ) {}

  private async *pages(query: ProductExportQuery): AsyncGenerator<{ headers: string[]; rows: ExportRow[] }> {
    const catalog = await this.writes.catalog();
    const attributes = [...catalog.attributes.values()];
    const headers = exportHeaders(attributes);
    let categories: number[] | null = null;
    if (query.category !== undefined) {
      const children = await this.db
        .selectFrom('categories')
        .select('id')
        .where('parent_id', '=', query.category)
        .execute();
      categories = [query.category, ...children.map((row) => row.id)];
    }
    let after = 0;
    let first = true;
    for (;;) {
      let select = this.db
        .selectFrom('products')
        .select([
          'id',
          'code',
          'title',
          'url',
          'category_id',
          'brand_id',
          'price_cents',
          'retail_cents',
          'campaign_price_cents',
          'discount_start',
          'discount_end',
          'supplier_code',
          'hidden',
          'featured',
          'description',
        ])
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE);
      if (categories !== null) select = select.where('category_id', 'in', categories);
      if (query.brand !== undefined) select = select.where('brand_id', '=', query.brand);
      if (query.hidden !== undefined)
        select = select.where('hidden', '=', query.hidden === '1' || query.hidden === 'true' ? 1 : 0);
      if (query.changed_since !== undefined) select = select.where('updated_at', '>=', query.changed_since);
      if (query.q !== undefined) {
        const q = query.q;
        select = select.where((eb) => eb.or([containsFolded('code', q), containsFolded('title', q)]));
      }
      const products = await select.execute();
      if (products.length === 0 && !first) return;
      first = false;
      const values = new Map<number, Map<number, string | number>>();
      if (products.length > 0) {
        const stored = await this.db
          .selectFrom('product_values')
          .select(['product_id', 'attribute_id', 'value_text', 'value_num'])
          .where(
            'product_id',
            'in',
            products.map((p) => p.id),
          )
          .execute();
        for (const value of stored) {
          const map = values.get(value.product_id) ?? new Map<number, string | number>();
          map.set(value.attribute_id, value.value_num ?? value.value_text ?? '');
          values.set(value.product_id, map);
        }
      }
      yield {
        headers,
        rows: products.map((product) => ({
          id: product.id,
          code: product.code,
          title: product.title,
          url: product.url,
          category: catalog.pathOf.get(product.category_id) ?? '',
          brand: catalog.brandName.get(product.brand_id) ?? '',
          price: Number(product.price_cents),
          retail_price: Number(product.retail_cents),
          campaign_price: product.campaign_price_cents === null ? null : Number(product.campaign_price_cents),
          discount_start: product.discount_start,
          discount_end: product.discount_end,
          supplier_code: product.supplier_code,
          hidden: product.hidden === 1,
          featured: product.featured === 1,
          description: product.description,
          values: values.get(product.id) ?? new Map(),
        })),
      };
      if (products.length < PAGE) return;
      after = products[products.length - 1]?.id ?? after;
    }
  }

  /** The CSV file, a page of products at a time: UTF-8 with a BOM, ';', CRLF, inert text. */
  async *csv(query: ProductExportQuery): AsyncGenerator<string> {
    const attributes = await this.writes.attributes();
    let headerDone = false;
    for await (const page of this.pages(query)) {
      let text = '';
      if (!headerDone) {
        text += `\uFEFF${csvTextRow(page.headers)}\r\n`;
        headerDone = true;
      }
      for (const row of page.rows) text += `${csvTextRow(csvCells(row, attributes))}\r\n`;
      yield text;
    }
  }

  /** The XLSX file, streamed a page of products at a time (decision 089). */
  async *xlsx(query: ProductExportQuery): AsyncGenerator<Buffer> {
    const attributes = await this.writes.attributes();
    const pages = this.pages(query);
    const first = await pages.next();
    if (first.done === true) return;
    async function* cells(): AsyncGenerator<ExportCell[][]> {
      if (first.done !== true) yield first.value.rows.map((row) => xlsxCells(row, attributes));
      for await (const page of pages) yield page.rows.map((row) => xlsxCells(row, attributes));
    }
    yield* xlsxStream(first.value.headers, cells());
  }
}

/** The export's columns: every import field, then every attribute. */
export function exportHeaders(attributes: readonly AttributeInfo[]): string[] {
  return [...IMPORT_FIELDS.map((field) => IMPORT_FIELD_LABELS[field]), ...attributes.map(attributeLabel)];
}

export const EXPORT_FIELDS: readonly string[] = IMPORT_FIELDS;
export const attributeField = (attribute: AttributeInfo) => `${ATTRIBUTE_FIELD_PREFIX}${attribute.code}`;

const flag = (value: boolean) => (value ? 'jah' : 'ei');

function fieldText(row: ExportRow, field: ImportField): string {
  switch (field) {
    case 'price':
    case 'retail_price':
      return moneyText(row[field]);
    case 'campaign_price':
      return row.campaign_price === null ? '' : moneyText(row.campaign_price);
    case 'discount_start':
    case 'discount_end':
      return row[field] === null ? '' : dayText(row[field]);
    case 'hidden':
    case 'featured':
      return flag(row[field]);
    case 'supplier_code':
      return row.supplier_code ?? '';
    default:
      return row[field];
  }
}

function valueText(value: string | number | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'number' ? numberText(value) : value;
}

function csvCells(row: ExportRow, attributes: readonly AttributeInfo[]): string[] {
  return [
    ...IMPORT_FIELDS.map((field) => fieldText(row, field)),
    ...attributes.map((attribute) => valueText(row.values.get(attribute.id))),
  ];
}

function xlsxCells(row: ExportRow, attributes: readonly AttributeInfo[]): ExportCell[] {
  return [
    ...IMPORT_FIELDS.map((field): ExportCell => {
      if (field === 'price' || field === 'retail_price') return { cents: row[field] };
      if (field === 'campaign_price')
        return row.campaign_price === null ? { text: '' } : { cents: row.campaign_price };
      if (field === 'discount_start' || field === 'discount_end') {
        const day = row[field];
        return day === null ? { text: '' } : { date: day };
      }
      return { text: fieldText(row, field) };
    }),
    ...attributes.map((attribute): ExportCell => ({ text: valueText(row.values.get(attribute.id)) })),
  ];
}
