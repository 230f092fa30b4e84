import { PRICELISTS, type Pricelist, type User } from '@kodumasinad/contract';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../platform/passwords.js';
import type { UserRepository, UserWithClientRow } from './user.repository.js';

/** Public URL prefix of stored images (logos now, product pictures later). */
const IMAGE_URL_PREFIX = '/images/';

const isPricelist = (value: string): value is Pricelist => (PRICELISTS as readonly string[]).includes(value);

export function toUser(row: UserWithClientRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    b2b_client: {
      id: row.b2b_client_id,
      name: row.client_name,
      registry_code: row.client_registry_code,
      vat_number: row.client_vat_number,
      can_offers: row.client_can_offers === 1,
      offers_en: row.client_offers_en === 1,
      payment_term: row.client_payment_term,
    },
    offers_en: row.offers_en === 1,
    offer_payment_term: row.offer_payment_term,
    offer_valid_days: row.offer_valid_days,
    offer_price_increase: row.offer_price_increase,
    signature: row.signature,
    logo: row.logo_path === null ? null : `${IMAGE_URL_PREFIX}${row.logo_path}`,
    active_pricelist: isPricelist(row.active_pricelist) ? row.active_pricelist : 'default',
  };
}

export class UserService {
  constructor(private readonly users: UserRepository) {}

  /** The active user, or null when the id names no active user. */
  async findUser(id: number): Promise<User | null> {
    const row = await this.users.findById(id);
    return row === undefined ? null : toUser(row);
  }

  async findUserByEmail(email: string): Promise<User | null> {
    const row = await this.users.findByEmail(email);
    return row === undefined ? null : toUser(row);
  }

  /** The user whose e-mail and password match, or null (in the same time either way). */
  async authenticate(email: string, password: string): Promise<User | null> {
    const row = await this.users.findByEmail(email);
    if (row === undefined) return verifyAgainstDummy(password).then(() => null);
    if (!(await verifyPassword(row.password_hash, password))) return null;
    // A hash from older parameters is replaced while the password is at hand.
    if (needsRehash(row.password_hash)) await this.changePassword(row.id, password);
    return toUser(row);
  }

  async setPricelist(user: User, name: Pricelist): Promise<User> {
    await this.users.setActivePricelist(user.id, name);
    return { ...user, active_pricelist: name };
  }

  async changePassword(userId: number, password: string): Promise<void> {
    await this.users.setPasswordHash(userId, await hashPassword(password));
  }
}
