import type { InputHTMLAttributes } from 'react';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import type { Draft } from './offer-draft';

type TextKey = {
  [K in keyof Draft]: Draft[K] extends string ? K : never;
}[keyof Draft];

export interface DraftFieldsProps {
  draft: Draft;
  editable: boolean;
  change(patch: Partial<Draft>): void;
  fieldError(field: string): string | undefined;
}

const fieldsetClass = 'grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm';

/** One text field of the draft, named by its key; the server's message for that key below it. */
function DraftField({
  name,
  label,
  type,
  inputMode,
  draft,
  change,
  fieldError,
}: DraftFieldsProps & {
  name: TextKey;
  label: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode'>) {
  return (
    <TextField
      label={label}
      type={type}
      inputMode={inputMode}
      value={draft[name]}
      onChange={(e) => change({ [name]: e.target.value })}
      error={fieldError(name)}
    />
  );
}

/** The offer's own terms: title, language (when the company may send English offers), validity, payment, markup. */
export function OfferTermsFields({ showLanguage, ...props }: DraftFieldsProps & { showLanguage: boolean }) {
  const { draft, editable, change } = props;
  return (
    <fieldset disabled={!editable} className={`${fieldsetClass} md:grid-cols-2`}>
      <legend className="px-1 font-semibold">Pakkumine</legend>
      <DraftField {...props} name="title" label="Pealkiri" />
      {showLanguage && (
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-slate-700">Keel</span>
          <select
            value={draft.language}
            onChange={(e) => change({ language: e.target.value === 'en' ? 'en' : 'et' })}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="et">Eesti</option>
            <option value="en">Inglise</option>
          </select>
        </label>
      )}
      <DraftField {...props} name="valid_days" label="Kehtivus päevades" inputMode="numeric" />
      <DraftField {...props} name="payment_term" label="Maksetingimus (päevad või E)" />
      <DraftField {...props} name="price_increase" label="Juurdehindlus %" inputMode="decimal" />
    </fieldset>
  );
}

/** The end customer the offer is for. */
export function OfferCustomerFields(props: DraftFieldsProps) {
  return (
    <fieldset disabled={!props.editable} className={`${fieldsetClass} md:grid-cols-2`}>
      <legend className="px-1 font-semibold">Klient</legend>
      <DraftField {...props} name="customer_name" label="Kliendi nimi" />
      <DraftField {...props} name="customer_company" label="Ettevõte" />
      <DraftField {...props} name="customer_registry_code" label="Registrikood" />
      <DraftField {...props} name="customer_email" label="Kliendi e-post" type="email" />
      <DraftField {...props} name="customer_phone" label="Telefon" />
      <DraftField {...props} name="customer_address" label="Aadress" />
    </fieldset>
  );
}

/** The letter around the rows: introduction and signature. */
export function OfferTextsFields({ draft, editable, change, fieldError }: DraftFieldsProps) {
  return (
    <fieldset disabled={!editable} className={fieldsetClass}>
      <legend className="px-1 font-semibold">Tekstid</legend>
      <TextAreaField
        label="Sissejuhatus"
        rows={3}
        value={draft.intro}
        onChange={(e) => change({ intro: e.target.value })}
        error={fieldError('intro')}
      />
      <TextAreaField
        label="Allkiri"
        rows={4}
        value={draft.signature}
        onChange={(e) => change({ signature: e.target.value })}
        error={fieldError('signature')}
      />
    </fieldset>
  );
}
