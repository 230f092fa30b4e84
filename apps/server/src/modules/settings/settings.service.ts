import type { Bootstrap } from '@kodumasinad/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SellerDetails } from '../../platform/seller.js';
import type { SettingsRepository } from './settings.repository.js';

export type ShopContacts = Bootstrap['contacts'];

const CONTACT_KEYS = ['support_phones', 'wholesale_email'] as const;

const asString = (value: unknown) => (typeof value === 'string' ? value : '');

export class SettingsService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly seller: Pick<SellerDetails, 'name'>,
  ) {}

  /**
   * The help menu's phones and e-mail (empty when not configured) and the footer's legal name,
   * SELLER_NAME (decision 063).
   * A corrupt value is logged as an error and shown as unset: every page's bootstrap needs these,
   * and one bad row must not take the whole shop down.
   */
  async contacts(): Promise<ShopContacts> {
    const values = await this.settings.values(CONTACT_KEYS, (error) =>
      this.log.error({ err: error }, 'corrupt setting'),
    );
    const phones = values.get('support_phones');
    return {
      phones: Array.isArray(phones)
        ? phones.filter((phone): phone is string => typeof phone === 'string')
        : [],
      email: asString(values.get('wholesale_email')),
      legal_name: this.seller.name,
    };
  }
}
