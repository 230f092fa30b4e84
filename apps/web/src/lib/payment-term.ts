import { parsePaymentTerm } from '@kodumasinad/contract';

/** SPEC §5: 'Maksetähtaeg: 14 päeva' for a number of days, 'Ettemaks' for 'E'; null otherwise. */
export function paymentTermText(term: string | null): string | null {
  const parsed = parsePaymentTerm(term);
  if (!parsed) return null;
  if (parsed.kind === 'prepayment') return 'Ettemaks';
  return `Maksetähtaeg: ${parsed.days} ${parsed.days === 1 ? 'päev' : 'päeva'}`;
}
