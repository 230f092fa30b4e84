import { type ClientUser } from '@kodumasinad/contract/admin';
import { useClientUsers } from '../api/client-users';
import { useDeactivateUser } from '../api/user-deactivate';
import { useSendPasswordReset } from '../api/user-password-reset';
import { useReactivateUser } from '../api/user-reactivate';
import { useResendInvite } from '../api/user-resend-invite';
import { Button } from '../../../../components/ui/button';
import { InviteUserForm } from './invite-user-form';

const dateTime = new Intl.DateTimeFormat('et-EE', { dateStyle: 'short', timeStyle: 'short' });

function UserActions({ clientId, user, blocked }: { clientId: number; user: ClientUser; blocked: boolean }) {
  const resend = useResendInvite(clientId);
  const deactivate = useDeactivateUser(clientId);
  const reactivate = useReactivateUser(clientId);
  const reset = useSendPasswordReset(clientId);
  const busy = resend.isPending || deactivate.isPending || reactivate.isPending || reset.isPending;
  // A failed call's message is shown by the API client; the rejection needs no more handling.
  const run = (action: { mutateAsync(id: number): Promise<unknown> }) => () =>
    void action.mutateAsync(user.id).catch(() => undefined);
  return (
    <div className="flex flex-wrap gap-2">
      {user.status === 'invited' && !blocked && (
        <Button variant="secondary" disabled={busy} onClick={run(resend)}>
          Saada kutse uuesti
        </Button>
      )}
      {user.status === 'active' && !blocked && (
        <Button variant="secondary" disabled={busy} onClick={run(reset)}>
          Saada salasõna link
        </Button>
      )}
      {user.status === 'inactive' ? (
        <Button variant="secondary" disabled={busy} onClick={run(reactivate)}>
          Aktiveeri
        </Button>
      ) : (
        <Button variant="secondary" disabled={busy} onClick={run(deactivate)}>
          Deaktiveeri
        </Button>
      )}
    </div>
  );
}

/** The client's users with their actions, and the invitation form. */
export function ClientUsersPanel({ clientId, blocked }: { clientId: number; blocked: boolean }) {
  const users = useClientUsers(clientId);
  return (
    <section aria-labelledby="client-users-title" className="space-y-4" data-testid="client-users">
      <h2 id="client-users-title" className="text-xl font-semibold">
        Kasutajad
      </h2>
      {users.data?.length === 0 && <p className="text-slate-600">Kliendil pole veel kasutajaid.</p>}
      {users.data && users.data.length > 0 && (
        <ul className="divide-y rounded-lg border border-slate-200 bg-white">
          {users.data.map((user) => (
            <li
              key={user.id}
              className="flex flex-wrap items-center justify-between gap-3 p-3"
              data-testid="client-user"
            >
              <div>
                <p className="font-medium">{user.name}</p>
                <p className="text-sm text-slate-600">
                  {user.email} · {user.status_label}
                  {user.invite_expires_at !== null &&
                    ` (link kehtib kuni ${dateTime.format(new Date(user.invite_expires_at))})`}
                </p>
              </div>
              <UserActions clientId={clientId} user={user} blocked={blocked} />
            </li>
          ))}
        </ul>
      )}
      {blocked ? (
        <p className="text-slate-600">Blokeeritud kliendile ei saa uusi kasutajaid kutsuda.</p>
      ) : (
        <InviteUserForm clientId={clientId} />
      )}
    </section>
  );
}
