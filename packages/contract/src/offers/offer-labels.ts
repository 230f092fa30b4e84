import { formatPercent } from '../validation/numbers.js';
import type { OfferLanguage } from './offer-rules.js';

/** Texts of the offer document (PDF) and the end customer's page, in the offer's language. */
export interface OfferDocumentLabels {
  title: string;
  number: string;
  date: string;
  validUntil: string;
  paymentTerm: string;
  customer: string;
  registryCode: string;
  vatNumber: string;
  email: string;
  phone: string;
  product: string;
  code: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  discount: string;
  total: string;
  net: string;
  vat: (percent: number) => string;
  gross: string;
  page: (page: number, pages: number) => string;
  accept: string;
  acceptName: string;
  accepted: (name: string, day: string) => string;
  expired: string;
  /** The offer changed after the page was opened: the page shows the new one (issue 22 item 3). */
  changed: string;
  download: string;
}

export const OFFER_DOCUMENT_LABELS: Record<OfferLanguage, OfferDocumentLabels> = {
  et: {
    title: 'Hinnapakkumine',
    number: 'Number',
    date: 'Kuupäev',
    validUntil: 'Kehtib kuni',
    paymentTerm: 'Maksetingimus',
    customer: 'Klient',
    registryCode: 'Registrikood',
    vatNumber: 'KMKR',
    email: 'E-post',
    phone: 'Telefon',
    product: 'Toode',
    code: 'Kood',
    quantity: 'Kogus',
    unit: 'Ühik',
    unitPrice: 'Ühiku hind',
    discount: 'Allahindlus',
    total: 'Summa',
    net: 'Summa käibemaksuta',
    vat: (percent) => `Käibemaks ${formatPercent(percent, 'et')}`,
    gross: 'Kokku',
    page: (page, pages) => `Lk ${page}/${pages}`,
    accept: 'Kinnitan pakkumise',
    acceptName: 'Teie nimi',
    accepted: (name, day) => `Pakkumise kinnitas ${name} ${day}.`,
    expired: 'Pakkumine on aegunud ja seda ei saa enam kinnitada.',
    changed:
      'Pakkumist on vahepeal muudetud. Näete nüüd muudetud pakkumist: vaadake see üle ja kinnitage uuesti.',
    download: 'Laadi alla PDF',
  },
  en: {
    title: 'Quotation',
    number: 'Number',
    date: 'Date',
    validUntil: 'Valid until',
    paymentTerm: 'Payment terms',
    customer: 'Customer',
    registryCode: 'Registry code',
    vatNumber: 'VAT number',
    email: 'E-mail',
    phone: 'Phone',
    product: 'Product',
    code: 'Code',
    quantity: 'Qty',
    unit: 'Unit',
    unitPrice: 'Unit price',
    discount: 'Discount',
    total: 'Total',
    net: 'Total excl. VAT',
    vat: (percent) => `VAT ${formatPercent(percent, 'en')}`,
    gross: 'Total incl. VAT',
    page: (page, pages) => `Page ${page}/${pages}`,
    accept: 'Accept offer',
    acceptName: 'Your name',
    accepted: (name, day) => `Accepted by ${name} on ${day}.`,
    expired: 'This offer has expired and can no longer be accepted.',
    changed:
      'This offer was changed after you opened it. The updated offer is shown: please review it and accept again.',
    download: 'Download PDF',
  },
};

/** Estonian units and their English words (issue 22 item 19: "tk" reads "pcs" in English). */
const ENGLISH_UNITS: Record<string, string> = {
  tk: 'pcs',
  'tk.': 'pcs',
  kmpl: 'set',
  'kmpl.': 'set',
  komplekt: 'set',
  paar: 'pair',
  h: 'h',
  tund: 'h',
  tundi: 'h',
};

/** A row's unit as the offer's language writes it; units without an English word stay as typed. */
export function offerUnit(unit: string, language: OfferLanguage): string {
  if (language !== 'en') return unit;
  return ENGLISH_UNITS[unit.trim().toLowerCase()] ?? unit;
}
