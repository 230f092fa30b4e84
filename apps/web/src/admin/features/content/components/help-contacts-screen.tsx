import { adminHelpContactsForm, type AdminHelpContacts } from '@kodumasinad/contract/admin';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { contractResolver, FORM_TRIGGERS } from '../../../../lib/forms/contract-resolver';
import { applyServerErrors } from '../../../../lib/forms/server-errors';
import { addToast } from '../../../../lib/state/messages';
import { useHelpContacts } from '../api/help-contacts';
import { useSaveHelpContacts } from '../api/save-help-contacts';

const fields = ['phone_1', 'phone_2', 'email'] as const;

/** /haldus/sisu/kontaktid: the phones and e-mail of the shop's Help dropdown. */
export function HelpContactsScreen() {
  const contacts = useHelpContacts();
  if (!contacts.data) return <p className="text-slate-500">Laen…</p>;
  return <HelpContactsForm initial={contacts.data.data} />;
}

function HelpContactsForm({ initial }: { initial: AdminHelpContacts }) {
  const save = useSaveHelpContacts();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminHelpContacts>({
    ...FORM_TRIGGERS,
    resolver: contractResolver(adminHelpContactsForm),
    defaultValues: initial,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      addToast('Kontaktid on salvestatud.');
    } catch (error) {
      applyServerErrors(error, fields, setError);
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="max-w-xl space-y-4"
      data-testid="help-contacts-form"
    >
      <p className="text-sm text-slate-600">Need näitab e-poe menüü „Abi” klienditoe all.</p>
      <TextField
        label="Telefon 1"
        type="tel"
        required
        error={errors.phone_1?.message}
        {...register('phone_1')}
      />
      <TextField label="Telefon 2" type="tel" error={errors.phone_2?.message} {...register('phone_2')} />
      <TextField
        label="Hulgimüügi e-post"
        type="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" disabled={isSubmitting}>
        Salvesta
      </Button>
    </form>
  );
}
