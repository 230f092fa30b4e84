import {
  CHECKOUT_STEP_PATHS,
  deliveryAddressForm,
  parseForm,
  readTransportChoice,
  transportNeedsDeliveryAddress,
  type OrderDraft,
  type TransportCode,
  type TransportOption,
} from '@kodumasinad/contract';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { useNavigate } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api';
import { useCounties } from '../api/counties';
import { useSaveOrderStep } from '../api/order-save';
import { useTransports } from '../api/transports';
import { SelectField } from '../../../components/ui/select-field';
import { serverFieldError, StepActions } from './step-actions';
import { transportPriceText } from './transport-price';

interface TransportErrors {
  code?: string;
  county?: string;
  delivery?: Partial<Record<DeliveryField, string>>;
}

/** The delivery address's own fields; its county is the transport's county chosen above. */
type DeliveryField = Exclude<keyof typeof deliveryAddressForm, 'county'>;
type DeliveryValues = Record<DeliveryField, string>;
const DELIVERY_FIELDS: { name: DeliveryField; extra: object; wide?: boolean }[] = [
  { name: 'recipient_name', extra: { autoComplete: 'name' } },
  { name: 'recipient_phone', extra: { type: 'tel', autoComplete: 'tel' } },
  { name: 'address', extra: { autoComplete: 'street-address' }, wide: true },
  { name: 'city', extra: { autoComplete: 'address-level2' } },
  { name: 'postal_code', extra: { inputMode: 'numeric', autoComplete: 'postal-code' } },
];

function deliveryValues(draft: OrderDraft): DeliveryValues {
  const stored = draft.delivery;
  return {
    recipient_name: stored?.recipient_name ?? '',
    recipient_phone: stored?.recipient_phone ?? '',
    address: stored?.address ?? '',
    city: stored?.city ?? '',
    postal_code: stored?.postal_code ?? '',
  };
}

/** The first message per field: the form's own errors, or the server's keyed `delivery.<field>`. */
function deliveryErrors(errors: Record<string, string[]>, prefix = ''): TransportErrors['delivery'] {
  const found: Partial<Record<DeliveryField, string>> = {};
  for (const { name } of DELIVERY_FIELDS) {
    const message = errors[`${prefix}${name}`]?.[0];
    if (message !== undefined) found[name] = message;
  }
  return found;
}

/** Transport: TTH1/TTH2/TTH3 with their prices; a county where the price depends on it. */
export function TransportStep({ draft }: { draft: OrderDraft }) {
  const transports = useTransports();
  const counties = useCounties();
  const save = useSaveOrderStep();
  const navigate = useNavigate();
  const [code, setCode] = useState<TransportCode | null>(draft.transport?.code ?? null);
  const [county, setCounty] = useState<string>(draft.transport?.county ?? draft.contacts.county ?? '');
  const [delivery, setDelivery] = useState<DeliveryValues>(() => deliveryValues(draft));
  const [errors, setErrors] = useState<TransportErrors>({});
  const [pending, setPending] = useState(false);

  if (!transports.data || !counties.data) {
    return transports.isError || counties.isError ? (
      <p role="alert" className="text-red-700">
        {transports.isError ? 'Transpordiviise' : 'Maakondi'} ei õnnestunud laadida.
      </p>
    ) : (
      <Skeleton title={false} />
    );
  }
  const options: TransportOption[] = transports.data;
  const chosen = options.find((option) => option.code === code) ?? null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rule: which transports need a county, and its messages.
    const read = readTransportChoice({ code: chosen?.code, county });
    if (!read.ok) {
      setErrors(read.field === 'code' ? { code: read.message } : { county: read.message });
      return;
    }
    const transport = read.value;
    // A transport to the installation site needs the address it goes to (the contract's form).
    const needsDelivery = transportNeedsDeliveryAddress(transport.code);
    const address = needsDelivery ? parseForm(deliveryAddressForm, { ...delivery, county }) : null;
    if (address !== null && !address.ok) {
      setErrors({ delivery: deliveryErrors(address.errors) });
      return;
    }
    setErrors({});
    setPending(true);
    try {
      // One call: the server sets the cart's transport with the step (the draft shows the cart's).
      // The cart query is always stale (staleTime 0), so the confirm step reloads it.
      await save.mutateAsync({
        step: 'checkout-transport',
        transport,
        ...(address === null ? {} : { delivery: address.value }),
      });
      await navigate(CHECKOUT_STEP_PATHS['checkout-services']);
    } catch (error) {
      const server = isApiError(error) ? error.errors : {};
      setErrors({
        code: serverFieldError(server, 'transport.code'),
        county: serverFieldError(server, 'transport.county') ?? server['delivery.county']?.[0],
        delivery: deliveryErrors(server, 'delivery.'),
      });
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <fieldset aria-describedby={errors.code ? 'transport-code-error' : undefined}>
        <legend className="mb-3 text-sm font-medium text-slate-700">Transpordiviis</legend>
        <div className="space-y-3">
          {options.map((option) => (
            <label
              key={option.code}
              className={`flex cursor-pointer gap-3 rounded-md border p-4 ${
                option.code === code ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                name="transport"
                value={option.code}
                data-testid={`transport-option-${option.code}`}
                checked={option.code === code}
                onChange={() => {
                  setCode(option.code);
                  setErrors({});
                }}
                className="mt-1"
              />
              <span className="flex-1">
                <span className="block font-medium text-slate-900">{option.title}</span>
                {option.description && (
                  <span className="block text-sm text-slate-600">{option.description}</span>
                )}
              </span>
              <span className="text-sm font-semibold whitespace-nowrap text-slate-900">
                {transportPriceText(option, county)}
              </span>
            </label>
          ))}
        </div>
        {errors.code && (
          <p id="transport-code-error" className="mt-2 text-sm text-red-700">
            {errors.code}
          </p>
        )}
      </fieldset>
      {chosen?.county_required && (
        <div className="mt-4 max-w-sm">
          <SelectField
            label="Maakond"
            placeholder="Vali maakond"
            required
            options={counties.data}
            data-testid="county-select"
            value={county}
            error={errors.county}
            onChange={(event) => {
              setCounty(event.target.value);
              setErrors({});
            }}
          />
        </div>
      )}
      {chosen && transportNeedsDeliveryAddress(chosen.code) && (
        <fieldset className="mt-4" data-testid="delivery-fieldset">
          <legend className="mb-1 text-sm font-medium text-slate-700">Tarneaadress</legend>
          <p className="mb-3 text-sm text-slate-600">
            Kuhu seade tuua ja kes selle vastu võtab. Maakonnaks loetakse ülal valitud maakond.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {DELIVERY_FIELDS.map(({ name, extra, wide }) => (
              <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
                <TextField
                  label={deliveryAddressForm[name].label}
                  required
                  name={`delivery.${name}`}
                  data-testid={`delivery-${name}`}
                  value={delivery[name]}
                  error={errors.delivery?.[name]}
                  onChange={(event) => {
                    const value = event.target.value;
                    setDelivery((current) => ({ ...current, [name]: value }));
                  }}
                  {...extra}
                />
              </div>
            ))}
          </div>
        </fieldset>
      )}
      <StepActions
        back={CHECKOUT_STEP_PATHS['checkout-contacts']}
        backLabel="Kontaktandmed"
        pending={pending}
      />
    </form>
  );
}
