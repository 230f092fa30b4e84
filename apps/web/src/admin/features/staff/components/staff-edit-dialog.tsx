import { staffUpdateForm, type StaffAccount } from '@kodumasinad/contract/admin';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { contractResolver, FORM_TRIGGERS } from '../../../../lib/forms/contract-resolver';
import { applyServerErrors } from '../../../../lib/forms/server-errors';
import { useUpdateStaff, type StaffUpdateValues } from '../api/staff-update';
import { ModalDialog } from '../../../components/modal-dialog';
import { ActiveSelect, RoleSelect } from './staff-selects';

const fields = ['name', 'role', 'active'] as const;

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffUpdateValues>({
    ...FORM_TRIGGERS,
    resolver: contractResolver(staffUpdateForm),
    defaultValues: { name: staff.name, role: staff.role, active: String(staff.active) },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      onDone();
    } catch (error) {
      applyServerErrors(error, fields, setError);
    }
  });

  return (
    <ModalDialog title="Muuda töötajat" onClose={onClose}>
      <p className="mb-4 text-sm text-slate-600">{staff.email}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField
          label="Nimi"
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <RoleSelect error={errors.role?.message} {...register('role')} />
        <ActiveSelect error={errors.active?.message} {...register('active')} />
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
