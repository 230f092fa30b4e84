import { staffUpdateForm, type StaffAccount } from '@kodumasinad/contract/admin';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { useContractForm } from '../../../../lib/forms/use-contract-form';
import { useUpdateStaff } from '../api/staff-update';
import { ModalDialog } from '../../../components/modal-dialog';
import { ActiveSelect, RoleSelect } from './staff-selects';

/** "Muuda töötajat": name, role and whether the account is active (the e-mail stays). */
export function StaffEditDialog({
  staff,
  onClose,
  onDone,
}: {
  staff: StaffAccount;
  onClose(): void;
  onDone(): void;
}) {
  const update = useUpdateStaff(staff.id);
  const { onSubmit, isSubmitting, field } = useContractForm(staffUpdateForm, {
    defaultValues: { name: staff.name, role: staff.role, active: String(staff.active) },
    submit: async (values) => {
      await update.mutateAsync(values);
      onDone();
    },
  });

  return (
    <ModalDialog title="Muuda töötajat" onClose={onClose}>
      <p className="mb-4 text-sm text-slate-600">{staff.email}</p>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Nimi" required autoComplete="off" {...field('name')} />
        <RoleSelect {...field('role')} />
        <ActiveSelect {...field('active')} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Loobu
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            Salvesta
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
