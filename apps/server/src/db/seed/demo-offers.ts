import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { defaultUnitPrice, offerNumber, offerValidUntil } from '@kodumasinad/contract';
import sharp from 'sharp';
import { estonianDay, estonianYear } from '../../platform/estonian-calendar.js';
import { offerLinkKey, seal } from '../../platform/secret-box.js';
import { hashToken } from '../../platform/sessions.js';
import { raiseCounter } from '../counters.js';
import type { Db } from '../database.js';

/** Anna's logo for offers (issue 12), drawn at seeding time: the demo has no picture files. */
export const DEMO_LOGO_PATH = 'logos/demo-kodumasin-pluss.png';

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160">
  <rect width="480" height="160" rx="18" fill="#0f4c81"/>
  <circle cx="88" cy="80" r="46" fill="none" stroke="#ffffff" stroke-width="10"/>
  <circle cx="88" cy="80" r="20" fill="#f2a900"/>
  <text x="160" y="74" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold" fill="#ffffff">Kodumasin</text>
  <text x="160" y="120" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#f2a900">Pluss</text>
</svg>`;

/** A new end-customer link stored as the offers module stores it (decision 064). */
function sealedLink(atRestKey: Buffer): { token_hash: string; token_sealed: string } {
  const token = randomBytes(24).toString('base64url');
  return { token_hash: hashToken(token), token_sealed: seal(offerLinkKey(atRestKey), token) };
}

export async function writeDemoLogo(dataDir: string): Promise<void> {
  const file = join(dataDir, 'storage', DEMO_LOGO_PATH);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await sharp(Buffer.from(LOGO_SVG)).png().toBuffer());
}

interface PlannedOffer {
  title: string;
  status: 'open' | 'sent' | 'accepted' | 'ordered' | 'archived';
  /** Days before today the offer was made. */
  age: number;
  validDays: number;
  language: 'et' | 'en';
  customer: {
    name: string;
    company: string;
    email: string;
    phone: string;
    address: string;
    registry: string;
  };
  products: number;
  own: { title: string; code: string; unit: string; price: number; quantity: number }[];
  author: 'anna' | 'mart';
}

const CUSTOMERS = {
  kask: {
    name: 'Kati Kask',
    company: '',
    email: 'kati.kask@example.test',
    phone: '+372 5555 1234',
    address: 'Riia 24-5, Tartu',
    registry: '',
  },
  koogistuudio: {
    name: 'Jaan Lepp',
    company: 'Köögistuudio Lepp OÜ',
    email: 'jaan@koogistuudio.test',
    phone: '+372 5666 2345',
    address: 'Turu 14, Tartu',
    registry: '12233445',
  },
  ehitus: {
    name: 'Marje Õun',
    company: 'Õunapuu Ehitus OÜ',
    email: 'marje@ounapuu.test',
    phone: '+372 5777 3456',
    address: 'Aardla 23, Tartu',
    registry: '14455667',
  },
  english: {
    name: 'John Smith',
    company: 'Nordic Rentals Ltd',
    email: 'john.smith@example.test',
    phone: '+44 20 7946 0000',
    address: '1 King Street, London',
    registry: '',
  },
} as const;

const INSTALL = { title: 'Paigaldus', code: 'PAIG', unit: 'tk', price: 4900, quantity: 1 };
const DELIVERY = { title: 'Transport Tartu linnas', code: 'TRANSP', unit: 'tk', price: 2500, quantity: 1 };

const PLANS: PlannedOffer[] = [
  {
    title: 'Köögitehnika korterisse',
    status: 'open',
    age: 1,
    validDays: 30,
    language: 'et',
    customer: CUSTOMERS.kask,
    products: 3,
    own: [INSTALL, DELIVERY],
    author: 'anna',
  },
  {
    title: 'Pesumasin ja kuivati',
    status: 'open',
    age: 3,
    validDays: 14,
    language: 'et',
    customer: CUSTOMERS.kask,
    products: 2,
    own: [],
    author: 'mart',
  },
  {
    title: 'Köögimööbli tehnika, objekt Turu 14',
    status: 'sent',
    age: 5,
    validDays: 30,
    language: 'et',
    customer: CUSTOMERS.koogistuudio,
    products: 5,
    own: [INSTALL],
    author: 'anna',
  },
  {
    title: 'Appliances for rental flats',
    status: 'sent',
    age: 2,
    validDays: 30,
    language: 'en',
    customer: CUSTOMERS.english,
    products: 4,
    own: [],
    author: 'anna',
  },
  {
    title: 'Ridaelamu köögid',
    status: 'accepted',
    age: 9,
    validDays: 30,
    language: 'et',
    customer: CUSTOMERS.ehitus,
    products: 6,
    own: [DELIVERY],
    author: 'mart',
  },
  {
    title: 'Nõudepesumasinad kontorisse',
    status: 'ordered',
    age: 20,
    validDays: 30,
    language: 'et',
    customer: CUSTOMERS.koogistuudio,
    products: 2,
    own: [],
    author: 'anna',
  },
  {
    title: 'Suvemaja külmik',
    status: 'sent',
    age: 40,
    validDays: 14,
    language: 'et',
    customer: CUSTOMERS.kask,
    products: 1,
    own: [],
    author: 'anna',
  },
  {
    title: 'Vana pakkumine',
    status: 'archived',
    age: 60,
    validDays: 14,
    language: 'et',
    customer: CUSTOMERS.ehitus,
    products: 2,
    own: [],
    author: 'mart',
  },
];

/**
 * Offers of Kodumasin Pluss OÜ in every status (one expired: sent 40 days ago for 14 days; one in
 * English; some with own rows). Peeter's company may not make offers and gets none.
 */
export async function seedDemoOffers(
  db: Db,
  now: Date = new Date(),
  atRestKey: Buffer = Buffer.alloc(32),
): Promise<number> {
  const client = await db
    .selectFrom('b2b_clients')
    .select('id')
    .where('name', '=', 'Kodumasin Pluss OÜ')
    .executeTakeFirst();
  const products = await db
    .selectFrom('products')
    .select(['id', 'title', 'code', 'price_cents'])
    .orderBy('id')
    .limit(60)
    .execute();
  if (client === undefined || products.length === 0) return 0;
  const users = new Map(
    (
      await db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'signature'])
        .where('b2b_client_id', '=', client.id)
        .execute()
    ).map((user) => [user.email.split('@')[0] ?? '', user]),
  );
  const year = estonianYear(now);
  const today = estonianDay(now);
  let sequence = 0;
  for (const [index, plan] of PLANS.entries()) {
    const author = users.get(plan.author);
    if (author === undefined) continue;
    sequence += 1;
    const day = new Date(Date.parse(`${today}T12:00:00.000Z`) - plan.age * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const at = `${day}T09:${String(10 + index).padStart(2, '0')}:00.000Z`;
    const markup = plan.author === 'anna' ? 25 : 20;
    const linked = plan.status !== 'open' && plan.status !== 'archived';
    const offer = await db
      .insertInto('offers')
      .values({
        b2b_client_id: client.id,
        number: offerNumber(year, sequence),
        status: plan.status,
        title: plan.title,
        customer_name: plan.customer.name,
        customer_company: plan.customer.company,
        customer_registry_code: plan.customer.registry,
        customer_email: plan.customer.email,
        customer_phone: plan.customer.phone,
        customer_address: plan.customer.address,
        language: plan.language,
        offer_date: day,
        valid_days: plan.validDays,
        valid_until: offerValidUntil(day, plan.validDays),
        payment_term: plan.author === 'anna' ? '14' : 'E',
        price_increase: markup,
        intro:
          plan.language === 'en'
            ? 'Thank you for your enquiry. Please find our offer below.'
            : 'Täname päringu eest! Allpool on meie pakkumine.',
        signature: author.signature ?? author.name,
        logo_path: plan.author === 'anna' ? DEMO_LOGO_PATH : null,
        ...(linked ? sealedLink(atRestKey) : { token_hash: null, token_sealed: null }),
        created_by: author.id,
        created_by_name: author.name,
        updated_by_name: author.name,
        created_at: at,
        updated_at: at,
        sent_at: linked ? at : null,
        sent_to: linked ? plan.customer.email : null,
        sent_by: linked ? author.id : null,
        accepted_at: plan.status === 'accepted' || plan.status === 'ordered' ? at : null,
        accepted_name: plan.status === 'accepted' || plan.status === 'ordered' ? plan.customer.name : null,
        accepted_version: plan.status === 'accepted' || plan.status === 'ordered' ? 1 : null,
        ordered_at: plan.status === 'ordered' ? at : null,
        order_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const chosen = Array.from(
      { length: plan.products },
      (_, i) => products[(index * 7 + i * 3) % products.length],
    ).filter((product) => product !== undefined);
    const rows = [
      ...chosen.map((product, i) => ({
        product_id: product.id,
        own_product: 0 as const,
        title: product.title,
        code: product.code,
        unit: 'tk',
        quantity: 1 + ((index + i) % 3),
        price: defaultUnitPrice(product.price_cents, markup),
        custom_price: 0 as const,
        discount: i === 1 ? 5 : 0,
        purchase_price: product.price_cents,
      })),
      ...plan.own.map((own) => ({
        product_id: null,
        own_product: 1 as const,
        title: own.title,
        code: own.code,
        unit: own.unit,
        quantity: own.quantity,
        price: own.price,
        custom_price: 1 as const,
        discount: 0,
        purchase_price: null,
      })),
    ];
    await db
      .insertInto('offer_rows')
      .values(rows.map((row, position) => ({ ...row, offer_id: offer.id, position })))
      .execute();
  }
  await raiseCounter(db, `offer-${client.id}-${year}`, sequence);
  return sequence;
}
