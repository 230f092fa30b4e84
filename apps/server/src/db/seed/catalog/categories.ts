import type { KindKey } from './kinds.js';

/** A leaf category holds products of one kind; `integrated` forces built-in models. */
export interface LeafDef {
  slug: string;
  title: string;
  kind: KindKey;
  integrated?: boolean;
  /** Share of the catalogue, relative to the other leaves. */
  weight: number;
}

export interface CategoryDef {
  slug: string;
  title: string;
  twoColumns: boolean;
  /** A top category without children holds products itself. */
  leaf?: LeafDef;
  children: LeafDef[];
}

/** The two-level category tree of DOMAIN.md. Slugs are unique across both levels (routes are /{slug}). */
export const CATEGORY_TREE: readonly CategoryDef[] = [
  {
    slug: 'pesu-ja-kuivatus',
    title: 'Pesu ja kuivatus',
    twoColumns: false,
    children: [
      { slug: 'pesumasinad', title: 'Pesumasinad', kind: 'washer', weight: 10 },
      { slug: 'kuivatid', title: 'Kuivatid', kind: 'dryer', weight: 5 },
      { slug: 'pesumasin-kuivatid', title: 'Pesumasin-kuivatid', kind: 'washerDryer', weight: 3 },
      {
        slug: 'integreeritavad-pesumasinad',
        title: 'Integreeritavad pesumasinad',
        kind: 'washer',
        integrated: true,
        weight: 3,
      },
    ],
  },
  {
    slug: 'noudepesumasinad',
    title: 'Nõudepesumasinad',
    twoColumns: false,
    children: [
      { slug: 'noudepesumasinad-60-cm', title: '60 cm', kind: 'dishwasher60', weight: 6 },
      { slug: 'noudepesumasinad-45-cm', title: '45 cm', kind: 'dishwasher45', weight: 3 },
      {
        slug: 'integreeritavad-noudepesumasinad',
        title: 'Integreeritavad',
        kind: 'dishwasher60',
        integrated: true,
        weight: 6,
      },
      { slug: 'lauanoudepesumasinad', title: 'Lauamudelid', kind: 'dishwasherTable', weight: 1 },
    ],
  },
  {
    slug: 'kulmutus',
    title: 'Külmutus',
    twoColumns: true,
    children: [
      { slug: 'kulmikud', title: 'Külmikud', kind: 'fridge', weight: 10 },
      {
        slug: 'integreeritavad-kulmikud',
        title: 'Integreeritavad külmikud',
        kind: 'fridge',
        integrated: true,
        weight: 4,
      },
      { slug: 'side-by-side-kulmikud', title: 'Side-by-side', kind: 'sideBySide', weight: 3 },
      { slug: 'sugavkulmikud', title: 'Sügavkülmikud', kind: 'freezer', weight: 4 },
      { slug: 'sugavkulmkirstud', title: 'Sügavkülmkirstud', kind: 'chestFreezer', weight: 2 },
      { slug: 'veinikapid', title: 'Veinikapid', kind: 'wine', weight: 2 },
    ],
  },
  {
    slug: 'pliidid',
    title: 'Pliidid',
    twoColumns: false,
    leaf: { slug: 'pliidid', title: 'Pliidid', kind: 'cooker', weight: 4 },
    children: [],
  },
  {
    slug: 'ahjud',
    title: 'Ahjud',
    twoColumns: false,
    children: [
      { slug: 'integreeritavad-ahjud', title: 'Integreeritavad ahjud', kind: 'oven', weight: 7 },
      { slug: 'auruahjud', title: 'Auruahjud', kind: 'steamOven', weight: 3 },
      { slug: 'kompaktahjud', title: 'Kompaktahjud', kind: 'compactOven', weight: 3 },
    ],
  },
  {
    slug: 'pliidiplaadid',
    title: 'Pliidiplaadid',
    twoColumns: false,
    children: [
      { slug: 'induktsioonplaadid', title: 'Induktsioon', kind: 'induction', weight: 6 },
      { slug: 'keraamilised-pliidiplaadid', title: 'Keraamilised', kind: 'ceramic', weight: 3 },
      { slug: 'gaasipliidiplaadid', title: 'Gaas', kind: 'gas', weight: 2 },
    ],
  },
  {
    slug: 'ohupuhastid',
    title: 'Õhupuhastid',
    twoColumns: false,
    children: [
      { slug: 'seinale-paigaldatavad-ohupuhastid', title: 'Seinale', kind: 'hoodWall', weight: 5 },
      { slug: 'saarele-paigaldatavad-ohupuhastid', title: 'Saarele', kind: 'hoodIsland', weight: 2 },
      { slug: 'integreeritavad-ohupuhastid', title: 'Integreeritavad', kind: 'hoodBuiltIn', weight: 3 },
    ],
  },
  {
    slug: 'vaike-koogitehnika',
    title: 'Väike köögitehnika',
    twoColumns: false,
    children: [
      { slug: 'mikrolaineahjud', title: 'Mikrolaineahjud', kind: 'microwave', weight: 4 },
      { slug: 'kohvimasinad', title: 'Kohvimasinad', kind: 'coffee', weight: 3 },
    ],
  },
  {
    slug: 'kliima',
    title: 'Kliima',
    twoColumns: false,
    children: [
      { slug: 'ohupuhastajad', title: 'Õhupuhastajad', kind: 'purifier', weight: 2 },
      { slug: 'ohuniisutajad', title: 'Õhuniisutajad', kind: 'humidifier', weight: 1 },
      { slug: 'ohukuivatid', title: 'Õhukuivatid', kind: 'dehumidifier', weight: 1 },
    ],
  },
  {
    slug: 'koristus',
    title: 'Koristus',
    twoColumns: false,
    children: [
      { slug: 'tolmuimejad', title: 'Tolmuimejad', kind: 'vacuum', weight: 3 },
      { slug: 'robottolmuimejad', title: 'Robottolmuimejad', kind: 'robotVacuum', weight: 2 },
    ],
  },
];

/** Every leaf (product-holding) category, in tree order. */
export function leafCategories(): LeafDef[] {
  return CATEGORY_TREE.flatMap((c) => (c.leaf ? [c.leaf] : c.children));
}
