import type { CartRow as CartRowData, Pricelist } from '@kodumasinad/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { ProductImage } from '../../../components/ui/product-image';
import { formatCents } from '../../../lib/format';
import { QuantityInput } from './quantity-input';

interface CartRowProps {
  row: CartRowData;
  pricelist: Pricelist;
  busy: boolean;
  onQuantity(quantity: number): Promise<boolean>;
  onRemove(): void;
  /** Below the row: its add-on choices (decision 020). */
  children?: ReactNode;
}

/** One product in the cart: picture, title, code, unit price, quantity, line total, 'Eemalda'. */
export function CartRow({ row, pricelist, busy, onQuantity, onRemove, children }: CartRowProps) {
  const { product } = row;
  const suffix = pricelist === 'sales' ? '' : ' +KM';
  const { confirm, dialog } = useConfirm();
  return (
    <li
      data-testid="cart-row"
      className={`grid grid-cols-[64px_1fr] gap-x-4 gap-y-3 border-b border-slate-100 p-4 last:border-0 sm:grid-cols-[80px_1fr_auto_auto_auto] sm:items-center ${
        row.parent_row_id !== null ? 'bg-slate-50 sm:pl-12' : ''
      }`}
    >
      <Link
        to={`/${encodeURIComponent(product.url)}`}
        tabIndex={-1}
        aria-hidden="true"
        className="block size-16 sm:size-20"
      >
        <ProductImage filename={product.filename} alt="" size={100} />
      </Link>
      <div className="min-w-0">
        <Link
          to={`/${encodeURIComponent(product.url)}`}
          className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
        >
          {product.title}
        </Link>
        <p className="text-xs text-slate-500">{product.code}</p>
        <p className="mt-1 text-sm text-slate-700" data-testid="cart-row-price">
          {formatCents(row.price)}
          {suffix}
        </p>
      </div>
      <div className="col-start-2 sm:col-start-auto">
        <QuantityInput
          value={row.quantity}
          label={`Kogus: ${product.title}`}
          disabled={busy}
          onCommit={onQuantity}
          onZero={async () => {
            const remove = await confirm({
              title: `Kas eemaldada „${product.title}“ ostukorvist?`,
              confirmLabel: 'Eemalda',
            });
            if (remove) onRemove();
          }}
        />
      </div>
      <p
        data-testid="cart-row-total"
        className="col-start-2 font-semibold whitespace-nowrap text-slate-900 sm:col-start-auto sm:w-32 sm:text-right"
      >
        {formatCents(row.total)}
        {suffix}
      </p>
      <button
        type="button"
        data-testid="cart-remove"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onRemove();
        }}
        aria-label={`Eemalda ${product.title}`}
        className="col-start-2 justify-self-start text-sm text-red-700 hover:underline aria-disabled:opacity-50 sm:col-start-auto"
      >
        Eemalda
      </button>
      {children && <div className="col-start-2 sm:col-span-4">{children}</div>}
      {dialog}
    </li>
  );
}
