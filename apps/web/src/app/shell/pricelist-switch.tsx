import { PRICELIST_LABELS, PRICELISTS, type Pricelist } from '@kodumasinad/contract';
import { useSwitchPricelist } from '../../features/auth/api/pricelist';

/** Ostuvaade / Müügivaade (SPEC §4 Price view): the active one is pressed. */
export function PricelistSwitch({ active }: { active: Pricelist }) {
  const switchTo = useSwitchPricelist();
  return (
    <div role="group" aria-label="Hinnavaade" className="flex gap-1 px-4 py-2">
      {PRICELISTS.map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={name === active}
          disabled={switchTo.isPending}
          onClick={() => {
            if (name !== active) switchTo.mutate(name);
          }}
          className={`flex-1 rounded-md px-3 py-1.5 text-sm font-medium ${
            name === active ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
          }`}
        >
          {PRICELIST_LABELS[name]}
        </button>
      ))}
    </div>
  );
}
