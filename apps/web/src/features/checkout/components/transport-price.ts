import type { TransportOption } from '@kodumasinad/contract';
import { formatCents } from '../../../lib/format';

/** The net price of a transport for the chosen county; null while it depends on a county not chosen. */
export function transportPrice(option: TransportOption, county: string): number | null {
  if (option.price !== null) return option.price;
  return county ? (option.prices?.[county] ?? null) : null;
}

/** 'Tasuta', '39,00 € +KM', or 'alates 25,00 € +KM' until a county is chosen. */
export function transportPriceText(option: TransportOption, county: string): string {
  const price = transportPrice(option, county);
  if (price === 0) return 'Tasuta';
  if (price !== null) return `${formatCents(price)} +KM`;
  const prices = Object.values(option.prices ?? {});
  return prices.length > 0 ? `alates ${formatCents(Math.min(...prices))} +KM` : '';
}
