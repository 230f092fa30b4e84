import type { Bootstrap } from '@kodumasinad/contract';
import type { SettingsRepository } from './settings.repository.js';

export type ShopContacts = Bootstrap['contacts'];

const CONTACT_KEYS = ['support_phones', 'wholesale_email', 'legal_name'] as const;

const asString = (value: unknown) => (typeof value === 'string' ? value : '');

export class SettingsService {
  constructor(private readonly settings: SettingsRepository) {}

  /** The help menu's phones and e-mail and the footer's legal name; empty when not configured. */
  async contacts(): Promise<ShopContacts> {
    const values = await this.settings.values(CONTACT_KEYS);
    const phones = values.get('support_phones');
    return {
      phones: Array.isArray(phones)
        ? phones.filter((phone): phone is string => typeof phone === 'string')
        : [],
      email: asString(values.get('wholesale_email')),
      legal_name: asString(values.get('legal_name')),
    };
  }
}
