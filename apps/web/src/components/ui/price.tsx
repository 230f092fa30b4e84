import { priceDisplay, type PriceFields } from '@kodumasinad/contract';
import { formatCents } from '../../lib/format';
import { useUser } from '../../lib/state/user';

const sizes = {
  sm: { current: 'text-sm font-semibold', old: 'text-xs' },
  md: { current: 'text-base font-semibold', old: 'text-sm' },
  lg: { current: 'text-2xl font-bold', old: 'text-base' },
} as const;

interface PriceProps {
  product: PriceFields;
  size?: keyof typeof sizes;
  className?: string;
}

/**
 * Every price on screen (SPEC §4, contract `priceDisplay`) in the user's active price list:
 * a running discount shows the regular price struck through and the new one in red; the
 * sales view shows VAT-inclusive prices, the purchase view net prices with '+KM'.
 */
export function Price({ product, size = 'md', className = '' }: PriceProps) {
  const pricelist = useUser()?.active_pricelist ?? 'default';
  const shown = priceDisplay(product, pricelist);
  const style = sizes[size];
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-1.5 ${className}`}>
      {shown.old !== null && (
        <>
          <s data-testid="price-old" className={`text-slate-600 line-through ${style.old}`}>
            {formatCents(shown.old)}
          </s>{' '}
        </>
      )}
      <span
        data-testid="price-current"
        className={`whitespace-nowrap ${style.current} ${shown.discounted ? 'text-red-700' : 'text-slate-900'}`}
      >
        {formatCents(shown.current)}
      </span>
      {shown.suffix && (
        <>
          {' '}
          <span data-testid="price-suffix" className="text-xs font-medium text-slate-600">
            {shown.suffix}
          </span>
        </>
      )}
    </span>
  );
}
