import { z } from 'zod';
import { ReplyExtrasSchema } from '../common.js';
import { idSchema, isDay, wholeNumberSchema } from '../validation/request.js';

/**
 * Issue 24: one product as the back-office, the supplier imports and the ERP's integration calls
 * write and read it. Money is integer cents (decision 003): `price` is the net purchase base price,
 * `retail_price` the recommended retail price WITH VAT, `campaign_price` the net campaign price;
 * days are yyyy-mm-dd. The same schema validates every surface, so a field's rule and its Estonian
 * message exist once.
 */

export const PRODUCT_NOT_FOUND_MESSAGE = 'Toodet ei leitud.';
export const PRODUCT_CODE_MESSAGE = 'Kood on nõutud väli (kuni 64 märki).';
export const PRODUCT_CODE_TAKEN_MESSAGE = 'Selle koodiga toode on juba olemas.';
export const PRODUCT_TITLE_MESSAGE = 'Nimetus on nõutud väli (kuni 300 märki).';
export const PRODUCT_URL_MESSAGE =
  'Aadress on nõutud ja võib sisaldada ainult väiketähti a–z, numbreid ja sidekriipse.';
export const PRODUCT_URL_TAKEN_MESSAGE = 'See aadress on juba teise toote või lehe kasutuses.';
export const PRODUCT_CATEGORY_MESSAGE = 'Vali kategooria.';
export const PRODUCT_CATEGORY_NOT_LEAF_MESSAGE = 'Toode peab olema alamkategoorias.';
export const PRODUCT_BRAND_MESSAGE = 'Vali kaubamärk.';
export const PRODUCT_PRICE_MESSAGE = 'Hind peab olema arv 0 kuni 10 000 000 eurot.';
export const PRODUCT_RETAIL_PRICE_MESSAGE = 'Jaehind peab olema arv 0 kuni 10 000 000 eurot.';
export const PRODUCT_CAMPAIGN_PRICE_MESSAGE = 'Kampaaniahind peab olema arv 0 kuni 10 000 000 eurot.';
export const PRODUCT_CAMPAIGN_ABOVE_PRICE_MESSAGE = 'Kampaaniahind peab olema hinnast väiksem.';
export const PRODUCT_CAMPAIGN_DAYS_MESSAGE = 'Kampaaniahinnal peavad olema algus- ja lõppkuupäev.';
export const PRODUCT_DAY_MESSAGE = 'Kuupäev peab olema kujul pp.kk.aaaa.';
export const PRODUCT_DAYS_ORDER_MESSAGE = 'Lõppkuupäev ei saa olla alguskuupäevast varasem.';
export const PRODUCT_DESCRIPTION_MESSAGE = 'Kirjeldus võib olla kuni 100 000 märki.';
export const PRODUCT_SPECS_MESSAGE =
  'Tehnilisi andmeid võib olla kuni 100 rida, nimetus ja väärtus kuni 300 märki.';
export const PRODUCT_VALUES_MESSAGE = 'Omaduste väärtused ei ole korrektsed.';
export const PRODUCT_VALUE_ATTRIBUTE_MESSAGE = 'Seda omadust ei ole.';
export const PRODUCT_VALUE_CHOICE_MESSAGE = 'Väärtus ei ole selle omaduse valikute hulgas.';
export const PRODUCT_VALUE_NUMBER_MESSAGE = 'Väärtus peab olema arv.';
export const PRODUCT_LINKS_MESSAGE = 'Seotud tooteid võib olla kuni 50 ja toode ei saa viidata iseendale.';
export const PRODUCT_LINK_NOT_FOUND_MESSAGE = 'Seotud toodet ei leitud.';

/** Largest money amount in cents a product field takes: 10 million euros. */
export const MAX_PRODUCT_CENTS = 1_000_000_000;
export const MAX_PRODUCT_SPECS = 100;
export const MAX_PRODUCT_LINKS = 50;
export const MAX_PRODUCT_DESCRIPTION = 100_000;

export const PRODUCT_URL_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function centsSchema(message: string) {
  return wholeNumberSchema(0, MAX_PRODUCT_CENTS, message);
}

function optionalDaySchema(message: string) {
  return z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value))
    .refine((value) => value === null || isDay(value), message);
}

function idList(message: string) {
  return z
    .array(idSchema(message), { error: message })
    .max(MAX_PRODUCT_LINKS, message)
    .optional()
    .transform((value) => [...new Set(value ?? [])]);
}

export const ProductSpecSchema = z.object({
  name: z.string().trim().min(1).max(300),
  value: z.string().trim().max(300),
});
export type ProductSpec = z.infer<typeof ProductSpecSchema>;

/** One typed attribute value: an enum attribute's label, or a number attribute's value in its unit. */
export const ProductValueSchema = z.object({
  attribute_id: z.number().int(),
  value: z.union([z.string(), z.number()]),
});
export type ProductValue = z.infer<typeof ProductValueSchema>;

const ProductValueInputSchema = z.object({
  attribute_id: idSchema(PRODUCT_VALUE_ATTRIBUTE_MESSAGE),
  value: z.union([z.string().trim().min(1).max(300), z.number().finite()], { error: PRODUCT_VALUES_MESSAGE }),
});

const productFieldsShape = {
  title: z
    .string({ error: PRODUCT_TITLE_MESSAGE })
    .trim()
    .min(1, PRODUCT_TITLE_MESSAGE)
    .max(300, PRODUCT_TITLE_MESSAGE),
  url: z
    .string({ error: PRODUCT_URL_MESSAGE })
    .trim()
    .max(200, PRODUCT_URL_MESSAGE)
    .regex(PRODUCT_URL_PATTERN, PRODUCT_URL_MESSAGE),
  category_id: idSchema(PRODUCT_CATEGORY_MESSAGE),
  brand_id: idSchema(PRODUCT_BRAND_MESSAGE),
  description: z
    .string({ error: PRODUCT_DESCRIPTION_MESSAGE })
    .max(MAX_PRODUCT_DESCRIPTION, PRODUCT_DESCRIPTION_MESSAGE)
    .nullish()
    .transform((value) => value ?? ''),
  price: centsSchema(PRODUCT_PRICE_MESSAGE),
  retail_price: centsSchema(PRODUCT_RETAIL_PRICE_MESSAGE),
  campaign_price: centsSchema(PRODUCT_CAMPAIGN_PRICE_MESSAGE)
    .nullish()
    .transform((value) => value ?? null),
  discount_start: optionalDaySchema(PRODUCT_DAY_MESSAGE),
  discount_end: optionalDaySchema(PRODUCT_DAY_MESSAGE),
  featured: z
    .boolean()
    .optional()
    .transform((value) => value ?? false),
  hidden: z
    .boolean()
    .optional()
    .transform((value) => value ?? false),
  specs: z
    .array(ProductSpecSchema, { error: PRODUCT_SPECS_MESSAGE })
    .max(MAX_PRODUCT_SPECS, PRODUCT_SPECS_MESSAGE)
    .optional()
    .transform((value) => value ?? []),
  values: z
    .array(ProductValueInputSchema, { error: PRODUCT_VALUES_MESSAGE })
    .max(200, PRODUCT_VALUES_MESSAGE)
    .optional()
    .transform((value) => value ?? []),
  add_on_ids: idList(PRODUCT_LINKS_MESSAGE),
  related_ids: idList(PRODUCT_LINKS_MESSAGE),
  similar_ids: idList(PRODUCT_LINKS_MESSAGE),
  /** The supplier's own code: an import's alternative key (null: none). */
  supplier_code: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value)),
};

export interface CampaignFields {
  price: number;
  campaign_price: number | null;
  discount_start: string | null;
  discount_end: string | null;
}

/**
 * The rules across fields: a campaign price is below the price and has both days, in order.
 * Also for a partial change (the ERP's price feed) merged with the stored product.
 */
export function campaignIssues(
  product: CampaignFields,
): { field: 'campaign_price' | 'discount_end'; message: string }[] {
  const issues: { field: 'campaign_price' | 'discount_end'; message: string }[] = [];
  if (product.campaign_price !== null) {
    if (product.discount_start === null || product.discount_end === null)
      issues.push({ field: 'discount_end', message: PRODUCT_CAMPAIGN_DAYS_MESSAGE });
    if (product.campaign_price >= product.price)
      issues.push({ field: 'campaign_price', message: PRODUCT_CAMPAIGN_ABOVE_PRICE_MESSAGE });
  }
  if (
    product.discount_start !== null &&
    product.discount_end !== null &&
    product.discount_end < product.discount_start
  )
    issues.push({ field: 'discount_end', message: PRODUCT_DAYS_ORDER_MESSAGE });
  return issues;
}

function checkCampaign(product: CampaignFields, ctx: z.RefinementCtx): void {
  for (const issue of campaignIssues(product))
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

/** The product's fields other than its code: `PUT /api/integration/products/{code}` takes these. */
export const ProductFieldsInputSchema = z.object(productFieldsShape).superRefine(checkCampaign);
export type ProductFieldsInput = z.output<typeof ProductFieldsInputSchema>;

export const ProductCodeSchema = z
  .string({ error: PRODUCT_CODE_MESSAGE })
  .trim()
  .min(1, PRODUCT_CODE_MESSAGE)
  .max(64, PRODUCT_CODE_MESSAGE);

/** POST /api/admin/products and PUT /api/admin/products/{id}: the whole product. */
export const AdminProductInputSchema = z
  .object({ code: ProductCodeSchema, ...productFieldsShape })
  .superRefine(checkCampaign);
export type AdminProductInput = z.output<typeof AdminProductInputSchema>;
export type AdminProductFormValues = z.input<typeof AdminProductInputSchema>;

/** A picture of the product's gallery; the first is the main one. */
export const ProductImageSchema = z.object({
  id: z.number().int(),
  /** The picture's address, e.g. '/images/products/…'. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

/** A product as the back-office and the integration API read it. */
export const AdminProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  url: z.string(),
  category_id: z.number().int(),
  brand_id: z.number().int(),
  description: z.string(),
  price: z.number().int(),
  retail_price: z.number().int(),
  campaign_price: z.number().int().nullable(),
  discount_start: z.string().nullable(),
  discount_end: z.string().nullable(),
  featured: z.boolean(),
  hidden: z.boolean(),
  specs: z.array(ProductSpecSchema),
  values: z.array(ProductValueSchema),
  add_on_ids: z.array(z.number().int()),
  related_ids: z.array(z.number().int()),
  similar_ids: z.array(z.number().int()),
  supplier_code: z.string().nullable(),
  images: z.array(ProductImageSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductReplySchema = ReplyExtrasSchema.extend({ product: AdminProductSchema });
export type AdminProductReply = z.infer<typeof AdminProductReplySchema>;
