import { COUNTIES } from '@kodumasinad/contract';
import { useForm, type FieldPath } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { EmailField, TextField } from '../../../../components/ui/form-field';
import { isApiError } from '../../../../lib/api/api-error';
import { FORM_TRIGGERS } from '../../../../lib/forms/contract-resolver';
import { clientFormResolver, type ClientFormValues } from './client-form-values';
import { DiscountRows } from './discount-rows';

/** Create and edit a client; `save` rejects with the API's error, whose 422 fields land here. */
export function ClientForm(props: {
  initial: ClientFormValues;
  submitLabel: string;
  save(values: ClientFormValues): Promise<unknown>;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ClientFormValues>({
    ...FORM_TRIGGERS,
    resolver: clientFormResolver,
    defaultValues: props.initial,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await props.save(values);
    } catch (error) {
      if (!isApiError(error)) return;
      for (const [key, messages] of Object.entries(error.errors)) {
        const message = messages[0];
        if (message !== undefined) setError(key as FieldPath<ClientFormValues>, { type: 'server', message });
      }
    }
  });
  const text = (
    name: Exclude<keyof ClientFormValues, 'can_offers' | 'offers_en' | 'blocked' | 'discounts'>,
  ) => ({
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-6"
      data-testid="client-form"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Nimi" required autoComplete="organization" {...text('name')} />
        <TextField label="Registrikood" required inputMode="numeric" {...text('registry_code')} />
        <TextField label="KMKR number" placeholder="EE123456789" {...text('vat_number')} />
        <EmailField label="E-post arvetele" {...text('email')} />
        <TextField label="Telefon" type="tel" {...text('phone')} />
        <TextField label="Maksetähtaeg (päevi või E)" placeholder="14" {...text('payment_term')} />
        <TextField label="Aadress" {...text('address')} />
        <TextField label="Postiindeks" {...text('postal_code')} />
        <TextField label="Linn" {...text('city')} />
        <div>
          <label htmlFor="client-county" className="mb-1 block text-sm font-medium text-slate-700">
            Maakond
          </label>
          <select
            id="client-county"
            className="block w-full rounded-md border border-slate-500 px-3 py-2 text-sm"
            aria-invalid={errors.county ? true : undefined}
            {...register('county')}
          >
            <option value="">—</option>
            {COUNTIES.map((county) => (
              <option key={county} value={county}>
                {county}
              </option>
            ))}
          </select>
          {errors.county?.message && <p className="mt-1 text-sm text-red-700">{errors.county.message}</p>}
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-base font-semibold">Õigused</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" {...register('can_offers')} /> Võib teha hinnapakkumisi
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" disabled={!watch('can_offers')} {...register('offers_en')} /> Pakkumised ka
          inglise keeles
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" {...register('blocked')} />{' '}
          <span>
            Blokeeritud{' '}
            <span className="text-sm text-slate-600">
              (kasutajad logitakse välja, uusi tellimusi ei saa teha)
            </span>
          </span>
        </label>
      </fieldset>
      <DiscountRows control={control} register={register} errors={errors.discounts} />
      <Button type="submit" disabled={isSubmitting}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
