import type { Cart } from '@kodumasinad/contract';

const notice = 'mb-4 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900';

/** Products that were in the cart but are no longer sold; reported until removed. */
export function MissingProducts({
  missing,
  busy,
  onRemove,
}: {
  missing: Cart['missing'];
  busy: boolean;
  onRemove(productId: number): void;
}) {
  if (missing.length === 0) return null;
  return (
    <ul data-testid="cart-missing" role="status" className={`${notice} space-y-2`}>
      {missing.map((product) => (
        <li key={product.product_id} className="flex flex-wrap items-center justify-between gap-2">
          <span>
            Toode ei ole enam müügil: {product.title} ({product.code})
          </span>
          <button
            type="button"
            disabled={busy}
            onClick={() => onRemove(product.product_id)}
            className="font-medium underline disabled:opacity-50"
          >
            Eemalda
          </button>
        </li>
      ))}
    </ul>
  );
}
