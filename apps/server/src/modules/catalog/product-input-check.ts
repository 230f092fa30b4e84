import { withoutVat, type FieldErrors } from '@kodumasinad/contract';
import {
  PRODUCT_BRAND_MESSAGE,
  PRODUCT_CATEGORY_MESSAGE,
  PRODUCT_CATEGORY_NOT_LEAF_MESSAGE,
  PRODUCT_CODE_TAKEN_MESSAGE,
  PRODUCT_LINK_NOT_FOUND_MESSAGE,
  PRODUCT_LINKS_MESSAGE,
  PRODUCT_URL_TAKEN_MESSAGE,
  PRODUCT_VALUE_ATTRIBUTE_MESSAGE,
  PRODUCT_VALUE_CHOICE_MESSAGE,
  PRODUCT_VALUE_NUMBER_MESSAGE,
  PRODUCT_VALUES_MESSAGE,
  RESERVED_PAGE_SLUGS,
  type AdminProductInput,
} from '@kodumasinad/contract/admin';
import type { ProductLinkKind } from '../../db/schema.js';
import { invalidInput } from '../../platform/errors.js';
import { sanitizeHtml } from '../../platform/sanitize-html.js';
import { LINK_FIELDS, LINK_KINDS, numberOf, parseChoices, type StoredProduct } from './product-stored.js';
import type { ProductsRepository, StoredValue } from './products.repository.js';

/** The input checked against the catalogue and turned into what is stored; 422 by field. */
export async function prepareProduct(
  repo: ProductsRepository,
  input: AdminProductInput,
  id: number | null,
  vat: number,
): Promise<StoredProduct> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };
  if (await repo.codeTaken(input.code, id)) add('code', PRODUCT_CODE_TAKEN_MESSAGE);
  if ((RESERVED_PAGE_SLUGS as readonly string[]).includes(input.url) || (await repo.urlTaken(input.url, id)))
    add('url', PRODUCT_URL_TAKEN_MESSAGE);
  const category = await repo.category(input.category_id);
  if (category === undefined) add('category_id', PRODUCT_CATEGORY_MESSAGE);
  else if (Number(category.children) > 0) add('category_id', PRODUCT_CATEGORY_NOT_LEAF_MESSAGE);
  if ((await repo.brand(input.brand_id)) === undefined) add('brand_id', PRODUCT_BRAND_MESSAGE);

  const values = await checkedValues(repo, input.values, add);

  const links: Record<ProductLinkKind, number[]> = { add_on: [], related: [], similar: [] };
  const linked = LINK_KINDS.flatMap((kind) => input[LINK_FIELDS[kind]]);
  const existing = await repo.existingIds(linked);
  for (const kind of LINK_KINDS) {
    const field = LINK_FIELDS[kind];
    const ids = input[field];
    if (id !== null && ids.includes(id)) add(field, PRODUCT_LINKS_MESSAGE);
    else if (ids.some((linkedId) => !existing.has(linkedId))) add(field, PRODUCT_LINK_NOT_FOUND_MESSAGE);
    links[kind] = ids;
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);

  return {
    columns: {
      code: input.code,
      title: input.title,
      url: input.url,
      category_id: input.category_id,
      brand_id: input.brand_id,
      description: sanitizeHtml(input.description).trim(),
      price_cents: input.price,
      retail_cents: withoutVat(input.retail_price, vat),
      campaign_price_cents: input.campaign_price,
      discount_start: input.discount_start,
      discount_end: input.discount_end,
      featured: input.featured ? 1 : 0,
      hidden: input.hidden ? 1 : 0,
      specs: JSON.stringify(input.specs.map((spec) => ({ name: spec.name, value: spec.value }))),
      supplier_code: input.supplier_code,
    },
    values,
    links,
  };
}

async function checkedValues(
  repo: ProductsRepository,
  values: AdminProductInput['values'],
  add: (field: string, message: string) => void,
): Promise<StoredValue[]> {
  const attributes = new Map(
    (await repo.attributes([...new Set(values.map((value) => value.attribute_id))])).map((a) => [a.id, a]),
  );
  const seen = new Set<number>();
  const stored: StoredValue[] = [];
  values.forEach((value, index) => {
    const attribute = attributes.get(value.attribute_id);
    if (attribute === undefined) {
      add(`values.${index}.attribute_id`, PRODUCT_VALUE_ATTRIBUTE_MESSAGE);
      return;
    }
    if (seen.has(attribute.id)) {
      add(`values.${index}.attribute_id`, PRODUCT_VALUES_MESSAGE);
      return;
    }
    seen.add(attribute.id);
    if (attribute.kind === 'number') {
      const number = numberOf(value.value);
      if (number === null) add(`values.${index}.value`, PRODUCT_VALUE_NUMBER_MESSAGE);
      else stored.push({ attribute_id: attribute.id, value_text: null, value_num: number });
      return;
    }
    const text = String(value.value).trim();
    const choices = parseChoices(attribute.choices);
    if (choices !== null && !choices.includes(text))
      add(`values.${index}.value`, PRODUCT_VALUE_CHOICE_MESSAGE);
    else stored.push({ attribute_id: attribute.id, value_text: text, value_num: null });
  });
  return stored;
}
