import {
  PRODUCT_CATEGORY_MESSAGE,
  ATTRIBUTE_FIELD_PREFIX,
  type ProductFieldsInput,
} from '@kodumasinad/contract/admin';
import { parseDecimal } from '@kodumasinad/contract';
import type { TableRow } from '../../../platform/upload-reading.js';
import type { AttributeInfo } from './import-fields.js';
import type { ProductColumns, RowError, RowPlan, StoredProduct } from './import-plan.js';

/**
 * One row on its way to a plan (decision 080): the check fills in the product it names, the
 * fields read from its cells and its errors; `plan` then compares the result with what is stored
 * and gives the columns and attribute values that change.
 */

/** A row on its way to a plan. */
export class Draft {
  existing: StoredProduct | null = null;
  product: ProductFieldsInput | null = null;
  code: string | undefined;
  values = new Map<number, string | number | null>();
  supplier: string | null = null;
  private readonly errors: RowError[] = [];

  constructor(private readonly row: TableRow) {}

  get line(): number {
    return this.row.row;
  }

  get failed(): boolean {
    return this.errors.length > 0;
  }

  error(column: string, message: string): void {
    this.errors.push({ line: this.row.row, column, message });
  }

  plan(attributeCode: (id: number) => string): RowPlan {
    if (this.failed || this.product === null || this.code === undefined)
      return {
        kind: 'error',
        line: this.line,
        cells: this.row.cells,
        errors:
          this.errors.length > 0
            ? this.errors
            : [{ line: this.line, column: '', message: PRODUCT_CATEGORY_MESSAGE }],
      };
    const next = columnsOf(this.code, this.product, this.supplier);
    const before = this.existing;
    if (before === null) {
      const values = new Map([...this.values].filter(([, value]) => value !== null));
      return { kind: 'create', line: this.line, id: null, columns: next, values, oldUrl: null, fields: [] };
    }
    const old = columnsOf(before.code, storedFields(before), before.supplier);
    const columns: ProductColumns = {};
    const fields: string[] = [];
    for (const name of Object.keys(next) as (keyof ProductColumns)[]) {
      if (name === 'supplier' && this.supplier === null) continue;
      if (next[name] !== old[name]) {
        (columns as Record<string, unknown>)[name] = next[name];
        fields.push(COLUMN_FIELDS[name]);
      }
    }
    const values = new Map<number, string | number | null>();
    for (const [attribute, value] of this.values) {
      if ((before.values.get(attribute) ?? null) !== value) {
        values.set(attribute, value);
        fields.push(`${ATTRIBUTE_FIELD_PREFIX}${attributeCode(attribute)}`);
      }
    }
    if (fields.length === 0) return { kind: 'unchanged', line: this.line, id: before.id };
    return {
      kind: 'change',
      line: this.line,
      id: before.id,
      columns,
      values,
      oldUrl: columns.url === undefined ? null : before.url,
      fields,
    };
  }
}

const COLUMN_FIELDS: Record<keyof ProductColumns, string> = {
  code: 'code',
  supplier_code: 'supplier_code',
  title: 'title',
  url: 'url',
  category_id: 'category',
  brand_id: 'brand',
  description: 'description',
  price_cents: 'price',
  retail_cents: 'retail_price',
  campaign_price_cents: 'campaign_price',
  discount_start: 'discount_start',
  discount_end: 'discount_end',
  featured: 'featured',
  hidden: 'hidden',
  supplier: 'supplier',
};

function columnsOf(
  code: string,
  product: ProductFieldsInput,
  supplier: string | null,
): Required<ProductColumns> {
  return {
    code,
    supplier_code: product.supplier_code,
    title: product.title,
    url: product.url,
    category_id: product.category_id,
    brand_id: product.brand_id,
    description: product.description,
    price_cents: product.price,
    retail_cents: product.retail_price,
    campaign_price_cents: product.campaign_price,
    discount_start: product.discount_start,
    discount_end: product.discount_end,
    featured: product.featured ? 1 : 0,
    hidden: product.hidden ? 1 : 0,
    supplier,
  };
}

function storedFields(product: StoredProduct): ProductFieldsInput {
  return {
    title: product.title,
    url: product.url,
    category_id: product.category_id,
    brand_id: product.brand_id,
    description: product.description,
    price: product.price,
    retail_price: product.retail_price,
    campaign_price: product.campaign_price,
    discount_start: product.discount_start,
    discount_end: product.discount_end,
    featured: product.featured,
    hidden: product.hidden,
    specs: [],
    values: [],
    add_on_ids: [],
    related_ids: [],
    similar_ids: [],
    supplier_code: product.supplier_code,
  };
}

/** A stored product as the schema's input, for a row to be merged onto. */
export function storedInput(product: StoredProduct): Record<string, unknown> {
  const {
    specs: _specs,
    values: _values,
    add_on_ids: _a,
    related_ids: _r,
    similar_ids: _s,
    ...fields
  } = storedFields(product);
  return fields;
}

/** An attribute cell: null to remove, the value, or undefined when it is not allowed. */
export function readAttribute(attribute: AttributeInfo, cell: string): string | number | null | undefined {
  const text = cell.trim();
  if (text === '') return null;
  if (attribute.kind === 'number') return parseDecimal(text) ?? undefined;
  if (attribute.choices === null) return text.slice(0, 300);
  const folded = text.toLowerCase();
  return attribute.choices.find((choice) => choice.toLowerCase() === folded);
}
