import { staffCreateForm } from '@kodumasinad/contract/admin';
import { Button } from '../../../../components/ui/button';
import { EmailField, TextField } from '../../../../components/ui/form-field';
import { useContractForm } from '../../../../lib/forms/use-contract-form';
import { useCreateStaff } from '../api/staff-create';
import { ModalDialog } from '../../../components/modal-dialog';
import { RoleSelect } from './staff-selects';

/** "Lisa töötaja": e-mail, name, role and a first password; the contract's rules, then the server's. */
export function StaffCreateDialog({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const create = useCreateStaff();
  const { onSubmit, isSubmitting, field } = useContractForm(staffCreateForm, {
    defaultValues: { email: '', name: '', role: '', password: '' },
    submit: async (values) => {
      await create.mutateAsync(values);
      onDone();
    },
  });

  return (
    <ModalDialog title="Lisa töötaja" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField required autoComplete="off" {...field('email')} />
        <TextField label="Nimi" required autoComplete="off" {...field('name')} />
        <RoleSelect {...field('role')} />
        <TextField
          label="Salasõna"
          required
          type="password"
          autoComplete="new-password"
          {...field('password')}
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
