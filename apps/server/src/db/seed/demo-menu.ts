import type { Db } from '../database.js';

interface MenuSeed {
  title: string;
  slug: string;
  links?: Record<string, string>;
}

interface TopMenuSeed extends MenuSeed {
  twoColumns: boolean;
  children: MenuSeed[];
}

/**
 * The category tree of DOMAIN.md (same slugs as the catalogue generator in ./catalog), until the
 * catalogue issue builds the menu from real categories.
 */
const CATEGORIES: TopMenuSeed[] = [
  {
    title: 'Pesu ja kuivatus',
    slug: 'pesu-ja-kuivatus',
    twoColumns: false,
    links: { Miele: '/pesu-ja-kuivatus/tootja-miele', Bosch: '/pesu-ja-kuivatus/tootja-bosch' },
    children: [
      {
        title: 'Pesumasinad',
        slug: 'pesumasinad',
        links: {
          Eestlaetavad: '/pesumasinad/laadimine-eest',
          Pealtlaetavad: '/pesumasinad/laadimine-pealt',
          'Kitsad (kuni 45 cm)': '/pesumasinad/sugavus-0-45',
        },
      },
      { title: 'Kuivatid', slug: 'kuivatid', links: { Soojuspumbaga: '/kuivatid/tuup-soojuspump' } },
      { title: 'Pesumasin-kuivatid', slug: 'pesumasin-kuivatid' },
      { title: 'Integreeritavad pesumasinad', slug: 'integreeritavad-pesumasinad' },
    ],
  },
  {
    title: 'Nõudepesumasinad',
    slug: 'noudepesumasinad',
    twoColumns: false,
    children: [
      { title: '60 cm', slug: 'noudepesumasinad-60-cm' },
      { title: '45 cm', slug: 'noudepesumasinad-45-cm' },
      {
        title: 'Integreeritavad',
        slug: 'integreeritavad-noudepesumasinad',
        links: { Täisintegreeritavad: '/integreeritavad-noudepesumasinad/paigaldus-taisintegreeritav' },
      },
      { title: 'Lauamudelid', slug: 'lauanoudepesumasinad' },
    ],
  },
  {
    title: 'Külmutus',
    slug: 'kulmutus',
    twoColumns: true,
    links: { NoFrost: '/kulmutus/nofrost-jah' },
    children: [
      { title: 'Külmikud', slug: 'kulmikud' },
      { title: 'Integreeritavad külmikud', slug: 'integreeritavad-kulmikud' },
      { title: 'Side-by-side', slug: 'side-by-side-kulmikud' },
      { title: 'Sügavkülmikud', slug: 'sugavkulmikud' },
      { title: 'Sügavkülmkirstud', slug: 'sugavkulmkirstud' },
      { title: 'Veinikapid', slug: 'veinikapid' },
    ],
  },
  { title: 'Pliidid', slug: 'pliidid', twoColumns: false, children: [] },
  {
    title: 'Ahjud',
    slug: 'ahjud',
    twoColumns: false,
    children: [
      { title: 'Integreeritavad ahjud', slug: 'integreeritavad-ahjud' },
      { title: 'Auruahjud', slug: 'auruahjud' },
      { title: 'Kompaktahjud', slug: 'kompaktahjud' },
    ],
  },
  {
    title: 'Pliidiplaadid',
    slug: 'pliidiplaadid',
    twoColumns: false,
    children: [
      { title: 'Induktsioon', slug: 'induktsioonplaadid' },
      { title: 'Keraamilised', slug: 'keraamilised-pliidiplaadid' },
      { title: 'Gaas', slug: 'gaasipliidiplaadid' },
    ],
  },
  {
    title: 'Õhupuhastid',
    slug: 'ohupuhastid',
    twoColumns: false,
    children: [
      { title: 'Seinale', slug: 'seinale-paigaldatavad-ohupuhastid' },
      { title: 'Saarele', slug: 'saarele-paigaldatavad-ohupuhastid' },
      { title: 'Integreeritavad', slug: 'integreeritavad-ohupuhastid' },
    ],
  },
  {
    title: 'Väike köögitehnika',
    slug: 'vaike-koogitehnika',
    twoColumns: false,
    children: [
      { title: 'Mikrolaineahjud', slug: 'mikrolaineahjud' },
      { title: 'Kohvimasinad', slug: 'kohvimasinad' },
    ],
  },
  {
    title: 'Kliima',
    slug: 'kliima',
    twoColumns: false,
    children: [
      { title: 'Õhupuhastajad', slug: 'ohupuhastajad' },
      { title: 'Õhuniisutajad', slug: 'ohuniisutajad' },
      { title: 'Õhukuivatid', slug: 'ohukuivatid' },
    ],
  },
  {
    title: 'Koristus',
    slug: 'koristus',
    twoColumns: false,
    children: [
      { title: 'Tolmuimejad', slug: 'tolmuimejad' },
      { title: 'Robottolmuimejad', slug: 'robottolmuimejad' },
    ],
  },
];

export async function seedMenu(db: Db): Promise<void> {
  await db
    .insertInto('menu_items')
    .values({
      parent_id: null,
      position: 0,
      title: 'Eripakkumised',
      url: '/eripakkumised',
      two_columns: 0,
      is_category: 0,
      links: '{}',
    })
    .execute();
  for (const [index, category] of CATEGORIES.entries()) {
    const parent = await db
      .insertInto('menu_items')
      .values({
        parent_id: null,
        position: index + 1,
        title: category.title,
        url: `/${category.slug}`,
        two_columns: category.twoColumns ? 1 : 0,
        is_category: 1,
        links: JSON.stringify(category.links ?? {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (category.children.length === 0) continue;
    await db
      .insertInto('menu_items')
      .values(
        category.children.map((child, position) => ({
          parent_id: parent.id,
          position,
          title: child.title,
          url: `/${child.slug}`,
          two_columns: 0 as const,
          is_category: 1 as const,
          links: JSON.stringify(child.links ?? {}),
        })),
      )
      .execute();
  }
}
