import { FILTER_CODES, filterToken } from '@kodumasinad/contract';
import type { FilterCombination } from './catalog-urls.js';
import type { BaselineDb } from './sql-baseline-db.js';

/**
 * Decision 027's simple alternative to the in-memory catalogue engine, as plain SQL on the shop's
 * own tables: text search with SQLite FTS5 or PostgreSQL `tsvector`, a filtered listing with
 * the client's prices computed in the query (decision 004: best discount, campaign), and the
 * listing's facet counts by `GROUP BY` (disjunctive: each selected group counted without itself).
 */

/** What the queries look up once, untimed: tokens to ids and stored values, the buyer's client. */
export interface Catalogue {
  /** Category slug → the leaf ids it lists (a top category lists its children). */
  categoryIds: Map<string, number[]>;
  brandBySlug: Map<string, number>;
  brandSlug: Map<number, string>;
  /** Attributes filtered by value, by code: their stored values by URL token. */
  attributes: Map<string, { id: number; kind: 'enum' | 'number'; values: Map<string, (string | number)[]> }>;
  attributeCode: Map<number, string>;
  /** The enumerated attributes (the properties reply's facets besides the brand). */
  enumAttributeIds: number[];
  clientId: number;
  /** The Estonian day, yyyy-mm-dd: campaigns hold from discount_start to discount_end inclusive. */
  day: string;
}

export const SEARCH_LIMIT = 10;
export const PAGE_SIZE = 28;

export async function loadCatalogue(db: BaselineDb, email: string): Promise<Catalogue> {
  const categories = await db.all('SELECT id, parent_id, slug FROM categories');
  const categoryIds = new Map<string, number[]>();
  for (const c of categories) {
    const children = categories.filter(
      (child) => child.parent_id !== null && Number(child.parent_id) === Number(c.id),
    );
    categoryIds.set(String(c.slug), children.length > 0 ? children.map((x) => Number(x.id)) : [Number(c.id)]);
  }
  const brands = await db.all('SELECT id, slug FROM brands');
  const attributeRows = await db.all("SELECT id, code, kind FROM attributes WHERE filter = 'values'");
  const attributes: Catalogue['attributes'] = new Map();
  const attributeCode = new Map<number, string>();
  const byId = new Map<number, Catalogue['attributes'] extends Map<string, infer A> ? A : never>();
  for (const a of attributeRows) {
    const entry = {
      id: Number(a.id),
      kind: a.kind === 'number' ? ('number' as const) : ('enum' as const),
      values: new Map(),
    };
    attributes.set(String(a.code), entry);
    attributeCode.set(entry.id, String(a.code));
    byId.set(entry.id, entry);
  }
  const values = await db.all('SELECT DISTINCT attribute_id, value_text, value_num FROM product_values');
  for (const v of values) {
    const attribute = byId.get(Number(v.attribute_id));
    if (attribute === undefined) continue;
    const stored = attribute.kind === 'number' ? Number(v.value_num) : String(v.value_text);
    if (attribute.kind === 'number' ? v.value_num === null : v.value_text === null) continue;
    const token = attribute.kind === 'number' ? String(stored) : filterToken(String(stored));
    attribute.values.set(token, [...(attribute.values.get(token) ?? []), stored]);
  }
  const [user] = await db.all('SELECT b2b_client_id FROM users WHERE email = ?', [email]);
  if (user === undefined) throw new Error(`no user ${email}`);
  return {
    categoryIds,
    brandBySlug: new Map(brands.map((b) => [String(b.slug), Number(b.id)])),
    brandSlug: new Map(brands.map((b) => [Number(b.id), String(b.slug)])),
    attributes,
    attributeCode,
    enumAttributeIds: [...attributes.values()].filter((a) => a.kind === 'enum').map((a) => a.id),
    clientId: Number(user.b2b_client_id),
    day: new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Tallinn' }),
  };
}

/** Builds the text index (FTS5 or tsvector with GIN) over title, code, brand and both category titles. */
export async function buildSearchIndex(db: BaselineDb): Promise<{ seconds: number; bytes: number | null }> {
  const words =
    "p.title || ' ' || p.code || ' ' || b.name || ' ' || c.title || ' ' || coalesce(pc.title, '')";
  const from =
    'FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id ' +
    'LEFT JOIN categories pc ON pc.id = c.parent_id';
  const started = performance.now();
  if (db.dialect === 'sqlite') {
    await db.exec('DROP TABLE IF EXISTS product_fts');
    // Diacritics folded as the engine forgives them ('kulmik' finds 'külmik'); prefix indexes for typing.
    await db.exec(
      "CREATE VIRTUAL TABLE product_fts USING fts5(words, content='', " +
        "tokenize='unicode61 remove_diacritics 2', prefix='2 3')",
    );
    await db.exec(`INSERT INTO product_fts(rowid, words) SELECT p.id, ${words} ${from}`);
    const seconds = (performance.now() - started) / 1000;
    const size = await db
      .all("SELECT sum(pgsize) AS bytes FROM dbstat WHERE name LIKE 'product_fts%'")
      .catch(() => []);
    return { seconds, bytes: size[0]?.bytes === undefined ? null : Number(size[0].bytes) };
  }
  await db.exec('CREATE EXTENSION IF NOT EXISTS unaccent');
  await db.exec('DROP TABLE IF EXISTS product_search');
  await db.exec('DROP TEXT SEARCH CONFIGURATION IF EXISTS bench_simple');
  await db.exec('CREATE TEXT SEARCH CONFIGURATION bench_simple (COPY = simple)');
  await db.exec(
    'ALTER TEXT SEARCH CONFIGURATION bench_simple ALTER MAPPING FOR word, hword, hword_part WITH unaccent, simple',
  );
  await db.exec('CREATE TABLE product_search (id integer PRIMARY KEY, doc tsvector NOT NULL)');
  await db.exec(`INSERT INTO product_search SELECT p.id, to_tsvector('bench_simple', ${words}) ${from}`);
  await db.exec('CREATE INDEX product_search_doc ON product_search USING gin (doc)');
  await db.exec('ANALYZE product_search');
  const seconds = (performance.now() - started) / 1000;
  const [size] = await db.all("SELECT pg_total_relation_size('product_search') AS bytes");
  return { seconds, bytes: Number(size?.bytes) };
}

/** The typed term's words, each a prefix: 'bosch pesu' → bosch*, pesu*. */
const pieces = (term: string) =>
  term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((p) => p !== '');

function priceColumns(c: Catalogue, dialect: BaselineDb['dialect']) {
  // Half up, as the engine's Math.round: PostgreSQL's round() of a double rounds half to even.
  const round = (x: string) => (dialect === 'postgres' ? `floor(${x} + 0.5)` : `round(${x})`);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(c.day) ? c.day : '1970-01-01';
  const percent =
    `coalesce((SELECT max(d.percent) FROM client_discounts d WHERE d.b2b_client_id = ${c.clientId} ` +
    'AND (d.brand_id IS NULL OR d.brand_id = p.brand_id) ' +
    'AND (d.category_id IS NULL OR d.category_id = p.category_id OR d.category_id = c.parent_id)), 0)';
  const regular = round(`p.price_cents * (10000 - ${round(`${percent} * 100`)}) / 10000`);
  const active =
    `CASE WHEN p.campaign_price_cents IS NOT NULL AND (p.discount_start IS NULL OR p.discount_start <= '${day}') ` +
    `AND (p.discount_end IS NULL OR '${day}' <= p.discount_end) THEN 1 ELSE 0 END`;
  return { regular, active };
}

/** Products with the columns a listing card shows and the client's price, from `where`. */
function pricedProducts(c: Catalogue, dialect: BaselineDb['dialect'], where: string): string {
  const { regular, active } = priceColumns(c, dialect);
  return (
    'SELECT id, title, code, url, filename, retail_cents, discount_start, discount_end, ' +
    'CASE WHEN active = 1 AND campaign_price_cents < regular THEN campaign_price_cents ELSE regular END AS price ' +
    'FROM (SELECT p.id, p.title, p.code, p.url, p.filename, p.retail_cents, p.campaign_price_cents, ' +
    `p.discount_start, p.discount_end, ${regular} AS regular, ${active} AS active ` +
    `FROM products p JOIN categories c ON c.id = p.category_id WHERE ${where}) r`
  );
}

export interface SearchAnswer {
  ids: number[];
  total: number;
  prices: number[];
}

/** Search as you type: the best ten by the database's rank, their prices, and the number of matches. */
export async function search(db: BaselineDb, c: Catalogue, term: string): Promise<SearchAnswer> {
  const words = pieces(term);
  if (words.length === 0) return { ids: [], total: 0, prices: [] };
  let ids: number[];
  let total: number;
  if (db.dialect === 'sqlite') {
    const match = words.map((w) => `"${w}"*`).join(' ');
    ids = (
      await db.all(
        `SELECT rowid AS id FROM product_fts WHERE product_fts MATCH ? ORDER BY rank LIMIT ${SEARCH_LIMIT}`,
        [match],
      )
    ).map((r) => Number(r.id));
    total = Number(
      (await db.all('SELECT count(*) AS n FROM product_fts WHERE product_fts MATCH ?', [match]))[0]?.n,
    );
  } else {
    const query = words.map((w) => `${w}:*`).join(' & ');
    ids = (
      await db.all(
        "SELECT id FROM product_search, to_tsquery('bench_simple', ?) q WHERE doc @@ q " +
          `ORDER BY ts_rank(doc, q) DESC, id LIMIT ${SEARCH_LIMIT}`,
        [query],
      )
    ).map((r) => Number(r.id));
    total = Number(
      (
        await db.all("SELECT count(*) AS n FROM product_search WHERE doc @@ to_tsquery('bench_simple', ?)", [
          query,
        ])
      )[0]?.n,
    );
  }
  if (ids.length === 0) return { ids, total, prices: [] };
  const rows = await db.all(pricedProducts(c, db.dialect, `p.id IN (${ids.join(',')})`));
  const price = new Map(rows.map((r) => [Number(r.id), Number(r.price)]));
  return { ids, total, prices: ids.map((id) => price.get(id) ?? -1) };
}

/** The WHERE of a combination's products, all its filter groups but `without`. */
function whereOf(
  c: Catalogue,
  combination: FilterCombination,
  without?: string,
): { sql: string; params: unknown[] } {
  const categories = c.categoryIds.get(combination.category);
  if (categories === undefined) throw new Error(`no category ${combination.category}`);
  const parts = [`p.category_id IN (${categories.join(',')})`];
  const params: unknown[] = [];
  for (const [code, tokens] of Object.entries(combination.filters)) {
    if (code === without) continue;
    if (code === FILTER_CODES.brand) {
      const ids = tokens.flatMap((t) => c.brandBySlug.get(t) ?? []);
      parts.push(ids.length > 0 ? `p.brand_id IN (${ids.join(',')})` : '1 = 0');
      continue;
    }
    const attribute = c.attributes.get(code);
    if (attribute === undefined) throw new Error(`no value filter ${code}`);
    const values = tokens.flatMap((t) => attribute.values.get(t) ?? []);
    if (values.length === 0) {
      parts.push('1 = 0');
      continue;
    }
    const column = attribute.kind === 'number' ? 'v.value_num' : 'v.value_text';
    parts.push(
      `EXISTS (SELECT 1 FROM product_values v WHERE v.product_id = p.id AND v.attribute_id = ${attribute.id} ` +
        `AND ${column} IN (${values.map(() => '?').join(', ')}))`,
    );
    params.push(...values);
  }
  return { sql: parts.join(' AND '), params };
}

export interface ListingAnswer {
  total: number;
  prices: number[];
}

/** A filtered category listing's first page in price order (the default sort) and its total. */
export async function listing(
  db: BaselineDb,
  c: Catalogue,
  combination: FilterCombination,
): Promise<ListingAnswer> {
  const where = whereOf(c, combination);
  const rows = await db.all(
    `SELECT x.*, count(*) OVER () AS total FROM (${pricedProducts(c, db.dialect, where.sql)}) x ORDER BY price, id LIMIT ${PAGE_SIZE}`,
    where.params,
  );
  return { total: rows.length === 0 ? 0 : Number(rows[0]?.total), prices: rows.map((r) => Number(r.price)) };
}

/** Facet code → value token → count, as the properties reply counts them (brand, enumerations, campaign). */
export type FacetCounts = Map<string, Map<string, number>>;

/**
 * The properties reply's counts: one query for the groups not selected (and the campaign), plus one
 * per selected brand or enumeration group, counted over the products that pass every other group.
 */
export async function facetCounts(
  db: BaselineDb,
  c: Catalogue,
  combination: FilterCombination,
): Promise<FacetCounts> {
  const { active } = priceColumns(c, db.dialect);
  const selected = Object.keys(combination.filters).filter(
    (code) => code === FILTER_CODES.brand || c.attributes.get(code)?.kind === 'enum',
  );
  const counts: FacetCounts = new Map();
  const add = (code: string, token: string, n: number) => {
    if (n === 0) return;
    const facet = counts.get(code) ?? new Map<string, number>();
    facet.set(token, n);
    counts.set(code, facet);
  };
  const collect = (rows: Record<string, unknown>[]) => {
    for (const r of rows) {
      const attribute = Number(r.a);
      const n = Number(r.n);
      if (attribute === -1) add(FILTER_CODES.campaign, 'jah', n);
      else if (attribute === 0) add(FILTER_CODES.brand, c.brandSlug.get(Number(r.b)) ?? '?', n);
      else add(c.attributeCode.get(attribute) ?? '?', filterToken(String(r.t)), n);
    }
  };
  const byBrand = 'SELECT 0 AS a, brand_id AS b, NULL AS t, count(*) AS n FROM s GROUP BY brand_id';
  const byValue = (ids: number[]) =>
    'SELECT v.attribute_id AS a, NULL AS b, v.value_text AS t, count(*) AS n FROM s ' +
    `JOIN product_values v ON v.product_id = s.id WHERE v.attribute_id IN (${ids.join(',')}) ` +
    'GROUP BY v.attribute_id, v.value_text';

  const all = whereOf(c, combination);
  const unselectedEnums = c.enumAttributeIds.filter(
    (id) => !selected.includes(c.attributeCode.get(id) ?? ''),
  );
  const branches = ['SELECT -1 AS a, NULL AS b, NULL AS t, count(*) AS n FROM s WHERE active = 1'];
  if (!selected.includes(FILTER_CODES.brand)) branches.push(byBrand);
  if (unselectedEnums.length > 0) branches.push(byValue(unselectedEnums));
  collect(
    await db.all(
      `WITH s AS (SELECT p.id, p.brand_id, ${active} AS active FROM products p WHERE ${all.sql}) ` +
        branches.join(' UNION ALL '),
      all.params,
    ),
  );
  for (const code of selected) {
    const others = whereOf(c, combination, code);
    const own = code === FILTER_CODES.brand ? byBrand : byValue([c.attributes.get(code)!.id]);
    collect(
      await db.all(
        `WITH s AS (SELECT p.id, p.brand_id FROM products p WHERE ${others.sql}) ${own}`,
        others.params,
      ),
    );
  }
  return counts;
}
