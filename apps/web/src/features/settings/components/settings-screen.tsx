import { formatDecimal, type FieldErrors } from '@kodumasinad/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { PageTitle } from '../../../components/ui/page-title';
import { isApiError } from '../../../lib/api';
import { useUser } from '../../../lib/state/user';
import { useRemoveLogo } from '../api/remove-logo';
import { useSaveSettings } from '../api/save-settings';

const first = (errors: FieldErrors, field: string) => errors[field]?.[0];

/** /seaded: the user's name, a password change, and the offer defaults and logo (with the offer right). */
export function SettingsScreen() {
  const user = useUser();
  const save = useSaveSettings();
  const removeLogo = useRemoveLogo();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formKey, setFormKey] = useState(0);
  // The chosen logo is kept apart from the form: a save refused for another field keeps it, and
  // the next save sends it again (issue 22 item 12).
  const [logo, setLogo] = useState<File | null>(null);
  if (user === null) return null;
  const offers = user.b2b_client.can_offers;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.delete('logo');
    if (logo !== null) form.set('logo', logo);
    if (offers && user?.b2b_client.offers_en === true)
      form.set('offers_en', form.get('offers_en') === 'on' ? '1' : '0');
    setErrors({});
    try {
      await save.mutateAsync(form);
      setLogo(null);
      setFormKey((key) => key + 1);
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
    }
  }

  return (
    <section className="max-w-2xl">
      <PageTitle>Seaded</PageTitle>
      <p className="mb-6 text-slate-700">
        <span className="font-medium">{user.name}</span> · {user.email} · {user.b2b_client.name}
      </p>
      <form key={formKey} onSubmit={(event) => void submit(event)} className="space-y-8" noValidate>
        {offers && (
          <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <legend className="px-1 font-semibold">Pakkumiste vaikeväärtused</legend>
            {user.b2b_client.offers_en && (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="offers_en" defaultChecked={user.offers_en} />
                Uued pakkumised inglise keeles
              </label>
            )}
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                label="Maksetingimus (päevad või E)"
                name="offer_payment_term"
                defaultValue={user.offer_payment_term ?? ''}
                error={first(errors, 'offer_payment_term')}
              />
              <TextField
                label="Kehtivus päevades"
                name="offer_valid_days"
                inputMode="numeric"
                defaultValue={user.offer_valid_days ?? ''}
                error={first(errors, 'offer_valid_days')}
              />
              <TextField
                label="Juurdehindlus %"
                name="offer_price_increase"
                inputMode="decimal"
                defaultValue={
                  user.offer_price_increase === null ? '' : formatDecimal(user.offer_price_increase)
                }
                error={first(errors, 'offer_price_increase')}
              />
            </div>
            <TextAreaField
              label="Allkiri"
              name="signature"
              rows={4}
              defaultValue={user.signature ?? ''}
              error={first(errors, 'signature')}
            />
            <div>
              <p className="mb-1 text-sm font-medium text-slate-700">Logo</p>
              {user.logo !== null && (
                <div className="mb-2 flex items-center gap-4">
                  <img
                    src={user.logo}
                    alt="Praegune logo"
                    className="max-h-20 max-w-60 rounded border border-slate-200"
                  />
                  <Button
                    variant="secondary"
                    onClick={() => removeLogo.mutate()}
                    disabled={removeLogo.isPending}
                  >
                    Eemalda logo
                  </Button>
                </div>
              )}
              <label className="block text-sm">
                <span className="sr-only">Laadi üles logo</span>
                <input
                  type="file"
                  name="logo"
                  accept=".jpg,.jpeg,.png,.gif"
                  aria-label="Logo fail"
                  aria-invalid={first(errors, 'logo') ? true : undefined}
                  aria-describedby="settings-logo-hint"
                  className="block text-sm"
                  onChange={(event) => setLogo(event.currentTarget.files?.[0] ?? null)}
                />
              </label>
              {logo !== null && (
                <p className="mt-1 text-sm text-slate-700" data-testid="chosen-logo">
                  Valitud fail: {logo.name} (salvestatakse koos seadetega)
                </p>
              )}
              <p id="settings-logo-hint" className="mt-1 text-xs text-slate-500">
                jpg, jpeg, png või gif, kuni 2 MB.
              </p>
              {first(errors, 'logo') && <p className="mt-1 text-sm text-red-700">{first(errors, 'logo')}</p>}
            </div>
          </fieldset>
        )}
        <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <legend className="px-1 font-semibold">Salasõna muutmine</legend>
          <TextField
            label="Praegune salasõna"
            name="current_password"
            type="password"
            autoComplete="current-password"
            error={first(errors, 'current_password')}
          />
          <TextField
            label="Uus salasõna"
            name="password"
            type="password"
            autoComplete="new-password"
            error={first(errors, 'password')}
          />
          <TextField
            label="Uus salasõna uuesti"
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            error={first(errors, 'password_confirmation')}
          />
        </fieldset>
        <Button type="submit" disabled={save.isPending}>
          Salvesta
        </Button>
      </form>
    </section>
  );
}
