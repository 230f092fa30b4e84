import { hashPassword } from '../../platform/passwords.js';
import type { Db } from '../database.js';
import { DEMO_LOGO_PATH } from './demo-offers.js';

/** The demo password of every seeded user (README, issue 2). */
export const DEMO_PASSWORD = 'Demo1234!';

const SEEDED_AT = '2025-01-06T08:00:00.000Z';

const CLIENTS = [
  {
    key: 'pluss',
    name: 'Kodumasin Pluss OÜ',
    registry_code: '14567890',
    vat_number: 'EE102345676',
    can_offers: 1,
    offers_en: 1,
    payment_term: '14',
    address: 'Tähe 112',
    city: 'Tartu',
    postal_code: '50113',
    county: 'Tartu',
    phone: '+372 734 5678',
    email: 'info@kodumasinpluss.test',
  },
  {
    key: 'ehitus',
    name: 'Ehitusmaailm AS',
    registry_code: '10987654',
    vat_number: 'EE100987654',
    can_offers: 0,
    offers_en: 0,
    payment_term: '30',
    address: 'Pärnu mnt 139',
    city: 'Tallinn',
    postal_code: '11317',
    county: 'Harju',
    phone: '+372 650 4321',
    email: 'ost@ehitusmaailm.test',
  },
] as const;

const USERS = [
  {
    client: 'pluss',
    email: 'anna@kodumasin.test',
    name: 'Anna Tamm',
    phone: '+372 5123 4567',
    offers_en: 0,
    offer_payment_term: '14',
    offer_valid_days: 30,
    offer_price_increase: 25,
    signature: 'Lugupidamisega\nAnna Tamm\nmüügijuht\nKodumasin Pluss OÜ\n+372 5123 4567',
  },
  {
    client: 'pluss',
    email: 'mart@kodumasin.test',
    name: 'Mart Kask',
    phone: '+372 5234 5678',
    offers_en: 0,
    offer_payment_term: 'E',
    offer_valid_days: 14,
    offer_price_increase: 20,
    signature: 'Parimat\nMart Kask\nKodumasin Pluss OÜ',
  },
  {
    client: 'ehitus',
    email: 'peeter@ehitus.test',
    name: 'Peeter Saar',
    phone: '+372 5345 6789',
    offers_en: 0,
    offer_payment_term: null,
    offer_valid_days: null,
    offer_price_increase: null,
    signature: null,
  },
] as const;

export async function seedClientsAndUsers(db: Db): Promise<void> {
  const clientIds = new Map<string, number>();
  for (const { key, ...client } of CLIENTS) {
    const row = await db
      .insertInto('b2b_clients')
      .values({ ...client, created_at: SEEDED_AT, updated_at: SEEDED_AT })
      .returning('id')
      .executeTakeFirstOrThrow();
    clientIds.set(key, row.id);
  }
  for (const { client, ...user } of USERS) {
    await db
      .insertInto('users')
      .values({
        ...user,
        b2b_client_id: clientIds.get(client) ?? 0,
        password_hash: await hashPassword(DEMO_PASSWORD),
        active: 1,
        logo_path: user.email === 'anna@kodumasin.test' ? DEMO_LOGO_PATH : null,
        active_pricelist: 'default',
        created_at: SEEDED_AT,
        updated_at: SEEDED_AT,
      })
      .execute();
  }
}
