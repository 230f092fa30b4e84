import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  PRICELISTS,
  type Pricelist,
  type User,
  type UserSettings,
} from '@kodumasinad/contract';
import { invalidInput, notFound } from '../../platform/errors.js';
import { removeStored, storeImage, type UploadedFile } from '../../platform/uploads.js';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../platform/passwords.js';
import type { Db } from '../../db/database.js';
import { UsersRepository, type UserWithClientRow } from './users.repository.js';

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

/** Logos fit this box (issue 12), re-encoded as PNG. */
export const LOGO_BOX = { width: 600, height: 300 };

export class UserService {
  private readonly users: UsersRepository;

  constructor(
    db: Db,
    /** DATA_DIR: uploaded logos are stored under its storage folder. */
    private readonly dataDir: string = '',
  ) {
    this.users = new UsersRepository(db);
  }

  private async reload(id: number): Promise<User> {
    const user = await this.findUser(id);
    if (user === null) throw notFound();
    return user;
  }

  /**
   * The settings screen: a password change (the current password checked first), and for users
   * whose company makes offers their offer defaults and logo. Nothing is saved unless all is valid.
   */
  async saveSettings(
    user: User,
    settings: UserSettings,
    logo: UploadedFile | null,
    /** The fields the form sent: the others keep their values. */
    sent: ReadonlySet<string>,
  ): Promise<User> {
    if (settings.password !== null) {
      const row = await this.users.findById(user.id);
      if (row === undefined || !(await verifyPassword(row.password_hash, settings.password.current)))
        throw invalidInput({ current_password: [CURRENT_PASSWORD_WRONG_MESSAGE] });
    }
    const offers = user.b2b_client.can_offers;
    const logoPath =
      offers && logo !== null
        ? await storeImage(this.dataDir, logo, {
            field: 'logo',
            folder: 'logos',
            maxWidth: LOGO_BOX.width,
            maxHeight: LOGO_BOX.height,
          })
        : null;
    if (offers) {
      const values = {
        ...settings.offers,
        offers_en: settings.offers.offers_en && user.b2b_client.offers_en ? (1 as const) : (0 as const),
      };
      await this.users.setOfferSettings(
        user.id,
        Object.fromEntries(Object.entries(values).filter(([key]) => sent.has(key))),
      );
      if (logoPath !== null) await this.forgetLogo(await this.users.setLogo(user.id, logoPath));
    }
    if (settings.password !== null) await this.changePassword(user.id, settings.password.next);
    return this.reload(user.id);
  }

  async removeLogo(user: User): Promise<User> {
    await this.forgetLogo(await this.users.setLogo(user.id, null));
    return this.reload(user.id);
  }

  /**
   * Deletes a replaced or removed logo's file unless something still shows it: offers keep the
   * logo they were made with (the demo users' seeded logos are shared the same way).
   */
  async forgetLogo(logoPath: string | null): Promise<void> {
    if (logoPath === null || (await this.users.logoInUse(logoPath))) return;
    await removeStored(this.dataDir, logoPath);
  }

  /** The active user, or null when the id names no active user. */
  async findUser(id: number): Promise<User | null> {
    const row = await this.users.findById(id);
    return row === undefined ? null : toUser(row);
  }

  async findUserByEmail(email: string): Promise<User | null> {
    const row = await this.users.findByEmail(email);
    return row === undefined ? null : toUser(row);
  }

  /**
   * The user whose e-mail and password match, or null (in the same time either way); `blocked`
   * when the user's client is blocked (decision 046), told only to the right password.
   */
  async authenticate(email: string, password: string): Promise<{ user: User; blocked: boolean } | null> {
    const row = await this.users.findByEmailEvenBlocked(email).executeTakeFirst();
    // An invited user has no password yet (empty hash, decision 046): nothing matches it.
    if (row === undefined || row.password_hash === '') return verifyAgainstDummy(password).then(() => null);
    if (!(await verifyPassword(row.password_hash, password))) return null;
    if (row.client_blocked !== 0) return { user: toUser(row), blocked: true };
    // A hash from older parameters is replaced while the password is at hand.
    if (needsRehash(row.password_hash)) await this.changePassword(row.id, password);
    return { user: toUser(row), blocked: false };
  }

  async setPricelist(user: User, name: Pricelist): Promise<User> {
    await this.users.setActivePricelist(user.id, name);
    return { ...user, active_pricelist: name };
  }

  async changePassword(userId: number, password: string): Promise<void> {
    await this.users.setPasswordHash(userId, await hashPassword(password));
  }
}
