import { staffCreateForm } from '@kodumasinad/contract/admin';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { contractResolver, FORM_TRIGGERS } from '../../../../lib/forms/contract-resolver';
import { applyServerErrors } from '../../../../lib/forms/server-errors';
import { useCreateStaff, type StaffCreateValues } from '../api/staff-create';
import { ModalDialog } from '../../../components/modal-dialog';
import { RoleSelect } from './staff-selects';

const fields = ['email', 'name', 'role', 'password'] as const;

/** "Lisa töötaja": e-mail, name, role and a first password; the contract's rules, then the server's. */
export function StaffCreateDialog({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const create = useCreateStaff();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffCreateValues>({
    ...FORM_TRIGGERS,
    resolver: contractResolver(staffCreateForm),
    defaultValues: { email: '', name: '', role: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      onDone();
    } catch (error) {
      applyServerErrors(error, fields, setError);
    }
  });

  return (
    <ModalDialog title="Lisa töötaja" onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField
          label="E-post"
          required
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Nimi"
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <RoleSelect error={errors.role?.message} {...register('role')} />
        <TextField
          label="Salasõna"
          required
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Loobu
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            Lisa töötaja
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
