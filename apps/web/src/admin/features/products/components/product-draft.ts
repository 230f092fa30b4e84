import { centsInputText, parseDecimal, parseHundredths } from '@kodumasinad/contract';
import {
  AdminProductInputSchema,
  type AdminProduct,
  type AdminProductFormValues,
  type AdminProductOptions,
} from '@kodumasinad/contract/admin';
import { dateInputOf, parseDateInput } from '../../../../lib/format';

export type LinkField = 'add_on_ids' | 'related_ids' | 'similar_ids';

/** The product editor's fields as typed: money in euros with a decimal comma, days dd.mm.yyyy. */
export interface ProductDraft {
  code: string;
  title: string;
  url: string;
  category_id: string;
  brand_id: string;
  description: string;
  price: string;
  retail_price: string;
  campaign_price: string;
  discount_start: string;
  discount_end: string;
  featured: boolean;
  hidden: boolean;
  specs: { name: string; value: string }[];
  /** Attribute id → the typed value ('' for none). */
  values: Record<number, string>;
  add_on_ids: number[];
  related_ids: number[];
  similar_ids: number[];
  supplier_code: string;
}

/** Field → its first message; value errors keyed `value:<attribute id>`. */
export type DraftErrors = Record<string, string>;

export function draftOf(product: AdminProduct | null): ProductDraft {
  return {
    code: product?.code ?? '',
    title: product?.title ?? '',
    url: product?.url ?? '',
    category_id: product ? String(product.category_id) : '',
    brand_id: product ? String(product.brand_id) : '',
    description: product?.description ?? '',
    price: product ? centsInputText(product.price) : '',
    retail_price: product ? centsInputText(product.retail_price) : '',
    campaign_price:
      product?.campaign_price === null || product === null ? '' : centsInputText(product.campaign_price),
    discount_start: dateInputOf(product?.discount_start ?? undefined),
    discount_end: dateInputOf(product?.discount_end ?? undefined),
    featured: product?.featured ?? false,
    hidden: product?.hidden ?? false,
    specs: product?.specs.map((spec) => ({ ...spec })) ?? [],
    values: Object.fromEntries(
      (product?.values ?? []).map((value) => [
        value.attribute_id,
        typeof value.value === 'number' ? String(value.value).replace('.', ',') : value.value,
      ]),
    ),
    add_on_ids: product?.add_on_ids ?? [],
    related_ids: product?.related_ids ?? [],
    similar_ids: product?.similar_ids ?? [],
    supplier_code: product?.supplier_code ?? '',
  };
}

/** The attributes the category's values offer: its configured ones, or all of them when none are. */
export function categoryAttributes(options: AdminProductOptions, categoryId: string) {
  const category = options.categories.find((c) => String(c.id) === categoryId);
  if (category === undefined) return [];
  if (category.attribute_ids.length === 0) return options.attributes;
  const byId = new Map(options.attributes.map((a) => [a.id, a]));
  return category.attribute_ids.flatMap((id) => byId.get(id) ?? []);
}

/** Money typed in euros as cents; what cannot be read goes as typed, for the contract's message. */
function cents(text: string): number | string {
  const trimmed = text.trim();
  return trimmed === '' ? '' : (parseHundredths(trimmed) ?? trimmed);
}

function day(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : (parseDateInput(trimmed) ?? trimmed);
}

/**
 * The request body of a draft, and the attribute of each sent value (the server names a value's
 * error by its place: `values.2.value`).
 */
export function bodyOf(
  draft: ProductDraft,
  options: AdminProductOptions | undefined,
): { body: AdminProductFormValues; valueAttributes: number[] } {
  const attributes = options ? categoryAttributes(options, draft.category_id) : [];
  const values: { attribute_id: number; value: string | number }[] = [];
  for (const attribute of attributes) {
    const text = (draft.values[attribute.id] ?? '').trim();
    if (text === '') continue;
    values.push({
      attribute_id: attribute.id,
      value: attribute.kind === 'number' ? (parseDecimal(text) ?? text) : text,
    });
  }
  const campaign = draft.campaign_price.trim();
  const body = {
    code: draft.code,
    title: draft.title,
    url: draft.url,
    category_id: draft.category_id === '' ? '' : Number(draft.category_id),
    brand_id: draft.brand_id === '' ? '' : Number(draft.brand_id),
    description: draft.description,
    price: cents(draft.price),
    retail_price: cents(draft.retail_price),
    campaign_price: campaign === '' ? null : cents(campaign),
    discount_start: day(draft.discount_start),
    discount_end: day(draft.discount_end),
    featured: draft.featured,
    hidden: draft.hidden,
    specs: draft.specs.filter((spec) => spec.name.trim() !== '' || spec.value.trim() !== ''),
    values,
    add_on_ids: draft.add_on_ids,
    related_ids: draft.related_ids,
    similar_ids: draft.similar_ids,
    supplier_code: draft.supplier_code,
  } as AdminProductFormValues;
  return { body, valueAttributes: values.map((value) => value.attribute_id) };
}

/** The server's (or the contract's) error keys as the editor's fields: values by attribute. */
export function draftErrors(
  errors: Record<string, readonly string[] | string>,
  valueAttributes: readonly number[],
): DraftErrors {
  const result: DraftErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const message = typeof messages === 'string' ? messages : messages[0];
    if (message === undefined) continue;
    const value = /^values\.(\d+)\./.exec(key);
    const attribute = value ? valueAttributes[Number(value[1])] : undefined;
    const field =
      attribute !== undefined ? `value:${attribute}` : key.startsWith('specs') ? 'specs' : key.split('.')[0];
    if (field !== undefined) result[field] ??= message;
  }
  return result;
}

/** The contract's schema judges the draft in the browser as the server will. */
export function checkDraft(
  draft: ProductDraft,
  options: AdminProductOptions | undefined,
): { body: AdminProductFormValues; valueAttributes: number[]; errors: DraftErrors } {
  const { body, valueAttributes } = bodyOf(draft, options);
  const result = AdminProductInputSchema.safeParse(body);
  if (result.success) return { body, valueAttributes, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { body, valueAttributes, errors: draftErrors(errors, valueAttributes) };
}

/** An address from a title: lower case a–z, digits and dashes, Estonian letters folded. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}
