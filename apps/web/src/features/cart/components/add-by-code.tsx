import type { Product } from '@kodumasinad/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useProductsByCode } from '../api/cart-codes';
import { useAddToCart } from '../api/cart-insert';

const compact = (code: string) => code.toLowerCase().replace(/\s+/g, '');

/**
 * "Lisa koodi järgi" on the cart page: a code field whose suggestions (products whose code begins
 * with it) follow the combobox pattern — arrows move, Enter picks, Escape closes — and "Lisa"
 * puts the chosen product in the cart. Links to the quick order for many codes at once.
 */
export function AddByCode() {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<Product | null>(null);
  const suggestions = useProductsByCode(text);
  const add = useAddToCart();
  const exact = suggestions.find((p) => compact(p.code) === compact(text)) ?? null;
  const target = chosen !== null && compact(chosen.code) === compact(text) ? chosen : exact;
  const shown = open && suggestions.length > 0 && target === null;

  const pick = (product: Product) => {
    setChosen(product);
    setText(product.code);
    setOpen(false);
    setActive(-1);
  };

  const submit = () => {
    if (target === null) return;
    add.mutate(
      { productId: target.id },
      {
        onSuccess: () => {
          setText('');
          setChosen(null);
        },
      },
    );
  };

  return (
    <div className="mb-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="relative min-w-0 flex-1 basis-56">
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
            Lisa koodi järgi
          </label>
          <input
            id={id}
            data-testid="add-by-code"
            role="combobox"
            aria-expanded={shown}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            className="w-full rounded-md border border-slate-500 px-3 py-2"
            value={text}
            placeholder="Tootekood"
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onBlur={() => setOpen(false)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && suggestions.length > 0) {
                event.preventDefault();
                setOpen(true);
                setActive((a) => (a + 1) % suggestions.length);
              } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
                event.preventDefault();
                setActive((a) => (a <= 0 ? suggestions.length - 1 : a - 1));
              } else if (event.key === 'Escape') {
                setOpen(false);
              } else if (event.key === 'Enter' && shown && active >= 0) {
                event.preventDefault();
                pick(suggestions[active] as Product);
              }
            }}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label="Leitud tootekoodid"
            hidden={!shown}
            className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-200 bg-white shadow-lg"
          >
            {suggestions.map((product, index) => (
              <li
                key={product.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(product);
                }}
              >
                <span className="font-medium text-slate-900">{product.code}</span>{' '}
                <span className="text-slate-600">{product.title}</span>
              </li>
            ))}
          </ul>
        </div>
        <Button type="submit" data-testid="add-by-code-submit" disabled={target === null || add.isPending}>
          Lisa
        </Button>
        <Link to="/kiirtellimus" className="py-2 text-sm font-medium text-brand-700 hover:underline">
          Kiirtellimus: mitu koodi korraga
        </Link>
      </form>
      {target !== null && (
        <p className="mt-2 text-sm text-slate-600" data-testid="add-by-code-target">
          {target.title}
        </p>
      )}
    </div>
  );
}
