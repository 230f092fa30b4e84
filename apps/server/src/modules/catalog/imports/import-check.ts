import {
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
  type ImportField,
  type ImportKey,
  type ImportMapping,
  type ImportOptions,
} from '@kodumasinad/contract/admin';
import { sanitizeHtml } from '../../../platform/sanitize-html.js';
import type { TableRow } from '../../../platform/upload-reading.js';
import { Draft, readAttribute, storedInput } from './import-draft.js';
import type { ImportCatalog, ImportLookups, RowPlan, StoredProduct } from './import-plan.js';
import { cellText, isFormula, readDay, readFlag, readMoney, slugify } from './import-fields.js';

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
