import { MAX_COMPARE_PRODUCTS } from '@kodumasinad/contract';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api';
import { useAddToCompare } from '../api/compare-add';
import { useCompareIds } from '../api/compares';
import { useRemoveFromCompare } from '../api/compare-remove';

interface CompareToggleProps {
  productId: number;
  /** Named in the button's accessible name on listings, where many such buttons stand together. */
  productTitle?: string;
  /** The product page also links to the comparison once the product is in it. */
  showLink?: boolean;
}

/** 'Lisa võrdlusesse' / 'Eemalda võrdlusest' for one product. */
export function CompareToggle({ productId, productTitle, showLink = false }: CompareToggleProps) {
  const ids = useCompareIds();
  const add = useAddToCompare();
  const remove = useRemoveFromCompare();
  const inCompare = ids.data?.includes(productId) ?? false;
  const busy = ids.isPending || add.isPending || remove.isPending;
  // The server's own text (e.g. the limit of 4) stays beside the button the user pressed.
  const refusal = add.error && isApiError(add.error) && add.error.status === 422 ? add.error.message : null;

  const text = inCompare ? 'Eemalda võrdlusest' : 'Lisa võrdlusesse';

  const toggle = () => {
    add.reset();
    if (inCompare) remove.mutate(productId);
    else add.mutate(productId);
  };

  return (
    <div className="text-sm">
      <button
        type="button"
        data-testid="compare-toggle"
        aria-pressed={inCompare}
        aria-label={productTitle === undefined ? undefined : `${text}: ${productTitle}`}
        disabled={busy}
        onClick={toggle}
        title={inCompare ? undefined : `Võrrelda saab kuni ${MAX_COMPARE_PRODUCTS} toodet`}
        className={`inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1.5 text-xs font-medium transition-colors disabled:opacity-60 sm:text-sm ${
          inCompare
            ? 'border-brand-700 bg-brand-50 text-brand-800 hover:bg-brand-100'
            : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-800'
        }`}
      >
        <span aria-hidden="true">{inCompare ? '✓' : '+'}</span>
        {text}
      </button>
      {showLink && inCompare && (
        <Link to="/vordlus" className="ml-3 text-brand-700 hover:underline">
          Vaata võrdlust
        </Link>
      )}
      {refusal && <p className="mt-1 text-xs text-red-700">{refusal}</p>}
    </div>
  );
}
