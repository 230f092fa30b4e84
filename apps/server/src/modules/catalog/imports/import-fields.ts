import { parseHundredths } from '@kodumasinad/contract';
import {
  ATTRIBUTE_FIELD_PREFIX,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_PICTURES_FIELD,
  IMPORT_PICTURES_LABEL,
  type ImportField,
  type ImportMapping,
} from '@kodumasinad/contract/admin';

/**
 * How a file's cells read as product fields (decision 080): headers that are a field's name or its
 * Estonian label (or an attribute's name or code) map themselves; money is read as Estonian Excel
 * writes it ("1 234,56", also "1234.56"), days as dd.mm.yyyy or yyyy-mm-dd, flags as jah/ei; a
 * cell the export made inert (a leading apostrophe before = + - @) reads as the text after it.
 */

export interface AttributeInfo {
  id: number;
  code: string;
  name: string;
  kind: 'enum' | 'number';
  unit: string | null;
  /** The allowed values of an enum attribute (null: any). */
  choices: string[] | null;
}

const normal = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** Other spellings suppliers use for a field's column. */
const SYNONYMS: Record<string, ImportField> = {
  tootekood: 'code',
  kaubakood: 'code',
  nimi: 'title',
  toode: 'title',
  kaubamark: 'brand',
  bränd: 'brand',
  brand: 'brand',
  'sisseostu hind': 'price',
  ostuhind: 'price',
  'jaehind km-ga': 'retail_price',
  soovitushind: 'retail_price',
  'kampaania hind': 'campaign_price',
  'tarnija tootekood': 'supplier_code',
  tarnijakood: 'supplier_code',
  url: 'url',
  slug: 'url',
};

/** The column header the export writes for an attribute. */
export function attributeLabel(attribute: AttributeInfo): string {
  return attribute.name;
}

/** Every field a column can fill, with its label: the mapping screen's choices. */
export function fieldChoices(attributes: readonly AttributeInfo[]): { value: string; label: string }[] {
  return [
    ...IMPORT_FIELDS.map((field) => ({ value: field, label: IMPORT_FIELD_LABELS[field] })),
    { value: IMPORT_PICTURES_FIELD, label: IMPORT_PICTURES_LABEL },
    ...attributes.map((attribute) => ({
      value: `${ATTRIBUTE_FIELD_PREFIX}${attribute.code}`,
      label: attribute.unit ? `${attribute.name} (${attribute.unit})` : attribute.name,
    })),
  ];
}

/**
 * A picture column's header (decision 088): pilt, pildid, pilt1, pilt 2, pildi url, image,
 * images, image_url, image1, picture, photo, foto… Several columns may be pictures.
 */
const PICTURE_HEADER =
  /^(?:pil(?:t|did|di)|pildi[ _-]?(?:url|aadress|link)|images?|image[ _-]?(?:url|link)s?|pictures?|photos?|fotod?|img)[ _-]?\d{0,2}$/;

/** The mapping a header suggests: each header that names a field maps to it, the rest to ''. */
export function guessMapping(
  headers: readonly string[],
  attributes: readonly AttributeInfo[],
): ImportMapping {
  const known = new Map<string, string>();
  for (const attribute of attributes) {
    const field = `${ATTRIBUTE_FIELD_PREFIX}${attribute.code}`;
    known.set(normal(attribute.code), field);
    known.set(normal(attribute.name), field);
    if (attribute.unit) known.set(normal(`${attribute.name} (${attribute.unit})`), field);
  }
  for (const [synonym, field] of Object.entries(SYNONYMS)) known.set(synonym, field);
  for (const field of IMPORT_FIELDS) {
    known.set(field, field);
    known.set(normal(IMPORT_FIELD_LABELS[field]), field);
  }
  const mapping: ImportMapping = {};
  const taken = new Set<string>();
  for (const header of headers) {
    if (header in mapping) continue;
    if (PICTURE_HEADER.test(normal(header))) {
      mapping[header] = IMPORT_PICTURES_FIELD;
      continue;
    }
    const field = known.get(normal(header)) ?? '';
    mapping[header] = field !== '' && taken.has(field) ? '' : field;
    if (field !== '') taken.add(field);
  }
  return mapping;
}

/** The header of the column mapped to `field`, if any. */
export function columnOf(mapping: ImportMapping, field: string): string | undefined {
  return Object.entries(mapping).find(([, mapped]) => mapped === field)?.[0];
}

const INERT = /^'[=+\-@\t\r]/;

/** A cell as text: the export's inert apostrophe taken off again. */
export function cellText(cell: string): string {
  return INERT.test(cell) ? cell.slice(1) : cell;
}

/** A cell a spreadsheet would run as a formula. */
export function isFormula(cell: string): boolean {
  return cell.trimStart().startsWith('=');
}

/** Money in cents: "1 234,56", "1234.56", "12"; the text itself when it is not money (the schema refuses it). */
export function readMoney(cell: string): number | string | null {
  const text = cell.trim().replace(/\s*(€|eur)$/i, '');
  if (text === '') return null;
  return parseHundredths(text) ?? text;
}

const ESTONIAN_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A day as yyyy-mm-dd from dd.mm.yyyy or yyyy-mm-dd; the text itself otherwise (the schema refuses it). */
export function readDay(cell: string): string | null {
  const text = cell.trim();
  if (text === '') return null;
  const match = ESTONIAN_DAY.exec(text);
  if (match === null) return text;
  return `${match[3]}-${(match[2] ?? '').padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
}

const YES = new Set(['jah', 'j', '1', 'true', 'x', 'yes']);
const NO = new Set(['ei', 'e', '0', 'false', '', 'no']);

/** A flag: jah/ei (also 1/0, x, true/false); null when it is neither. */
export function readFlag(cell: string): boolean | null {
  const text = cell.trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return null;
}

/** A URL slug made from text: lower-case ASCII letters, digits and hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 200)
    .replace(/-$/, '');
}

/** Cents as the export writes money: "1 234,56". */
export function moneyText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}`;
}

/** A number attribute's value as the export writes it: decimal comma, no rounding. */
export function numberText(value: number): string {
  return String(value).replace('.', ',');
}

/** 'yyyy-mm-dd' as 'dd.mm.yyyy'. */
export function dayText(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}.${month}.${year}`;
}
