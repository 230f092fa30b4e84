import type { Db } from '../database.js';

const SEEDED_AT = '2025-01-06T08:00:00.000Z';

/**
 * Two saved supplier profiles for the import screen (issue 24): the full price list of
 * `docs/samples/tarnija-hinnakiri.csv`, keyed by our code, and a supplier's daily price feed keyed
 * by the supplier's own code.
 */
export const DEMO_IMPORT_PROFILES = [
  {
    name: 'Hinnakiri (kõik väljad)',
    supplier: 'Nordic Appliances AS',
    key_field: 'code' as const,
    mapping: {
      Kood: 'code',
      'Tarnija kood': 'supplier_code',
      Nimetus: 'title',
      Kategooria: 'category',
      Kaubamärk: 'brand',
      Hind: 'price',
      Jaehind: 'retail_price',
      Kampaaniahind: 'campaign_price',
      'Kampaania algus': 'discount_start',
      'Kampaania lõpp': 'discount_end',
      Energiaklass: 'attr:energiaklass',
      Laius: 'attr:laius',
      Kirjeldus: 'description',
    },
  },
  {
    name: 'Päevane hinnavoog',
    supplier: 'Kodutehnika Hulgi OÜ',
    key_field: 'supplier_code' as const,
    mapping: { 'Tarnija kood': 'supplier_code', Netohind: 'price', Soovitushind: 'retail_price' },
  },
];

export async function seedDemoImportProfiles(db: Db): Promise<void> {
  await db
    .insertInto('import_profiles')
    .values(
      DEMO_IMPORT_PROFILES.map((profile) => ({
        name: profile.name,
        supplier: profile.supplier,
        key_field: profile.key_field,
        mapping: JSON.stringify(profile.mapping),
        created_at: SEEDED_AT,
        updated_at: SEEDED_AT,
      })),
    )
    .execute();
}
