import {
  CHECKOUT_STEP_PATHS,
  orderContactsForm,
  type FormValues,
  type OrderContacts,
  type OrderDraft,
} from '@kodumasinad/contract';
import { useNavigate } from 'react-router';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCounties } from '../api/counties';
import { useSaveOrderStep } from '../api/order-save';
import { SelectField } from '../../../components/ui/select-field';
import { StepActions } from './step-actions';

type ContactsValues = FormValues<typeof orderContactsForm>;

function toValues(contacts: OrderContacts): ContactsValues {
  return { ...contacts, county: contacts.county ?? '' };
}

type Options = readonly { value: string; label: string }[];

/** Contacts: prefilled from the draft, once the county choices are in (GET /api/variables). */
export function ContactsStep({ draft }: { draft: OrderDraft }) {
  const counties = useCounties();
  if (counties.data) return <ContactsForm draft={draft} counties={counties.data} />;
  return counties.isError ? (
    <p role="alert" className="text-red-700">
      Maakondi ei õnnestunud laadida.
    </p>
  ) : (
    <Skeleton title={false} />
  );
}

/** The server's `contacts.<field>` errors land on the fields. */
function ContactsForm({ draft, counties }: { draft: OrderDraft; counties: Options }) {
  const save = useSaveOrderStep();
  const navigate = useNavigate();
  const { onSubmit, isSubmitting, field } = useContractForm(orderContactsForm, {
    defaultValues: toValues(draft.contacts),
    submit: async (values) => {
      await save.mutateAsync({ step: 'checkout-contacts', contacts: values });
      await navigate(CHECKOUT_STEP_PATHS['checkout-transport']);
    },
  });

  const text = (name: Exclude<keyof ContactsValues, 'county' | 'notes'>, extra: object = {}) => (
    <TextField
      label={orderContactsForm[name].label}
      required={'required' in orderContactsForm[name].rules}
      {...extra}
      {...field(name)}
    />
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('company', { autoComplete: 'organization' })}
        {text('contact_name', { autoComplete: 'name' })}
        {text('phone', { type: 'tel', autoComplete: 'tel' })}
        {text('email', { type: 'email', autoComplete: 'email' })}
        <div className="sm:col-span-2">{text('address', { autoComplete: 'street-address' })}</div>
        {text('city', { autoComplete: 'address-level2' })}
        {text('postal_code', { inputMode: 'numeric', autoComplete: 'postal-code' })}
        <SelectField
          label={orderContactsForm.county.label}
          placeholder="Vali maakond"
          required
          options={counties}
          {...field('county')}
        />
      </div>
      <div className="mt-4">
        <TextAreaField label={orderContactsForm.notes.label} rows={3} {...field('notes')} />
      </div>
      <StepActions back="/ostukorv" backLabel="Tagasi ostukorvi" pending={isSubmitting} />
    </form>
  );
}
