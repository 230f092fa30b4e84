import type { StaffAccount } from '@kodumasinad/contract/admin';
import { Button } from '../../../../components/ui/button';
import { useResetStaffTotp } from '../api/staff-reset-totp';
import { ModalDialog } from '../../../components/modal-dialog';

/** The confirmation before a member's authenticator is forgotten (and their sessions ended). */
export function ResetTotpDialog({
  staff,
  onClose,
  onDone,
}: {
  staff: StaffAccount;
  onClose(): void;
  onDone(): void;
}) {
  const reset = useResetStaffTotp();
  async function confirm() {
    try {
      await reset.mutateAsync(staff.id);
      onDone();
    } catch {
      // The failure is in the message area.
      onClose();
    }
  }
  return (
    <ModalDialog title="Lähtesta autentimisrakendus?" onClose={onClose} alert>
      <p className="text-slate-700">
        {staff.name} ({staff.email}) logitakse välja ja järgmisel sisselogimisel tuleb siduda uus
        autentimisrakendus QR-koodiga.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Loobu
        </Button>
        <Button onClick={() => void confirm()} disabled={reset.isPending}>
          Lähtesta
        </Button>
      </div>
    </ModalDialog>
  );
}
