import { CHECKOUT_STEP_PATHS, type OrderDraft } from '@kodumasinad/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatCents } from '../../../lib/format';
import { useSaveOrderStep } from '../api/order-save';
import { StepActions } from './step-actions';

/** Services: optional, priced extras (installation, taking away the old appliance, …). */
export function ServicesStep({ draft }: { draft: OrderDraft }) {
  const save = useSaveOrderStep();
  const navigate = useNavigate();
  const offered = draft.options.services;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(draft.services.filter((code) => offered.some((service) => service.code === code))),
  );

  const toggle = (code: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ step: 'checkout-services', services: [...chosen] });
      await navigate(CHECKOUT_STEP_PATHS['checkout-payment']);
    } catch {
      // The client showed the failure; the buyer stays on this step.
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      {offered.length === 0 ? (
        <p className="text-slate-600">Lisateenuseid ei pakuta.</p>
      ) : (
        <fieldset>
          <legend className="mb-3 text-sm text-slate-700">
            Vali soovi korral lisateenused. Teenused ei ole kohustuslikud.
          </legend>
          <div className="space-y-3">
            {offered.map((service) => (
              <label
                key={service.code}
                className="flex cursor-pointer gap-3 rounded-md border border-slate-200 p-4 hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  data-testid={`service-option-${service.code}`}
                  checked={chosen.has(service.code)}
                  onChange={(event) => toggle(service.code, event.target.checked)}
                  className="mt-1"
                />
                <span className="flex-1">
                  <span className="block font-medium text-slate-900">{service.title}</span>
                  {service.description && (
                    <span className="block text-sm text-slate-600">{service.description}</span>
                  )}
                </span>
                <span className="text-sm font-semibold whitespace-nowrap text-slate-900">
                  {formatCents(service.price)} +KM{service.per === 'item' ? ' / tk' : ' / tellimus'}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <StepActions
        back={CHECKOUT_STEP_PATHS['checkout-transport']}
        backLabel="Transport"
        pending={save.isPending}
      />
    </form>
  );
}
