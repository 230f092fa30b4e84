import { adminHelpContactsForm, type AdminHelpContacts } from '@kodumasinad/contract/admin';
import { Button } from '../../../../components/ui/button';
import { EmailField, TextField } from '../../../../components/ui/form-field';
import { useContractForm } from '../../../../lib/forms/use-contract-form';
import { addToast } from '../../../../lib/state/messages';
import { useHelpContacts } from '../api/help-contacts';
import { useSaveHelpContacts } from '../api/save-help-contacts';

/** /haldus/sisu/kontaktid: the phones and e-mail of the shop's Help dropdown. */
export function HelpContactsScreen() {
  const contacts = useHelpContacts();
  if (!contacts.data) return <p className="text-slate-500">Laen…</p>;
  return <HelpContactsForm initial={contacts.data.data} />;
}

function HelpContactsForm({ initial }: { initial: AdminHelpContacts }) {
  const save = useSaveHelpContacts();
  const { onSubmit, isSubmitting, field } = useContractForm(adminHelpContactsForm, {
    defaultValues: initial,
    submit: async (values) => {
      await save.mutateAsync(values);
      addToast('Kontaktid on salvestatud.');
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4" data-testid="help-contacts-form">
      <p className="text-sm text-slate-600">Need näitab e-poe menüü „Abi” klienditoe all.</p>
      <TextField label="Telefon 1" type="tel" required {...field('phone_1')} />
      <TextField label="Telefon 2" type="tel" {...field('phone_2')} />
      <EmailField label="Hulgimüügi e-post" required {...field('email')} />
      <Button type="submit" disabled={isSubmitting}>
        Salvesta
      </Button>
    </form>
  );
}
