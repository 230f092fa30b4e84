/**
 * Add-ons (decision 020): accessories and services a buyer ticks beside an appliance. They are
 * products of their own category, sold by the seller under its own name, and each fits the
 * products of the categories it names (a top category covers all its subcategories).
 */
export interface AddOnDef {
  code: string;
  url: string;
  title: string;
  description: string;
  /** Net wholesale price and recommended retail price, in cents. */
  priceCents: number;
  retailCents: number;
  leaf: 'lisatarvikud' | 'teenused';
  /** Category slugs whose products it fits. */
  fits: readonly string[];
}

export const ADD_ON_BRAND = { slug: 'kodumasinad', name: 'Kodumasinad' } as const;

export const ADD_ON_CATEGORY = {
  slug: 'lisatarvikud-ja-teenused',
  title: 'Lisatarvikud ja teenused',
  children: [
    { slug: 'lisatarvikud', title: 'Lisatarvikud' },
    { slug: 'teenused', title: 'Teenused' },
  ],
} as const;

const LARGE_APPLIANCES = [
  'pesu-ja-kuivatus',
  'noudepesumasinad',
  'kulmutus',
  'pliidid',
  'ahjud',
  'pliidiplaadid',
  'ohupuhastid',
];

export const ADD_ONS: readonly AddOnDef[] = [
  {
    code: 'LT-PKK-01',
    url: 'pesumasina-ja-kuivati-uhenduskomplekt',
    title: 'Pesumasina ja kuivati ühenduskomplekt väljatõmmatava riiuliga',
    description:
      '<p>Kuivati paigaldamiseks pesumasina peale. Sobib 60 cm laiustele eraldiseisvatele seadmetele.</p>',
    priceCents: 3900,
    retailCents: 5990,
    leaf: 'lisatarvikud',
    fits: ['pesumasinad', 'kuivatid'],
  },
  {
    code: 'LT-VV-150',
    url: 'sissevoolu-voolik-1-5-m',
    title: 'Sissevoolu voolik 1,5 m, 3/4"',
    description: '<p>Külma vee sissevoolu voolik pesu- ja nõudepesumasinale, mõlemas otsas 3/4" mutter.</p>',
    priceCents: 850,
    retailCents: 1490,
    leaf: 'lisatarvikud',
    fits: ['pesu-ja-kuivatus', 'noudepesumasinad'],
  },
  {
    code: 'LT-AQS-250',
    url: 'aquastop-sissevoolu-voolik-2-5-m',
    title: 'Aquastop-veekaitsega sissevoolu voolik 2,5 m',
    description:
      '<p>Sulgeb veevoolu vooliku lekke korral. Pikem voolik, kui veeühendus on seadmest kaugemal.</p>',
    priceCents: 2400,
    retailCents: 3990,
    leaf: 'lisatarvikud',
    fits: ['pesu-ja-kuivatus', 'noudepesumasinad'],
  },
  {
    code: 'LT-AV-200',
    url: 'aravooluvooliku-pikendus-2-m',
    title: 'Äravooluvooliku pikendus 2 m koos klambriga',
    description: '<p>Pikendab pesu- või nõudepesumasina äravooluvoolikut kuni 2 meetri võrra.</p>',
    priceCents: 690,
    retailCents: 1190,
    leaf: 'lisatarvikud',
    fits: ['pesu-ja-kuivatus', 'noudepesumasinad'],
  },
  {
    code: 'LT-VSJ-4',
    url: 'vibratsiooni-summutavad-jalad',
    title: 'Vibratsiooni summutavad jalad, 4 tk',
    description: '<p>Vähendavad tsentrifuugimise müra ja seadme liikumist libedal põrandal.</p>',
    priceCents: 1290,
    retailCents: 1990,
    leaf: 'lisatarvikud',
    fits: ['pesumasinad', 'pesumasin-kuivatid', 'kuivatid'],
  },
  {
    code: 'LT-SF-01',
    url: 'sufilter-ohupuhastile',
    title: 'Süsifilter õhupuhastile ringlusrežiimiks',
    description:
      '<p>Vajalik, kui õhupuhasti ei ole ühendatud ventilatsiooniga. Vahetada iga 6–12 kuu järel.</p>',
    priceCents: 2900,
    retailCents: 4490,
    leaf: 'lisatarvikud',
    fits: ['ohupuhastid'],
  },
  {
    code: 'LT-PK-15',
    url: 'pliidi-uhenduskaabel-1-5-m',
    title: 'Pliidi ühenduskaabel 5 × 2,5 mm², 1,5 m',
    description: '<p>Kolmefaasilise pliidi või pliidiplaadi ühendamiseks pliidikarpi.</p>',
    priceCents: 1450,
    retailCents: 2290,
    leaf: 'lisatarvikud',
    fits: ['pliidid', 'pliidiplaadid'],
  },
  {
    code: 'TE-PAIG-PESU',
    url: 'paigaldus-pesumasin-voi-kuivati',
    title: 'Paigaldus: pesumasin või kuivati',
    description:
      '<p>Seadme lahtipakkimine, transpordipoltide eemaldamine, ühendamine olemasoleva vee- ja äravooluga, loodimine ja proovikäivitus.</p>',
    priceCents: 4900,
    retailCents: 6900,
    leaf: 'teenused',
    fits: ['pesu-ja-kuivatus'],
  },
  {
    code: 'TE-PAIG-NPM',
    url: 'paigaldus-noudepesumasin',
    title: 'Paigaldus: nõudepesumasin',
    description:
      '<p>Ühendamine olemasoleva vee- ja äravooluga, integreeritava mudeli korral ka mööbliukse kinnitamine.</p>',
    priceCents: 6900,
    retailCents: 8900,
    leaf: 'teenused',
    fits: ['noudepesumasinad'],
  },
  {
    code: 'TE-PAIG-KULM',
    url: 'paigaldus-kulmik-voi-sugavkulmik',
    title: 'Paigaldus: külmik või sügavkülmik',
    description:
      '<p>Seadme paika tõstmine, loodimine, uste avamissuuna vahetus vajadusel ja käivitamine.</p>',
    priceCents: 3900,
    retailCents: 5500,
    leaf: 'teenused',
    fits: ['kulmutus'],
  },
  {
    code: 'TE-PAIG-KOOK',
    url: 'paigaldus-ja-elektriuhendus-pliit-ahi-voi-pliidiplaat',
    title: 'Paigaldus ja elektriühendus: pliit, ahi või pliidiplaat',
    description:
      '<p>Atesteeritud elektriku tehtav ühendus olemasolevasse pliidikarpi ja seadme kinnitamine.</p>',
    priceCents: 7900,
    retailCents: 9900,
    leaf: 'teenused',
    fits: ['pliidid', 'ahjud', 'pliidiplaadid'],
  },
  {
    code: 'TE-PAIG-OHU',
    url: 'paigaldus-ohupuhasti',
    title: 'Paigaldus: õhupuhasti',
    description:
      '<p>Kinnitamine seinale, lakke või mööblisse ja ühendamine ventilatsiooniga (kuni 1,5 m õhutoru).</p>',
    priceCents: 8900,
    retailCents: 11900,
    leaf: 'teenused',
    fits: ['ohupuhastid'],
  },
  {
    code: 'TE-VANA-VEDU',
    url: 'vana-seadme-aravedu-ja-utiliseerimine',
    title: 'Vana seadme äravedu ja utiliseerimine',
    description:
      '<p>Viime uue seadme toomisel vana seadme ära ja anname selle üle tunnustatud jäätmekäitlejale.</p>',
    priceCents: 1900,
    retailCents: 2900,
    leaf: 'teenused',
    fits: LARGE_APPLIANCES,
  },
  {
    code: 'TE-LISAGAR-3',
    url: 'lisagarantii-3-aastat',
    title: 'Lisagarantii +3 aastat (kokku 5 aastat)',
    description:
      '<p>Pikendab tootja garantiid kolme aasta võrra samadel tingimustel. Kehtib seadme seerianumbri järgi.</p>',
    priceCents: 5900,
    retailCents: 7900,
    leaf: 'teenused',
    fits: [...LARGE_APPLIANCES, 'vaike-koogitehnika', 'kliima', 'koristus'],
  },
];
