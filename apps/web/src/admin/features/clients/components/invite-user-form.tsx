import { ClientUserInviteSchema, type ClientUserInviteValues } from '@kodumasinad/contract/admin';
import type { FieldError, Resolver } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { EmailField, TextField } from '../../../../components/ui/form-field';
import { useContractForm } from '../../../../lib/forms/use-contract-form';
import { useInviteUser } from '../api/user-invite';

interface InviteValues {
  name: string;
  email: string;
  phone: string;
}

const resolver: Resolver<InviteValues> = (values) => {
  const result = ClientUserInviteSchema.safeParse(values satisfies ClientUserInviteValues);
  if (result.success) return { values, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    errors[String(issue.path[0])] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

/** Invite a person: the server creates the user and mails a link to set a password (7 days). */
export function InviteUserForm({ clientId }: { clientId: number }) {
  const invite = useInviteUser(clientId);
  const { reset, onSubmit, isSubmitting, field } = useContractForm(resolver, {
    defaultValues: { name: '', email: '', phone: '' },
    submit: async (values) => {
      await invite.mutateAsync(values);
      reset();
    },
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 className="font-semibold">Kutsu kasutaja</h3>
      <div className="grid gap-3 md:grid-cols-3">
        <TextField label="Nimi" required {...field('name')} />
        <EmailField required {...field('email')} />
        <TextField label="Telefon" type="tel" {...field('phone')} />
      </div>
      <Button type="submit" disabled={isSubmitting}>
        Saada kutse
      </Button>
    </form>
  );
}
