import type { Cart } from '@kodumasinad/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCart } from '../api/cart';
import { useClearCart } from '../api/cart-clear';
import { useRemoveFromCart } from '../api/cart-delete';
import { useToggleAddOn } from '../api/cart-add-on';
import { useUpdateCartQuantity } from '../api/cart-update';
import { AddByCode } from './add-by-code';
import { AddOnChoices } from './add-on-choices';
import { MissingProducts } from './cart-notices';
import { CartRow } from './cart-row';
import { CartSummary } from './cart-summary';

interface AddOnToggle {
  addOnId: number;
  rowId: number;
  checked: boolean;
}

/** The add-ons in the cart under row `rowId`, with the tick on its way to the server shown already. */
function ticked(cart: Cart, rowId: number, pending: AddOnToggle | undefined): Set<number> {
  const set = new Set(cart.rows.filter((row) => row.parent_row_id === rowId).map((row) => row.product.id));
  if (pending?.rowId === rowId) {
    if (pending.checked) set.add(pending.addOnId);
    else set.delete(pending.addOnId);
  }
  return set;
}

/**
 * /ostukorv: the rows with quantity edits and removal, clearing, totals and 'Vormista tellimus',
 * which starts the checkout the app composes in (`onCheckout`).
 */
export function CartPage({ onCheckout }: { onCheckout(): Promise<unknown> }) {
  const cart = useCart();
  const update = useUpdateCartQuantity();
  const remove = useRemoveFromCart();
  const clear = useClearCart();
  const toggleAddOn = useToggleAddOn();
  const pendingToggle = toggleAddOn.isPending ? toggleAddOn.variables : undefined;
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [starting, setStarting] = useState(false);
  const busy = update.isPending || remove.isPending || clear.isPending || toggleAddOn.isPending || starting;

  const startCheckout = async () => {
    setStarting(true);
    try {
      await onCheckout();
    } finally {
      setStarting(false);
    }
  };

  const onQuantity = async (productId: number, quantity: number) =>
    (await update.mutateAsync({ productId, quantity })) !== undefined;

  const data: Cart | undefined = cart.data;
  // Add-on rows show as ticked choices under their row; one whose row is gone shows on its own.
  const rowIds = new Set(data?.rows.map((row) => row.row_id));
  return (
    <section>
      <PageTitle>Ostukorv</PageTitle>
      <AddByCode />
      {data && <MissingProducts missing={data.missing} busy={busy} onRemove={(id) => remove.mutate(id)} />}
      {!data && !cart.isError && <Skeleton title={false} />}
      {!data && cart.isError && (
        <p role="alert" className="text-red-700">
          Ostukorvi ei õnnestunud laadida. Palun proovi uuesti.
        </p>
      )}
      {data && data.rows.length === 0 && (
        <div data-testid="cart-empty" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-slate-700">Ostukorv on tühi.</p>
          <Link to="/" className="mt-2 inline-block text-brand-700 hover:underline">
            Jätka ostlemist avalehelt
          </Link>
        </div>
      )}
      {data && data.rows.length > 0 && (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
          <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
            <ul aria-label="Ostukorvi tooted">
              {data.rows
                .filter((row) => row.parent_row_id === null || !rowIds.has(row.parent_row_id))
                .map((row) => (
                  <CartRow
                    key={row.row_id}
                    row={row}
                    pricelist={data.pricelist}
                    busy={busy}
                    onQuantity={(quantity) => onQuantity(row.product.id, quantity)}
                    onRemove={() => remove.mutate(row.product.id)}
                  >
                    <AddOnChoices
                      productTitle={row.product.title}
                      addOns={row.add_ons}
                      checked={ticked(data, row.row_id, pendingToggle)}
                      pricelist={data.pricelist}
                      disabled={busy}
                      collapsible
                      onChange={(addOnId, checked) =>
                        toggleAddOn.mutate({ addOnId, rowId: row.row_id, checked })
                      }
                    />
                  </CartRow>
                ))}
            </ul>
            <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 p-4">
              {confirmingClear ? (
                <>
                  <span className="text-sm text-slate-700">Kas tühjendada kogu ostukorv?</span>
                  <Button
                    variant="secondary"
                    data-testid="cart-clear-confirm"
                    disabled={busy}
                    onClick={() => clear.mutate(undefined, { onSettled: () => setConfirmingClear(false) })}
                  >
                    Jah, tühjenda
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirmingClear(false)}>
                    Loobu
                  </Button>
                </>
              ) : (
                <Button
                  variant="ghost"
                  data-testid="cart-clear"
                  aria-disabled={busy || undefined}
                  onClick={() => {
                    if (!busy) setConfirmingClear(true);
                  }}
                >
                  Tühjenda ostukorv
                </Button>
              )}
            </div>
          </div>
          <aside
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            aria-label="Ostukorvi kokkuvõte"
          >
            <CartSummary cart={data} />
            <Button
              data-testid="cart-checkout"
              className="mt-4 w-full"
              // Not disabled: a quantity saved on blur must not make Tab skip this button.
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) void startCheckout();
              }}
            >
              Vormista tellimus
            </Button>
          </aside>
        </div>
      )}
    </section>
  );
}
