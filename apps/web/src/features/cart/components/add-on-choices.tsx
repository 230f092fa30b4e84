import type { Pricelist, Product } from '@kodumasinad/contract';
import { useId } from 'react';
import { formatCents } from '../../../lib/format';

interface AddOnChoicesProps {
  /** The product the add-ons go with, for the group's accessible name. */
  productTitle: string;
  addOns: readonly Product[];
  checked: ReadonlySet<number>;
  pricelist: Pricelist;
  disabled?: boolean;
  onChange(addOnId: number, checked: boolean): void;
}

/** Unit price in the active view: VAT-inclusive in the sales view, else net with '+KM'. */
export function addOnPrice(product: Product, pricelist: Pricelist): string {
  return pricelist === 'sales' ? formatCents(product.price_vat) : `${formatCents(product.price)} +KM`;
}

/**
 * The add-ons (accessories, services) that fit a product, as tick boxes: on the product page
 * before adding it, and in the cart under its row (decision 020).
 */
export function AddOnChoices({
  productTitle,
  addOns,
  checked,
  pricelist,
  disabled = false,
  onChange,
}: AddOnChoicesProps) {
  const id = useId();
  if (addOns.length === 0) return null;
  return (
    <fieldset data-testid="add-on-choices" aria-labelledby={`${id}-legend`} className="space-y-1.5">
      <legend id={`${id}-legend`} className="mb-1 text-sm font-medium text-slate-700">
        Lisatarvikud ja teenused
        <span className="sr-only"> tootele {productTitle}</span>
      </legend>
      {addOns.map((addOn) => (
        <label
          key={addOn.id}
          className="flex min-h-6 cursor-pointer items-start gap-2 text-sm text-slate-800"
        >
          {/* aria-disabled rather than disabled, as the cart's other controls: a box disabled
              while it has focus (a quantity saved on blur as Tab arrives here) drops focus to the
              page. A click while busy changes nothing, the box stays as the cart says. */}
          <input
            type="checkbox"
            data-testid="add-on-choice"
            className="mt-0.5 size-4 aria-disabled:cursor-wait aria-disabled:opacity-60"
            checked={checked.has(addOn.id)}
            aria-disabled={disabled || undefined}
            onChange={(event) => {
              if (!disabled) onChange(addOn.id, event.target.checked);
            }}
          />
          <span className="flex-1">{addOn.title}</span>
          <span className="whitespace-nowrap text-slate-600">{addOnPrice(addOn, pricelist)}</span>
        </label>
      ))}
    </fieldset>
  );
}
