import { z } from 'zod';
import { ReplyExtrasSchema } from '../common.js';
import { idSchema, isDay, numericParam, queryParam, resourcePath } from '../validation/request.js';

/**
 * Issue 24's supplier imports and the catalogue export (decisions 079, 080). A file's columns are
 * mapped to product fields (`mapping`: header → field, '' to skip a column); a dry run checks the
 * whole file, then an apply writes it as a background job. The export writes the same columns
 * under the same Estonian labels, so an exported file imports back with nothing changed.
 */

/** The product fields a column can fill; an attribute is `attr:<code>`. */
export const IMPORT_FIELDS = [
  'code',
  'title',
  'url',
  'category',
  'brand',
  'price',
  'retail_price',
  'campaign_price',
  'discount_start',
  'discount_end',
  'supplier_code',
  'hidden',
  'featured',
  'description',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The Estonian column labels: the export's header and what a file's header maps itself by. */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  code: 'Kood',
  title: 'Nimetus',
  url: 'Aadress',
  category: 'Kategooria',
  brand: 'Kaubamärk',
  price: 'Hind',
  retail_price: 'Jaehind',
  campaign_price: 'Kampaaniahind',
  discount_start: 'Kampaania algus',
  discount_end: 'Kampaania lõpp',
  supplier_code: 'Tarnija kood',
  hidden: 'Peidetud',
  featured: 'Esiletõstetud',
  description: 'Kirjeldus',
};

/** The price fields: what the 'prices' mode writes. */
export const IMPORT_PRICE_FIELDS: readonly ImportField[] = [
  'price',
  'retail_price',
  'campaign_price',
  'discount_start',
  'discount_end',
];

export const ATTRIBUTE_FIELD_PREFIX = 'attr:';

/**
 * The field of a picture column (decision 088): its cells hold picture addresses (several split by
 * `;` or whitespace), which the apply fetches into the product's gallery. Several columns may map
 * to it; the export does not write it.
 */
export const IMPORT_PICTURES_FIELD = 'pictures';
export const IMPORT_PICTURES_LABEL = 'Pildid';

export const IMPORT_NOT_FOUND_MESSAGE = 'Importi ei leitud.';
export const IMPORT_PROFILE_NOT_FOUND_MESSAGE = 'Profiili ei leitud.';
export const IMPORT_FILE_MISSING_MESSAGE = 'Vali fail.';
export const IMPORT_FILE_TYPE_MESSAGE = 'Fail peab olema CSV- või XLSX-fail.';
export const IMPORT_FILE_TOO_LARGE_MESSAGE = 'Fail võib olla kuni 50 MB.';
export const IMPORT_MAPPING_MESSAGE = 'Veergude vastendus ei ole korrektne.';
export const IMPORT_MAPPING_REQUIRED_MESSAGE = 'Vali profiil või vastenda veerud.';
export const IMPORT_MAPPING_KEY_MESSAGE = 'Võtmeveerg peab olema vastendatud.';
export const IMPORT_KEY_MESSAGE = 'Võti peab olema kood või tarnija kood.';
export const IMPORT_OPTIONS_MESSAGE = 'Impordi valikud ei ole korrektsed.';
export const IMPORT_SUPPLIER_REQUIRED_MESSAGE = 'Puuduvate toodete peitmiseks vali tarnija.';
export const IMPORT_NOT_CHECKED_MESSAGE = 'Importi saab rakendada ainult pärast kontrolli.';
export const IMPORT_NOT_RUNNING_MESSAGE = 'Import ei ole pooleli.';
export const IMPORT_PROFILE_NAME_MESSAGE = 'Nimi on nõutud väli (kuni 100 märki).';
export const IMPORT_PROFILE_SUPPLIER_MESSAGE = 'Tarnija on nõutud väli (kuni 100 märki).';
export const IMPORT_FAILED_MESSAGE = 'Import katkes vea tõttu. Rakendatud osad on alles; vaata logi.';
export const IMPORT_FILE_GONE_MESSAGE = 'Imporditavat faili ei ole enam alles.';
export const IMPORT_EXPIRED_MESSAGE = 'Kontrollitud importi ei rakendatud 7 päeva jooksul; see tühistati.';

export const IMPORT_PICTURE_URL_MESSAGE = 'Pildi aadress peab algama http:// või https://.';
export const IMPORT_PICTURE_PRIVATE_MESSAGE = 'Pildi aadress viitab sisevõrku; sealt pilte ei laadita.';
export const IMPORT_PICTURE_TIMEOUT_MESSAGE = 'Pildi allalaadimine võttis liiga kaua aega.';
export const IMPORT_PICTURE_STATUS_MESSAGE = 'Pildi aadress vastas veaga';
export const IMPORT_PICTURE_REDIRECTS_MESSAGE = 'Pildi aadress suunab edasi liiga mitu korda.';
export const IMPORT_PICTURE_NETWORK_MESSAGE = 'Pildi aadressiga ei saanud ühendust.';
export const IMPORT_PICTURE_TOO_MANY_MESSAGE = 'Tootel on juba maksimaalne arv pilte.';
export const IMPORT_ZIP_TYPE_MESSAGE = 'Piltide fail peab olema ZIP-fail.';
export const IMPORT_ZIP_TOO_LARGE_MESSAGE = 'Piltide ZIP-fail võib olla kuni 50 MB.';
export const IMPORT_ZIP_ENTRIES_MESSAGE = 'Piltide ZIP-failis võib olla kuni 2000 faili.';
export const IMPORT_ZIP_INFLATED_MESSAGE = 'Piltide ZIP-fail on lahtipakituna liiga suur (kuni 500 MB).';
export const IMPORT_ZIP_NAME_MESSAGE = 'Piltide ZIP-failis on lubamatu failinimi';
export const IMPORT_ZIP_LINK_MESSAGE = 'Piltide ZIP-failis ei tohi olla linke.';
export const IMPORT_ZIP_UNSUPPORTED_MESSAGE =
  'Piltide ZIP-faili ei saa lugeda (krüpteeritud, ZIP64 või tundmatu pakkimisviis).';
export const IMPORT_ZIP_ENTRY_SIZE_MESSAGE = 'Pilt võib olla kuni 15 MB.';
export const IMPORT_ZIP_NO_PRODUCT_MESSAGE = 'Selle koodiga toodet ei ole failis ega kataloogis.';
export const IMPORT_ZIP_NAME_CODE_MESSAGE = 'Failinimest ei saa tootekoodi välja lugeda.';

/** The largest import file: 50 MB. */
export const IMPORT_MAX_FILE_BYTES = 50 * 1024 * 1024;
/** Data rows an import file may have at most. */
export const IMPORT_MAX_ROWS = 100_000;

const FIELD_PATTERN = new RegExp(
  `^(?:${IMPORT_FIELDS.join('|')}|${IMPORT_PICTURES_FIELD}|${ATTRIBUTE_FIELD_PREFIX}[\\w-]{1,100})$`,
);

/** header → field ('' to leave the column out). */
export const ImportMappingSchema = z
  .record(
    z.string().max(300, IMPORT_MAPPING_MESSAGE),
    z.string().refine((field) => field === '' || FIELD_PATTERN.test(field), IMPORT_MAPPING_MESSAGE),
    { error: IMPORT_MAPPING_MESSAGE },
  )
  .refine((mapping) => Object.keys(mapping).length <= 200, IMPORT_MAPPING_MESSAGE);
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

export const ImportKeySchema = z.enum(['code', 'supplier_code'], { error: IMPORT_KEY_MESSAGE });
export type ImportKey = z.infer<typeof ImportKeySchema>;

export const ImportOptionsSchema = z
  .object({
    /** prices: only the price fields; listed: only `fields`; all: everything mapped. */
    mode: z.enum(['prices', 'listed', 'all'], { error: IMPORT_OPTIONS_MESSAGE }).default('all'),
    fields: z.array(z.string().regex(FIELD_PATTERN, IMPORT_OPTIONS_MESSAGE)).max(200).default([]),
    hide_missing: z.boolean({ error: IMPORT_OPTIONS_MESSAGE }).default(false),
    supplier: z
      .string({ error: IMPORT_OPTIONS_MESSAGE })
      .trim()
      .max(100, IMPORT_OPTIONS_MESSAGE)
      .nullish()
      .transform((value) => (value === undefined || value === null || value === '' ? null : value)),
  })
  .refine((options) => !options.hide_missing || options.supplier !== null, {
    message: IMPORT_SUPPLIER_REQUIRED_MESSAGE,
    path: ['supplier'],
  });
export type ImportOptions = z.output<typeof ImportOptionsSchema>;
export type ImportOptionsInput = z.input<typeof ImportOptionsSchema>;

/** A multipart text field holding JSON, read by `schema`. */
function jsonField<S extends z.ZodType>(schema: S, message: string) {
  return z
    .string({ error: message })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** POST /api/admin/imports: the multipart text fields beside `file` (and the optional ZIP `pictures`). */
export const ImportCreateBodySchema = z
  .object({
    profile_id: idSchema(IMPORT_PROFILE_NOT_FOUND_MESSAGE).optional(),
    mapping: jsonField(ImportMappingSchema, IMPORT_MAPPING_MESSAGE).optional(),
    key: ImportKeySchema.optional(),
    options: jsonField(ImportOptionsSchema, IMPORT_OPTIONS_MESSAGE).optional(),
  })
  .refine((body) => body.profile_id !== undefined || body.mapping !== undefined, {
    message: IMPORT_MAPPING_REQUIRED_MESSAGE,
    path: ['mapping'],
  });
export type ImportCreateBody = z.output<typeof ImportCreateBodySchema>;

/** POST /api/admin/imports/preview: nothing but the file. */
export const ImportPreviewBodySchema = z.object({});

export const ImportParamsSchema = resourcePath({ id: numericParam(IMPORT_NOT_FOUND_MESSAGE) });
export const ImportProfileParamsSchema = resourcePath({
  id: numericParam(IMPORT_PROFILE_NOT_FOUND_MESSAGE),
});

export const ImportStatusSchema = z.enum(['checking', 'checked', 'applying', 'done', 'cancelled', 'failed']);
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

export const ImportCountsSchema = z.object({
  create: z.number().int(),
  change: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
  /** The supplier's products missing from the file that would be (or were) hidden. */
  hide: z.number().int(),
  /** Pictures (by address or from the ZIP) that would be (or were) added to galleries. */
  pictures: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

export const ImportRowErrorSchema = z.object({
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

/** An import as the back-office sees it. */
export const ImportSchema = z.object({
  id: z.number().int(),
  status: ImportStatusSchema,
  filename: z.string(),
  key: ImportKeySchema,
  mapping: z.record(z.string(), z.string()),
  options: z.object({
    mode: z.enum(['prices', 'listed', 'all']),
    fields: z.array(z.string()),
    hide_missing: z.boolean(),
    supplier: z.string().nullable(),
  }),
  rows_total: z.number().int(),
  rows_done: z.number().int(),
  /** The dry run's counts. */
  counts: ImportCountsSchema,
  /** Per field, how many products the import changes it on. */
  field_changes: z.record(z.string(), z.number().int()),
  /** What the apply has committed so far (null before it starts). */
  applied: ImportCountsSchema.nullable(),
  /** The file line of the last row the apply committed (null before it starts). */
  applied_line: z.number().int().nullable(),
  /** The first 500 errors; `errors_total` counts them all. */
  errors: z.array(ImportRowErrorSchema),
  errors_total: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type Import = z.infer<typeof ImportSchema>;

export const ImportReplySchema = ReplyExtrasSchema.extend({ import: ImportSchema });
export type ImportReply = z.infer<typeof ImportReplySchema>;

export const ImportListItemSchema = ImportSchema.omit({ errors: true, mapping: true });
export type ImportListItem = z.infer<typeof ImportListItemSchema>;
export const ImportListReplySchema = z.object({ data: z.array(ImportListItemSchema) });
export type ImportListReply = z.infer<typeof ImportListReplySchema>;

/** POST /api/admin/imports/preview: the file's header, first rows and the guessed mapping. */
export const ImportPreviewReplySchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  mapping: z.record(z.string(), z.string()),
  /** Every field a column can fill, with its label (attributes too). */
  fields: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type ImportPreviewReply = z.infer<typeof ImportPreviewReplySchema>;

export const ImportProfileInputSchema = z.object({
  name: z
    .string({ error: IMPORT_PROFILE_NAME_MESSAGE })
    .trim()
    .min(1, IMPORT_PROFILE_NAME_MESSAGE)
    .max(100, IMPORT_PROFILE_NAME_MESSAGE),
  supplier: z
    .string({ error: IMPORT_PROFILE_SUPPLIER_MESSAGE })
    .trim()
    .min(1, IMPORT_PROFILE_SUPPLIER_MESSAGE)
    .max(100, IMPORT_PROFILE_SUPPLIER_MESSAGE),
  mapping: ImportMappingSchema,
  key: ImportKeySchema.default('code'),
});
export type ImportProfileInput = z.input<typeof ImportProfileInputSchema>;

export const ImportProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  supplier: z.string(),
  mapping: z.record(z.string(), z.string()),
  key: ImportKeySchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ImportProfile = z.infer<typeof ImportProfileSchema>;
export const ImportProfileReplySchema = z.object({ profile: ImportProfileSchema });
export const ImportProfileListReplySchema = z.object({ data: z.array(ImportProfileSchema) });

export const EXPORT_FILTER_MESSAGE = 'Filtri väärtus ei ole korrektne.';

/** GET /api/admin/products/export.csv|.xlsx: the product list's filters. */
export const ProductExportQuerySchema = z.object({
  q: queryParam(z.string().max(200), EXPORT_FILTER_MESSAGE),
  category: queryParam(idSchema(EXPORT_FILTER_MESSAGE), EXPORT_FILTER_MESSAGE),
  brand: queryParam(idSchema(EXPORT_FILTER_MESSAGE), EXPORT_FILTER_MESSAGE),
  hidden: queryParam(z.enum(['0', '1', 'true', 'false']), EXPORT_FILTER_MESSAGE),
  changed_since: queryParam(z.string().refine(isDay), EXPORT_FILTER_MESSAGE),
});
export type ProductExportQuery = z.output<typeof ProductExportQuerySchema>;
