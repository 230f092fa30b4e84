import {
  PRODUCT_CATEGORY_MESSAGE,
  PRODUCT_CATEGORY_NOT_LEAF_MESSAGE,
  PRODUCT_CODE_MESSAGE,
  PRODUCT_CODE_TAKEN_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  PRODUCT_URL_TAKEN_MESSAGE,
  PRODUCT_VALUE_CHOICE_MESSAGE,
  PRODUCT_VALUE_NUMBER_MESSAGE,
  ProductCodeSchema,
  ProductFieldsInputSchema,
  ATTRIBUTE_FIELD_PREFIX,
  IMPORT_FIELD_LABELS,
  IMPORT_PRICE_FIELDS,
  type ImportCounts,
  type ImportField,
  type ImportKey,
  type ImportMapping,
  type ImportOptions,
  type ProductFieldsInput,
} from '@kodumasinad/contract/admin';
import { parseDecimal } from '@kodumasinad/contract';
import { sanitizeHtml } from '../../../platform/sanitize-html.js';
import type { TableRow } from '../../../platform/upload-reading.js';
import {
  cellText,
  isFormula,
  readDay,
  readFlag,
  readMoney,
  slugify,
  type AttributeInfo,
} from './import-fields.js';

/**
 * The check of an import's rows (decision 080), the same for the dry run and the apply: each row
 * is read by its mapping, merged onto the product it names (or a new one), validated by the
 * contract's ProductFieldsInputSchema plus the file's own rules (unknown category or brand, a key
 * repeated in the file, a value outside an attribute's choices, a formula), and compared with
 * what is stored. A row comes out as a create, a change (with the fields it changes), unchanged,
 * or an error with its line, column and Estonian message.
 */

export const FORMULA_MESSAGE = 'Valem ei ole lubatud.';
export const UNKNOWN_CATEGORY_MESSAGE = 'Sellist kategooriat ei ole.';
export const AMBIGUOUS_CATEGORY_MESSAGE =
  'Selle nimega kategooriaid on mitu; kirjuta kategooria koos ülemkategooriaga.';
export const UNKNOWN_BRAND_MESSAGE = 'Sellist kaubamärki ei ole.';
export const FLAG_VALUE_MESSAGE = 'Väärtus peab olema „jah” või „ei”.';
export const REPEATED_KEY_MESSAGE = 'Sama kood on failis juba real';
export const SUPPLIER_CODE_MISSING_MESSAGE = 'Tarnija kood on nõutud.';
export const SUPPLIER_CODE_AMBIGUOUS_MESSAGE = 'Selle tarnija koodiga on mitu toodet.';
export const NEW_PRODUCT_NEEDS_ALL_MESSAGE =
  'Toodet ei leitud (uusi tooteid lisab ainult import kõigi väljadega).';

/** The catalogue the rows are read against. */
export interface ImportCatalog {
  /** Folded title or "Parent > Child" path → category ids. */
  categories: Map<string, number[]>;
  /** Categories that have subcategories (a product cannot be in one). */
  parents: Set<number>;
  /** Folded name → brand id. */
  brands: Map<string, number>;
  /** Attribute code → attribute. */
  attributes: Map<string, AttributeInfo>;
}

/** A stored product as the check compares it. */
export interface StoredProduct {
  id: number;
  code: string;
  supplier_code: string | null;
  title: string;
  url: string;
  category_id: number;
  brand_id: number;
  description: string;
  price: number;
  retail_price: number;
  campaign_price: number | null;
  discount_start: string | null;
  discount_end: string | null;
  featured: boolean;
  hidden: boolean;
  supplier: string | null;
  /** attribute id → value (text of an enum, number of a measure). */
  values: Map<number, string | number>;
}

/** Reads the check needs per batch (ImportWritesRepository answers them). */
export interface ImportLookups {
  byKey(key: ImportKey, values: string[]): Promise<StoredProduct[]>;
  byCodes(codes: string[]): Promise<{ id: number; code: string }[]>;
  /** Of `urls`, those a product other than its own (id), a category or a page already uses. */
  takenUrls(urls: string[]): Promise<{ url: string; product_id: number | null }[]>;
}

export interface RowError {
  line: number;
  column: string;
  message: string;
}

/** The product columns a plan writes (names of ProductsTable's columns). */
export interface ProductColumns {
  code?: string;
  supplier_code?: string | null;
  title?: string;
  url?: string;
  category_id?: number;
  brand_id?: number;
  description?: string;
  price_cents?: number;
  retail_cents?: number;
  campaign_price_cents?: number | null;
  discount_start?: string | null;
  discount_end?: string | null;
  featured?: 0 | 1;
  hidden?: 0 | 1;
  supplier?: string | null;
}

export type RowPlan =
  | { kind: 'error'; line: number; cells: string[]; errors: RowError[] }
  | { kind: 'unchanged'; line: number; id: number }
  | {
      kind: 'create' | 'change';
      line: number;
      /** The product changed; null for a create. */
      id: number | null;
      columns: ProductColumns;
      /** attribute id → new value (null removes it). */
      values: Map<number, string | number | null>;
      /** The product's old address, when the change moves it. */
      oldUrl: string | null;
      fields: string[];
    };

export const emptyCounts = (): ImportCounts => ({ create: 0, change: 0, unchanged: 0, error: 0, hide: 0 });

export function countPlans(
  counts: ImportCounts,
  fieldChanges: Record<string, number>,
  plans: RowPlan[],
): void {
  for (const plan of plans) {
    counts[plan.kind === 'error' ? 'error' : plan.kind]++;
    if (plan.kind === 'change')
      for (const field of plan.fields) fieldChanges[field] = (fieldChanges[field] ?? 0) + 1;
  }
}

const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
/** How a category path is written: "Kodumasinad > Pesumasinad". */
export const PATH_SEPARATOR = ' > ';
export const foldPath = (text: string) =>
  text
    .split('>')
    .map((part) => fold(part))
    .join(PATH_SEPARATOR);

/** Which schema field a field error falls on → the import field whose column it names. */
const SCHEMA_TO_FIELD: Record<string, string> = {
  category_id: 'category',
  brand_id: 'brand',
};

interface Column {
  index: number;
  header: string;
  field: string;
}

/** The file-level state of a check: keys, codes and addresses already seen in earlier rows. */
export class ImportChecker {
  private columns: Column[] = [];
  private readonly keys = new Map<string, number>();
  private readonly urls = new Set<string>();
  /** Keys of the rows that named a product (for hiding the supplier's missing products). */
  readonly seen = new Set<string>();
  private active = new Set<string>();
  private keyColumn: Column | undefined;
  private readonly attributeCode: (id: number) => string;

  constructor(
    private readonly catalog: ImportCatalog,
    private readonly lookups: ImportLookups,
    private readonly mapping: ImportMapping,
    private readonly key: ImportKey,
    private readonly options: ImportOptions,
  ) {
    const codes = new Map(
      [...catalog.attributes.values()].map((attribute) => [attribute.id, attribute.code]),
    );
    this.attributeCode = (id) => codes.get(id) ?? String(id);
  }

  /** Reads the file's header row; the mapped headers missing from it are returned. */
  header(cells: string[]): string[] {
    const headers = cells.map((cell) => cell.replace(/^\uFEFF/, '').trim());
    this.columns = [];
    const missing: string[] = [];
    for (const [header, field] of Object.entries(this.mapping)) {
      if (field === '') continue;
      const index = headers.indexOf(header.trim());
      if (index < 0) missing.push(header);
      else this.columns.push({ index, header: header.trim(), field });
    }
    const mapped = this.columns.map((column) => column.field);
    const mode = this.options.mode;
    const wanted =
      mode === 'prices'
        ? mapped.filter((field) => IMPORT_PRICE_FIELDS.includes(field as ImportField))
        : mode === 'listed'
          ? mapped.filter((field) => this.options.fields.includes(field))
          : mapped;
    this.active = new Set(wanted);
    this.keyColumn = this.columns.find((column) => column.field === this.key);
    return missing;
  }

  /** Whether the file's key column is there. */
  get hasKey(): boolean {
    return this.keyColumn !== undefined;
  }

  private label(field: string): string {
    return (
      this.columns.find((column) => column.field === field)?.header ??
      (field in IMPORT_FIELD_LABELS ? IMPORT_FIELD_LABELS[field as ImportField] : field)
    );
  }

  private keyOf(row: TableRow): string {
    return this.keyColumn === undefined ? '' : cellText(row.cells[this.keyColumn.index] ?? '').trim();
  }

  /** Remembers a row already applied (a resumed apply skips it but still knows its key). */
  remember(row: TableRow): void {
    const key = this.keyOf(row);
    if (key !== '' && !this.keys.has(key)) this.keys.set(key, row.row);
    if (key !== '') this.seen.add(key);
  }

  /** The plans of a batch of data rows. */
  async check(rows: TableRow[]): Promise<RowPlan[]> {
    const keys = [...new Set(rows.map((row) => this.keyOf(row)).filter((key) => key !== ''))];
    const stored = await this.lookups.byKey(this.key, keys);
    const byKey = new Map<string, StoredProduct[]>();
    for (const product of stored) {
      const key = this.key === 'code' ? product.code : (product.supplier_code ?? '');
      byKey.set(key, [...(byKey.get(key) ?? []), product]);
    }
    const drafts = rows.map((row) => this.draft(row, byKey));
    await this.checkCodes(drafts);
    await this.checkUrls(drafts);
    return drafts.map((draft) => draft.plan(this.attributeCode));
  }

  private draft(row: TableRow, byKey: Map<string, StoredProduct[]>): Draft {
    const draft = new Draft(row);
    const key = this.keyOf(row);
    const keyLabel = this.label(this.key);
    if (key === '') {
      draft.error(keyLabel, this.key === 'code' ? PRODUCT_CODE_MESSAGE : SUPPLIER_CODE_MISSING_MESSAGE);
      return draft;
    }
    const earlier = this.keys.get(key);
    if (earlier !== undefined) {
      draft.error(keyLabel, `${REPEATED_KEY_MESSAGE} ${earlier}.`);
      return draft;
    }
    this.keys.set(key, row.row);
    const matches = byKey.get(key) ?? [];
    if (matches.length > 1) {
      draft.error(keyLabel, SUPPLIER_CODE_AMBIGUOUS_MESSAGE);
      return draft;
    }
    const existing = matches[0] ?? null;
    if (existing !== null || this.options.mode === 'all') this.seen.add(key);
    if (existing === null && this.options.mode !== 'all') {
      draft.error(keyLabel, this.key === 'code' ? NEW_PRODUCT_NEEDS_ALL_MESSAGE : PRODUCT_NOT_FOUND_MESSAGE);
      return draft;
    }
    draft.existing = existing;

    // Each active column's cell, read as its field.
    const input: Record<string, unknown> = existing === null ? {} : storedInput(existing);
    const values = new Map<number, string | number | null>();
    let code: string | undefined = existing?.code;
    for (const column of this.columns) {
      const field = column.field;
      if (!this.active.has(field) && field !== this.key) continue;
      const raw = row.cells[column.index] ?? '';
      if (isFormula(raw)) {
        draft.error(column.header, FORMULA_MESSAGE);
        continue;
      }
      const cell = cellText(raw);
      if (field === 'code') {
        const parsed = ProductCodeSchema.safeParse(cell);
        if (!parsed.success) draft.error(column.header, PRODUCT_CODE_MESSAGE);
        else code = parsed.data;
      } else if (field.startsWith(ATTRIBUTE_FIELD_PREFIX)) {
        const attribute = this.catalog.attributes.get(field.slice(ATTRIBUTE_FIELD_PREFIX.length));
        if (attribute === undefined) continue;
        const value = readAttribute(attribute, cell);
        if (value === undefined)
          draft.error(
            column.header,
            attribute.kind === 'number' ? PRODUCT_VALUE_NUMBER_MESSAGE : PRODUCT_VALUE_CHOICE_MESSAGE,
          );
        else values.set(attribute.id, value);
      } else this.readField(draft, column, cell, input);
    }
    if (code === undefined) {
      draft.error(this.label('code'), PRODUCT_CODE_MESSAGE);
      return draft;
    }
    draft.code = code;
    if (existing === null && input.url === undefined && typeof input.title === 'string')
      input.url = slugify(`${input.title} ${code}`);
    // Plain text (no markup or entities) is what the sanitiser would give back; it costs 0.2 ms a row.
    if (typeof input.description === 'string' && /[<>&]/.test(input.description))
      input.description = sanitizeHtml(input.description);
    if (this.options.supplier !== null) input.supplier_code ??= null;

    if (!draft.failed) {
      const parsed = ProductFieldsInputSchema.safeParse(input);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          draft.error(this.label(SCHEMA_TO_FIELD[field] ?? field), issue.message);
        }
      } else {
        if (this.catalog.parents.has(parsed.data.category_id))
          draft.error(this.label('category'), PRODUCT_CATEGORY_NOT_LEAF_MESSAGE);
        draft.product = parsed.data;
      }
    }
    draft.values = values;
    draft.supplier = this.options.supplier;
    return draft;
  }

  private readField(draft: Draft, column: Column, cell: string, input: Record<string, unknown>): void {
    const field = column.field;
    switch (field) {
      case 'category': {
        if (cell.trim() === '') return void (input.category_id = undefined);
        const ids = this.catalog.categories.get(foldPath(cell)) ?? [];
        if (ids.length === 0) draft.error(column.header, UNKNOWN_CATEGORY_MESSAGE);
        else if (ids.length > 1) draft.error(column.header, AMBIGUOUS_CATEGORY_MESSAGE);
        else input.category_id = ids[0];
        return;
      }
      case 'brand': {
        if (cell.trim() === '') return void (input.brand_id = undefined);
        const id = this.catalog.brands.get(fold(cell));
        if (id === undefined) draft.error(column.header, UNKNOWN_BRAND_MESSAGE);
        else input.brand_id = id;
        return;
      }
      case 'price':
      case 'retail_price':
      case 'campaign_price': {
        const money = readMoney(cell);
        input[field] = money === null && field !== 'campaign_price' ? undefined : money;
        return;
      }
      case 'discount_start':
      case 'discount_end':
        input[field] = readDay(cell);
        return;
      case 'hidden':
      case 'featured': {
        const flag = readFlag(cell);
        if (flag === null) draft.error(column.header, FLAG_VALUE_MESSAGE);
        else input[field] = flag;
        return;
      }
      case 'title':
      case 'url':
      case 'description':
      case 'supplier_code':
        input[field] = field === 'description' ? cell : cell.trim();
        return;
      default:
        return;
    }
  }

  /** A new code (a create, or a code changed under the supplier's key) must not be another product's. */
  private async checkCodes(drafts: Draft[]): Promise<void> {
    // Under the code key a new row's code was looked up already (it named no product).
    const wanted = drafts.filter(
      (draft) =>
        !draft.failed &&
        draft.code !== undefined &&
        draft.existing?.code !== draft.code &&
        !(this.key === 'code' && draft.existing === null),
    );
    if (wanted.length === 0) return;
    const taken = new Set(
      (await this.lookups.byCodes(wanted.map((draft) => draft.code as string))).map((p) => p.code),
    );
    for (const draft of wanted) {
      if (taken.has(draft.code as string)) draft.error(this.label('code'), PRODUCT_CODE_TAKEN_MESSAGE);
      else if (this.key !== 'code') {
        // Under the supplier's key a code may still repeat in the file.
        const seen = `code:${draft.code}`;
        if (this.keys.has(seen))
          draft.error(this.label('code'), `${REPEATED_KEY_MESSAGE} ${this.keys.get(seen)}.`);
        else this.keys.set(seen, draft.line);
      }
    }
  }

  /** A new address must not be another product's, a category's or a page's, nor an earlier row's. */
  private async checkUrls(drafts: Draft[]): Promise<void> {
    const wanted = drafts.filter(
      (draft) => !draft.failed && draft.product !== null && draft.product.url !== draft.existing?.url,
    );
    if (wanted.length === 0) return;
    const taken = await this.lookups.takenUrls(wanted.map((draft) => draft.product?.url as string));
    const owners = new Map<string, (number | null)[]>();
    for (const { url, product_id } of taken) owners.set(url, [...(owners.get(url) ?? []), product_id]);
    for (const draft of wanted) {
      const url = draft.product?.url as string;
      const others = (owners.get(url) ?? []).filter((id) => id === null || id !== draft.existing?.id);
      if (others.length > 0 || this.urls.has(url)) draft.error(this.label('url'), PRODUCT_URL_TAKEN_MESSAGE);
      else this.urls.add(url);
    }
  }
}

/** A row on its way to a plan. */
class Draft {
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
function storedInput(product: StoredProduct): Record<string, unknown> {
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
function readAttribute(attribute: AttributeInfo, cell: string): string | number | null | undefined {
  const text = cell.trim();
  if (text === '') return null;
  if (attribute.kind === 'number') return parseDecimal(text) ?? undefined;
  if (attribute.choices === null) return text.slice(0, 300);
  const folded = text.toLowerCase();
  return attribute.choices.find((choice) => choice.toLowerCase() === folded);
}
