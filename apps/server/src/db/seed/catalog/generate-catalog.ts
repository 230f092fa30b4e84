import { ATTRIBUTES, type AttributeKey } from './attributes.js';
import { BRANDS, type BrandDef } from './brands.js';
import { leafCategories, type LeafDef } from './categories.js';
import { KINDS, type AttributeValues, type KindSpec } from './kinds.js';
import { Random } from './random.js';

export interface GeneratedCampaign {
  /** Net campaign price in cents for the wholesale list. */
  priceCents: number;
  /** ISO dates (yyyy-mm-dd), inclusive. */
  start: string;
  end: string;
}

export interface GeneratedProduct {
  code: string;
  title: string;
  /** Product page slug: /{url}. */
  url: string;
  brand: string;
  category: string;
  description: string;
  /** Net base wholesale price in cents. */
  priceCents: number;
  /** Net recommended retail price in cents (the sales view adds VAT). */
  retailCents: number;
  campaign: GeneratedCampaign | null;
  attributes: AttributeValues;
  /** The specification table (SPEC `flds`), in display order. */
  specs: { name: string; value: string }[];
  featured: boolean;
  /** Which picture the image pipeline draws for this product. */
  drawing: string;
}

export interface GenerateOptions {
  products?: number;
  seed?: number;
  /** Campaign windows are placed around this day, so some are active, some past, some future. */
  now?: Date;
}

const DAY = 86_400_000;
/** About one product in 80 is featured on the home page; fixed so the set is stable as the size grows. */
const FEATURED_EVERY = 83;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Model codes in each brand's own style, e.g. Bosch WAV28K90ME, Miele WWD 1204 WCS, LG F4WV709P1E. */
function modelCode(r: Random, brand: BrandDef, kind: KindSpec): string {
  const f = kind.family;
  switch (brand.slug) {
    case 'bosch':
      return `${f}${r.digits(2)}${r.letters(1)}${r.digits(2)}${r.letters(2)}`;
    case 'siemens':
      return `${f.slice(0, 2)}${r.digits(2)}${r.letters(1)}${r.digits(1)}${r.letters(2)}${r.digits(1)}`;
    case 'miele':
      return `${f[0]}${r.letters(2)} ${r.digits(4)} ${r.letters(3)}`;
    case 'aeg':
      return `${f[0]}${r.digits(1)}${r.letters(3)}${r.digits(2)}${r.letters(2)}`;
    case 'electrolux':
      return `E${f[0]}${r.digits(1)}${r.letters(1)}${r.digits(3)}${r.letters(1)}`;
    case 'whirlpool':
      return `${r.letters(3)} ${r.digits(4)} ${r.letters(2)}`;
    case 'indesit':
      return `${r.letters(3)} ${r.digits(5)} ${r.letters(1)}`;
    case 'beko':
      return `${f[0]}${r.letters(2)}${r.digits(4)}${r.letters(3)}`;
    case 'gorenje':
      return `${f[0]}${r.letters(3)}${r.digits(2)}${r.letters(3)}`;
    case 'samsung':
      return `${f.slice(0, 2)}${r.digits(2)}${r.letters(1)}${r.digits(3)}${r.letters(3)}`;
    default:
      return `${f[0]}${r.digits(1)}${r.letters(2)}${r.digits(3)}${r.letters(1)}${r.digits(1)}${r.letters(1)}`;
  }
}

function formatValue(key: AttributeKey, value: string | number): string {
  const unit = ATTRIBUTES[key].unit;
  return unit ? `${value} ${unit}` : String(value);
}

function describe(brand: BrandDef, kind: KindSpec, code: string, a: AttributeValues, r: Random): string {
  const parts = [`${brand.name} ${kind.noun} ${code} on mõeldud igapäevaseks kasutamiseks ja pika tööeaga.`];
  if (a.energy) parts.push(`Energiaklass ${a.energy} hoiab kulud madalal.`);
  if (a.noise) parts.push(`Müratase vaid ${a.noise} dB.`);
  if (a.wifi === 'Jah') parts.push('Wi-Fi ühendusega saab seadet juhtida nutitelefonist.');
  if (a.noFrost === 'Jah') parts.push('NoFrost-tehnoloogia tõttu pole vaja sügavkülma sulatada.');
  parts.push(
    r.pick([
      'Sobib hästi nii kodudesse kui ka väikekontoritesse.',
      'Lihtne puhastada ja hooldada.',
      'Tootjal on Eestis volitatud hoolduspartner.',
      'Hinnas sisaldub tootja garantii.',
    ]),
  );
  return parts.join(' ');
}

function roundPrice(euros: number): number {
  // Wholesale prices end in ,90 or a whole euro, as price lists usually do.
  const whole = Math.max(9, Math.round(euros));
  return (whole % 3 === 0 ? whole * 100 : whole * 100 - 10) | 0;
}

function campaignFor(r: Random, priceCents: number, now: number): GeneratedCampaign | null {
  if (!r.chance(0.18)) return null;
  const discount = r.int(8, 30) / 100;
  const priceCentsAfter = Math.round((priceCents * (1 - discount)) / 100) * 100 - 10;
  const phase = r.next();
  let start: number;
  let end: number;
  if (phase < 0.55) {
    start = now - r.int(1, 20) * DAY;
    end = now + r.int(5, 40) * DAY;
  } else if (phase < 0.8) {
    end = now - r.int(1, 60) * DAY;
    start = end - r.int(7, 30) * DAY;
  } else {
    start = now + r.int(3, 30) * DAY;
    end = start + r.int(7, 30) * DAY;
  }
  return { priceCents: priceCentsAfter, start: isoDay(start), end: isoDay(end) };
}

function pickLeaf(r: Random, leaves: LeafDef[], total: number): LeafDef {
  let x = r.next() * total;
  for (const leaf of leaves) {
    x -= leaf.weight;
    if (x < 0) return leaf;
  }
  return leaves[leaves.length - 1] as LeafDef;
}

/** A deterministic, realistic Estonian appliance catalogue of any size. */
export function generateCatalog(options: GenerateOptions = {}): GeneratedProduct[] {
  const count = options.products ?? 5000;
  const r = new Random(options.seed ?? 20261122);
  const now = (options.now ?? new Date()).getTime();
  const leaves = leafCategories();
  const totalWeight = leaves.reduce((s, l) => s + l.weight, 0);
  const brandsBySlug = new Map(BRANDS.map((b) => [b.slug, b]));
  const codes = new Set<string>();
  const products: GeneratedProduct[] = [];

  for (let i = 0; i < count; i++) {
    // Each product is its own draw so earlier products stay the same when the size grows.
    const pr = new Random(r.int(1, 2 ** 31));
    const leaf = i < leaves.length ? (leaves[i] as LeafDef) : pickLeaf(pr, leaves, totalWeight);
    const kind: KindSpec = KINDS[leaf.kind];
    const brand = brandsBySlug.get(pr.pick(kind.brands)) as BrandDef;
    let code = modelCode(pr, brand, kind);
    while (codes.has(code)) code = modelCode(pr, brand, kind);
    codes.add(code);

    const attributes = Object.fromEntries(
      Object.entries(kind.attributes(pr, leaf.integrated ?? false)).filter(([, v]) => v !== undefined),
    ) as AttributeValues;
    const [low, high] = kind.price;
    const priceCents = roundPrice((low + pr.next() * (high - low)) * brand.priceLevel);
    // Recommended retail is 25–40 % above wholesale and, like the list prices, ends in ,90.
    const retailCents = Math.round((priceCents * (1.25 + pr.next() * 0.15)) / 100) * 100 - 10;
    const title = `${brand.name} ${kind.noun} ${code}, ${kind.headline(attributes)}`;
    const specs = [
      { name: 'Tootja', value: brand.name },
      { name: 'Mudel', value: code },
      ...(Object.entries(attributes) as [AttributeKey, string | number][]).map(([key, value]) => ({
        name: ATTRIBUTES[key].name,
        value: formatValue(key, value),
      })),
    ];

    products.push({
      code,
      title,
      url: slugify(`${brand.name} ${kind.noun} ${code}`),
      brand: brand.slug,
      category: leaf.slug,
      description: describe(brand, kind, code, attributes, pr),
      priceCents,
      retailCents,
      campaign: campaignFor(pr, priceCents, now),
      attributes,
      specs,
      featured: i % FEATURED_EVERY === 0,
      drawing: kind.drawing,
    });
  }
  return products;
}
