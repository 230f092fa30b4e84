import type { Pricelist, Product } from '@kodumasinad/contract';
import { useId, useState } from 'react';
import { formatCents } from '../../../lib/format';

interface AddOnChoicesProps {
  /** The product the add-ons go with, for the group's accessible name. */
  productTitle: string;
  addOns: readonly Product[];
  checked: ReadonlySet<number>;
  pricelist: Pricelist;
  disabled?: boolean;
  /**
   * The cart (issue 22 item 15): only the ticked add-ons show, and a "Lisa teenuseid (N)" toggle
   * opens the rest. The product page shows them all.
   */
  collapsible?: boolean;
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
  collapsible = false,
  onChange,
}: AddOnChoicesProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // A box the buyer has used stays in view even when unticked, so it never vanishes under focus.
  const [kept, setKept] = useState<ReadonlySet<number>>(() => new Set());
  if (addOns.length === 0) return null;
  const inView = (addOn: Product) => !collapsible || open || checked.has(addOn.id) || kept.has(addOn.id);
  const hidden = collapsible
    ? addOns.filter((addOn) => !checked.has(addOn.id) && !kept.has(addOn.id)).length
    : 0;
  const listId = `${id}-list`;
  return (
    <fieldset data-testid="add-on-choices" aria-labelledby={`${id}-legend`} className="space-y-1.5">
      <legend id={`${id}-legend`} className="mb-1 text-sm font-medium text-slate-700">
        Lisatarvikud ja teenused
        <span className="sr-only"> tootele {productTitle}</span>
      </legend>
      <div id={listId} className="space-y-1.5">
        {addOns.filter(inView).map((addOn) => (
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
                if (disabled) return;
                if (collapsible) setKept((ids) => new Set(ids).add(addOn.id));
                onChange(addOn.id, event.target.checked);
              }}
            />
            <span className="flex-1">{addOn.title}</span>
            <span className="whitespace-nowrap text-slate-600">{addOnPrice(addOn, pricelist)}</span>
          </label>
        ))}
      </div>
      {collapsible && hidden > 0 && (
        <button
          type="button"
          data-testid="add-ons-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex min-h-6 items-center gap-1 rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span aria-hidden="true">{open ? '−' : '+'}</span>
          Lisa teenuseid ({hidden})
        </button>
      )}
    </fieldset>
  );
}
