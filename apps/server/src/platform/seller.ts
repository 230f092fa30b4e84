import { formatIban } from '@kodumasinad/contract';
import type { SellerConfig } from '../config.js';
import { escapeHtml } from './html.js';

/**
 * The seller's details from the one place they are kept, the SELLER_* configuration (decision
 * 063): the placeholders pages are written with, and the signature of the shop's e-mails.
 */
export type SellerDetails = Pick<
  SellerConfig,
  'name' | 'registryCode' | 'vatNumber' | 'address' | 'ibans' | 'email' | 'phone'
>;

/** Each placeholder's value: `{{seller.registry_code}}` in a page reads `registry_code`. */
export function sellerPlaceholderValues(seller: SellerDetails): Record<string, string> {
  return {
    name: seller.name,
    registry_code: seller.registryCode,
    vat_number: seller.vatNumber,
    address: seller.address,
    email: seller.email,
    phone: seller.phone,
    /** For `tel:` links: the number without spaces. */
    phone_link: seller.phone.replace(/\s+/g, ''),
    iban: formatIban(seller.ibans[0] ?? ''),
  };
}

const PLACEHOLDER = /\{\{\s*seller\.([a-z_]+)\s*\}\}/g;

/** HTML with its `{{seller.*}}` placeholders filled in, escaped; unknown ones are left as written. */
export function fillSellerDetails(html: string, seller: SellerDetails): string {
  const values = sellerPlaceholderValues(seller);
  return html.replace(PLACEHOLDER, (whole, key: string) => {
    // Own keys only: `{{seller.constructor}}` must stay text, never reach the object's prototype.
    return Object.hasOwn(values, key) ? escapeHtml(values[key] as string) : whole;
  });
}

/** The lines that close every e-mail of the shop: who the seller is and how to reach them. */
export function sellerSignatureLines(seller: SellerDetails): string[] {
  return [
    seller.name,
    seller.address,
    `Registrikood ${seller.registryCode}, KMKR ${seller.vatNumber}`,
    `Tel ${seller.phone}, ${seller.email}`,
  ];
}

/** The signature as HTML, one paragraph. */
export function sellerSignatureHtml(seller: SellerDetails): string {
  return `<p>${sellerSignatureLines(seller).map(escapeHtml).join('<br>')}</p>`;
}
