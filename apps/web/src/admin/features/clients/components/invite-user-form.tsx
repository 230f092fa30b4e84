import { ClientUserInviteSchema, type ClientUserInviteValues } from '@kodumasinad/contract/admin';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { FORM_TRIGGERS } from '../../../../lib/forms/contract-resolver';
import { applyServerErrors } from '../../../../lib/forms/server-errors';
import { useInviteUser } from '../api/user-invite';

interface InviteValues {
  name: string;
  email: string;
  phone: string;
}

const fields = ['name', 'email', 'phone'] as const;

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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues>({
    ...FORM_TRIGGERS,
    resolver,
    defaultValues: { name: '', email: '', phone: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      reset();
    } catch (error) {
      applyServerErrors(error, fields, setError);
    }
  });
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 className="font-semibold">Kutsu kasutaja</h3>
      <div className="grid gap-3 md:grid-cols-3">
        <TextField label="Nimi" required error={errors.name?.message} {...register('name')} />
        <TextField
          label="E-post"
          required
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField label="Telefon" type="tel" error={errors.phone?.message} {...register('phone')} />
      </div>
      <Button type="submit" disabled={isSubmitting}>
        Saada kutse
      </Button>
    </form>
  );
}
