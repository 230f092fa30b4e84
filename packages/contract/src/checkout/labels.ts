/** Transport types of SPEC §4. */
export const TRANSPORT_CODES = ['TTH1', 'TTH2', 'TTH3'] as const;
export type TransportCode = (typeof TRANSPORT_CODES)[number];
export const TRANSPORT_LABELS: Record<TransportCode, string> = {
  TTH1: 'Transport tellija lattu',
  TTH2: 'Klient tuleb ise järele',
  TTH3: 'Kohaletoimetamine paigalduse aadressile',
};

/** Transports priced by the county they go to; the buyer must name the county for these. */
export const COUNTY_PRICED_TRANSPORTS: readonly TransportCode[] = ['TTH1', 'TTH3'];
export function transportNeedsCounty(code: TransportCode): boolean {
  return COUNTY_PRICED_TRANSPORTS.includes(code);
}

/** Transports to an address other than the orderer's: the buyer gives the delivery address. */
export const DELIVERY_ADDRESS_TRANSPORTS: readonly TransportCode[] = ['TTH3'];
export function transportNeedsDeliveryAddress(code: TransportCode): boolean {
  return DELIVERY_ADDRESS_TRANSPORTS.includes(code);
}

/** Payment methods of SPEC §9 with their labels, in the order the payment step lists them. */
export const PAYMENT_METHOD_LABELS = {
  swedbank: 'Swedbank',
  seb: 'SEB',
  lhv: 'LHV',
  luminor: 'Luminor',
  coop: 'Coop Pank',
  citadele: 'Citadele',
  card: 'Kaardimakse',
  esto: 'ESTO',
  esto3: 'ESTO 3',
  inbank: 'Inbank',
  indivy_slice: 'Indivy SLICE',
  indivy_plan: 'Indivy PLAN',
  invoice: 'Arve alusel (Maksan hiljem)',
  testbank: 'Testpank',
} as const;
export type PaymentMethodCode = keyof typeof PAYMENT_METHOD_LABELS;
export const PAYMENT_METHOD_CODES = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethodCode[];

export type OrderStatus = 'open' | 'cancelled' | 'confirmed' | 'archived';
export type PaymentStatus = 'open' | 'failed' | 'invoice' | 'closed';

/** Payment term (SPEC §5): a number of days, or 'E' for prepayment. */
export function parsePaymentTerm(
  term: string | null | undefined,
): { kind: 'days'; days: number } | { kind: 'prepayment' } | null {
  if (term === null || term === undefined) return null;
  const value = term.trim().toUpperCase();
  if (value === 'E') return { kind: 'prepayment' };
  if (/^\d{1,3}$/.test(value)) return { kind: 'days', days: Number(value) };
  return null;
}

/** "Maksan hiljem" (invoice) is offered only to clients whose payment term is a number of days. */
export function canPayLater(term: string | null | undefined): boolean {
  const parsed = parsePaymentTerm(term);
  return parsed?.kind === 'days' && parsed.days > 0;
}
