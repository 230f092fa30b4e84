import { z } from 'zod';
import { dataReply, ReplyExtrasSchema } from '../common.js';
import { RESERVED_PAGE_SLUGS } from '../content/admin-content.js';
import { idSchema, numericParam, resourcePath, wholeNumberSchema } from '../validation/request.js';
import { FILTER_CODES } from './filters.js';
import { PRODUCT_URL_PATTERN } from './admin-products.js';

/**
 * Issue 24: the back-office's categories, brands and attributes (decision 078). Role `catalog`
 * (admin always). The category tree is two levels deep; a category lives at `/{slug}` like a
 * product or a static page, so slugs are unique across all three.
 */

export const CATEGORY_NOT_FOUND_MESSAGE = 'Kategooriat ei leitud.';
export const CATEGORY_TITLE_MESSAGE = 'Nimetus on nõutud väli (kuni 200 märki).';
export const TAXONOMY_SLUG_MESSAGE =
  'Aadress on nõutud ja võib sisaldada ainult väiketähti a–z, numbreid ja sidekriipse.';
export const TAXONOMY_SLUG_RESERVED_MESSAGE = 'See aadress on e-poes juba kasutusel, vali teine.';
export const CATEGORY_SLUG_TAKEN_MESSAGE = 'See aadress on juba teise kategooria, toote või lehe kasutuses.';
export const CATEGORY_PARENT_MESSAGE = 'Ülemkategooriat ei leitud.';
export const CATEGORY_PARENT_NOT_TOP_MESSAGE =
  'Ülemkategooria peab olema peakategooria (puu on kahetasemeline).';
export const CATEGORY_PARENT_SELF_MESSAGE = 'Kategooria ei saa olla iseenda alamkategooria.';
export const CATEGORY_HAS_CHILDREN_MOVE_MESSAGE =
  'Alamkategooriatega kategooriat ei saa teise kategooria alla tõsta.';
export const CATEGORY_HAS_PRODUCTS_PARENT_MESSAGE =
  'Kategoorias on tooteid, sellele ei saa lisada alamkategooriaid; tõsta tooted enne teise kategooriasse.';
export const CATEGORY_HAS_PRODUCTS_DELETE_MESSAGE =
  'Kategoorias on tooteid; tõsta need enne kustutamist teise kategooriasse.';
export const CATEGORY_HAS_CHILDREN_DELETE_MESSAGE =
  'Kategoorial on alamkategooriad; kustuta või tõsta need enne.';
export const CATEGORY_ATTRIBUTES_MESSAGE = 'Filtrite omadused ei ole korrektsed (kuni 100, igaüks üks kord).';
export const CATEGORY_ATTRIBUTE_UNKNOWN_MESSAGE = 'Valitud omadust ei ole.';
export const CATEGORY_ADD_ONS_MESSAGE = 'Lisatooteid võib olla kuni 100.';
export const CATEGORY_ADD_ON_UNKNOWN_MESSAGE = 'Valitud lisatoodet ei ole.';
export const CATEGORY_ORDER_MESSAGE =
  'Järjestuses peavad olema täpselt selle taseme kõik kategooriad, igaüks üks kord.';
export const CATEGORY_DELETED_MESSAGE = 'Kategooria on kustutatud.';

export const BRAND_NOT_FOUND_MESSAGE = 'Kaubamärki ei leitud.';
export const BRAND_NAME_MESSAGE = 'Nimi on nõutud väli (kuni 100 märki).';
export const BRAND_GROUP_MESSAGE = 'Grupi nimi võib olla kuni 100 märki.';
export const BRAND_SLUG_TAKEN_MESSAGE = 'Selle aadressiga kaubamärk on juba olemas.';
export const BRAND_HAS_PRODUCTS_MESSAGE = 'Kaubamärgil on tooteid; muuda enne nende kaubamärki.';
export const BRAND_DELETED_MESSAGE = 'Kaubamärk on kustutatud.';

export const ATTRIBUTE_NOT_FOUND_MESSAGE = 'Omadust ei leitud.';
export const ATTRIBUTE_NAME_MESSAGE = 'Nimi on nõutud väli (kuni 100 märki).';
export const ATTRIBUTE_CODE_MESSAGE =
  'Kood on nõutud ja võib sisaldada ainult väiketähti a–z, numbreid ja sidekriipse (kuni 40 märki).';
export const ATTRIBUTE_CODE_RESERVED_MESSAGE = 'See kood on filtrites juba kasutusel, vali teine.';
export const ATTRIBUTE_CODE_TAKEN_MESSAGE = 'Selle koodiga omadus on juba olemas.';
export const ATTRIBUTE_UNIT_MESSAGE = 'Ühik võib olla kuni 20 märki.';
export const ATTRIBUTE_TYPE_MESSAGE = 'Vali omaduse tüüp.';
export const ATTRIBUTE_CHOICES_MESSAGE =
  'Lubatud väärtusi võib olla kuni 200, igaüks kuni 100 märki ja üks kord.';
export const ATTRIBUTE_CHOICES_NUMBER_MESSAGE = 'Arvulisel omadusel ei ole lubatud väärtuste loetelu.';
export const ATTRIBUTE_DELETED_MESSAGE = 'Omadus on kustutatud.';

/**
 * "3 kliendil on sellele kategooriale allahindlus; …": a category or brand that client companies'
 * discounts name is not deleted (decision 090), the discounts would silently go with it.
 */
export function taxonomyDiscountsMessage(what: 'category' | 'brand', clients: number): string {
  const target = what === 'category' ? 'sellele kategooriale' : 'sellele kaubamärgile';
  return `${clients} kliendil on ${target} allahindlus; eemalda enne kustutamist need allahindlused kliendi andmetest (Kliendid).`;
}

/** "Väärtust „Must“ kasutab 3 toodet; muuda enne nende toodete väärtust." */
export function attributeChoiceInUseMessage(value: string, products: number): string {
  return `Väärtust „${value}“ kasutab ${products} ${products === 1 ? 'toode' : 'toodet'}; muuda enne nende toodete väärtust.`;
}

/** "Omaduse tüüpi ei saa muuta: seda kasutab 3 toodet." */
export function attributeKindInUseMessage(products: number): string {
  return `Omaduse tüüpi (tekst või arv) ei saa muuta: seda kasutab ${products} ${products === 1 ? 'toode' : 'toodet'}.`;
}

/** "Omadust kasutab 3 toodet; eemalda enne nende väärtused." */
export function attributeInUseMessage(products: number): string {
  return `Omadust kasutab ${products} ${products === 1 ? 'toode' : 'toodet'}; eemalda enne nende toodete väärtused.`;
}

const MAX_CATEGORY_ATTRIBUTES = 100;
const MAX_CATEGORY_ADD_ONS = 100;
const MAX_CHOICES = 200;

function trimmedText(max: number, message: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, message);
}

function optionalText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value));
}

function flag() {
  return z
    .boolean()
    .optional()
    .transform((value) => value ?? false);
}

/** An optional position among siblings (0 first); absent: at the end (create) or unchanged (save). */
const sortSchema = wholeNumberSchema(0, 1_000_000, 'Järjekord peab olema täisarv.')
  .nullish()
  .transform((value) => value ?? null);

/** A list of distinct ids in order; a repeated id is an error rather than silently dropped. */
function orderedIds(max: number, message: string) {
  return z
    .array(idSchema(message), { error: message })
    .max(max, message)
    .optional()
    .transform((value) => value ?? [])
    .refine((ids) => new Set(ids).size === ids.length, message);
}

/** A slug: at /{slug} in the shop, so it follows the product addresses' rule and avoids app routes. */
const slugText = () =>
  z
    .string({ error: TAXONOMY_SLUG_MESSAGE })
    .trim()
    .min(1, TAXONOMY_SLUG_MESSAGE)
    .max(200, TAXONOMY_SLUG_MESSAGE)
    .regex(PRODUCT_URL_PATTERN, TAXONOMY_SLUG_MESSAGE);

export const TaxonomySlugSchema = slugText().refine(
  (slug) => !(RESERVED_PAGE_SLUGS as readonly string[]).includes(slug),
  TAXONOMY_SLUG_RESERVED_MESSAGE,
);

// ---------------------------------------------------------------- categories

/** POST /api/admin/categories and PUT /api/admin/categories/{id}: the whole category. */
export const AdminCategoryInputSchema = z.object({
  title: trimmedText(200, CATEGORY_TITLE_MESSAGE),
  slug: TaxonomySlugSchema,
  parent_id: idSchema(CATEGORY_PARENT_MESSAGE)
    .nullish()
    .transform((value) => value ?? null),
  hidden: flag(),
  two_columns: flag(),
  sort: sortSchema,
  /** The attributes its listing's filters offer, in order; empty: every filterable attribute. */
  attribute_ids: orderedIds(MAX_CATEGORY_ATTRIBUTES, CATEGORY_ATTRIBUTES_MESSAGE),
  /** The add-on products that fit its products (decision 020), in order. */
  add_on_ids: orderedIds(MAX_CATEGORY_ADD_ONS, CATEGORY_ADD_ONS_MESSAGE),
});
export type AdminCategoryInput = z.output<typeof AdminCategoryInputSchema>;
export type AdminCategoryFormValues = z.input<typeof AdminCategoryInputSchema>;

export const AdminCategorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  title: z.string(),
  slug: z.string(),
  hidden: z.boolean(),
  sort: z.number().int(),
  two_columns: z.boolean(),
  /** Products in the category itself (a leaf's products). */
  products: z.number().int(),
  /** Client companies with a discount on this category (decision 090: deleting it is refused). */
  discount_clients: z.number().int(),
  attribute_ids: z.array(z.number().int()),
  add_on_ids: z.array(z.number().int()),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

/** GET /api/admin/categories: top categories in menu order, each followed by its children. */
export const AdminCategoryListReplySchema = ReplyExtrasSchema.extend({ data: z.array(AdminCategorySchema) });
export type AdminCategoryListReply = z.infer<typeof AdminCategoryListReplySchema>;
export const AdminCategoryReplySchema = dataReply(AdminCategorySchema);
export type AdminCategoryReply = z.infer<typeof AdminCategoryReplySchema>;
export const AdminCategoryParamsSchema = resourcePath({ id: numericParam(CATEGORY_NOT_FOUND_MESSAGE) });

/** POST /api/admin/categories/order: the new order of one level's categories (all of them). */
export const AdminCategoryOrderInputSchema = z.object({
  parent_id: idSchema(CATEGORY_PARENT_MESSAGE)
    .nullish()
    .transform((value) => value ?? null),
  ids: z
    .array(idSchema(CATEGORY_ORDER_MESSAGE), { error: CATEGORY_ORDER_MESSAGE })
    .min(1, CATEGORY_ORDER_MESSAGE)
    .max(1000, CATEGORY_ORDER_MESSAGE)
    .refine((ids) => new Set(ids).size === ids.length, CATEGORY_ORDER_MESSAGE),
});
export type AdminCategoryOrderInput = z.output<typeof AdminCategoryOrderInputSchema>;

// ---------------------------------------------------------------- brands

export const AdminBrandInputSchema = z.object({
  name: trimmedText(100, BRAND_NAME_MESSAGE),
  /** The brand's token in listing filters (`tootja:bosch`). */
  slug: slugText(),
  /** Brand group of SPEC §1, e.g. 'Miele/Bosch'; empty: none. */
  group_name: optionalText(100, BRAND_GROUP_MESSAGE),
  sort: sortSchema,
});
export type AdminBrandInput = z.output<typeof AdminBrandInputSchema>;
export type AdminBrandFormValues = z.input<typeof AdminBrandInputSchema>;

export const AdminBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  group_name: z.string().nullable(),
  sort: z.number().int(),
  products: z.number().int(),
  /** Client companies with a discount on this brand (decision 090: deleting it is refused). */
  discount_clients: z.number().int(),
});
export type AdminBrand = z.infer<typeof AdminBrandSchema>;
export const AdminBrandListReplySchema = ReplyExtrasSchema.extend({ data: z.array(AdminBrandSchema) });
export type AdminBrandListReply = z.infer<typeof AdminBrandListReplySchema>;
export const AdminBrandReplySchema = dataReply(AdminBrandSchema);
export type AdminBrandReply = z.infer<typeof AdminBrandReplySchema>;
export const AdminBrandParamsSchema = resourcePath({ id: numericParam(BRAND_NOT_FOUND_MESSAGE) });

// ---------------------------------------------------------------- attributes

/**
 * The attribute types staff choose from, and how they are stored (`kind`, `filter`):
 * `choice` text from a list (enum, filtered by values), `measure` a number filtered by its values
 * (width 60 cm), `range` a number filtered by a min–max range (noise 38–45 dB).
 */
export const ATTRIBUTE_TYPES = ['choice', 'measure', 'range'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];
export const ATTRIBUTE_TYPE_LABELS: Record<AttributeType, string> = {
  choice: 'Tekstivalik',
  measure: 'Arvuline mõõt',
  range: 'Vahemik',
};

export const AdminAttributeInputSchema = z
  .object({
    code: z
      .string({ error: ATTRIBUTE_CODE_MESSAGE })
      .trim()
      .min(1, ATTRIBUTE_CODE_MESSAGE)
      .max(40, ATTRIBUTE_CODE_MESSAGE)
      .regex(PRODUCT_URL_PATTERN, ATTRIBUTE_CODE_MESSAGE)
      .refine(
        (code) => !(Object.values(FILTER_CODES) as string[]).includes(code),
        ATTRIBUTE_CODE_RESERVED_MESSAGE,
      ),
    name: trimmedText(100, ATTRIBUTE_NAME_MESSAGE),
    unit: optionalText(20, ATTRIBUTE_UNIT_MESSAGE),
    type: z.enum(ATTRIBUTE_TYPES, { error: ATTRIBUTE_TYPE_MESSAGE }),
    /** Whether listings offer it as a filter at all (false: shown on product pages only). */
    in_filters: z
      .boolean()
      .optional()
      .transform((value) => value ?? true),
    /** A choice attribute's allowed values in order; null or empty: any value. */
    choices: z
      .array(
        z
          .string({ error: ATTRIBUTE_CHOICES_MESSAGE })
          .trim()
          .min(1, ATTRIBUTE_CHOICES_MESSAGE)
          .max(100, ATTRIBUTE_CHOICES_MESSAGE),
        {
          error: ATTRIBUTE_CHOICES_MESSAGE,
        },
      )
      .max(MAX_CHOICES, ATTRIBUTE_CHOICES_MESSAGE)
      .nullish()
      .transform((value) => (value === undefined || value === null || value.length === 0 ? null : value))
      .refine((value) => value === null || new Set(value).size === value.length, ATTRIBUTE_CHOICES_MESSAGE),
    sort: sortSchema,
  })
  .superRefine((input, ctx) => {
    if (input.type !== 'choice' && input.choices !== null)
      ctx.addIssue({ code: 'custom', path: ['choices'], message: ATTRIBUTE_CHOICES_NUMBER_MESSAGE });
  });
export type AdminAttributeInput = z.output<typeof AdminAttributeInputSchema>;
export type AdminAttributeFormValues = z.input<typeof AdminAttributeInputSchema>;

export const AdminAttributeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  type: z.enum(ATTRIBUTE_TYPES),
  in_filters: z.boolean(),
  /** As stored: 'enum' | 'number', and 'values' | 'range' | 'none'. */
  kind: z.enum(['enum', 'number']),
  filter: z.enum(['values', 'range', 'none']),
  choices: z.array(z.string()).nullable(),
  sort: z.number().int(),
  /** Products with a value of this attribute. */
  products: z.number().int(),
});
export type AdminAttribute = z.infer<typeof AdminAttributeSchema>;
export const AdminAttributeListReplySchema = ReplyExtrasSchema.extend({
  data: z.array(AdminAttributeSchema),
});
export type AdminAttributeListReply = z.infer<typeof AdminAttributeListReplySchema>;
export const AdminAttributeReplySchema = dataReply(AdminAttributeSchema);
export type AdminAttributeReply = z.infer<typeof AdminAttributeReplySchema>;
export const AdminAttributeParamsSchema = resourcePath({ id: numericParam(ATTRIBUTE_NOT_FOUND_MESSAGE) });
