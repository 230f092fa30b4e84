import { inviteAcceptForm } from '@kodumasinad/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { NewPasswordFields } from './new-password-fields';
import { useAcceptInvite, useInvite } from '../api/invite';
const FALLBACK_MESSAGE = 'Kutse link on vigane või juba kasutatud.';

const frame = 'mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8';

/** /kutse/:token — the e-mailed invitation: the invitee sets a password and is signed in (decision 046). */
export function InviteScreen() {
  const { token = '' } = useParams();
  const invite = useInvite(token);
  if (invite.isError) {
    const message =
      isApiError(invite.error) && invite.error.status !== null ? invite.error.message : FALLBACK_MESSAGE;
    return (
      <section className={frame}>
        <PageTitle>Kutse</PageTitle>
        <p role="alert" className="text-red-700">
          {message}
        </p>
        <p className="mt-4">
          <Link to="/login" className="text-blue-700 underline">
            Sisselogimise lehele
          </Link>
        </p>
      </section>
    );
  }
  if (!invite.data) return <Skeleton />;
  return <InviteForm token={token} invite={invite.data} />;
}

function InviteForm({
  token,
  invite,
}: {
  token: string;
  invite: { name: string; email: string; company: string };
}) {
  const navigate = useNavigate();
  const accept = useAcceptInvite(token);
  // Field errors go on the fields; a used or expired link's message shows in the shell.
  const { register, errors, onSubmit, isSubmitting } = useContractForm(inviteAcceptForm, {
    defaultValues: { password: '', password_confirmation: '' },
    submit: async (values) => {
      await accept.mutateAsync(values);
      await navigate('/', { replace: true });
    },
  });

  return (
    <section className={frame}>
      <PageTitle>Tere tulemast, {invite.name}!</PageTitle>
      <p className="mb-4 text-slate-700">
        Sind on lisatud ettevõtte {invite.company} kasutajaks. Määra salasõna, millega logid sisse aadressiga{' '}
        <strong>{invite.email}</strong>.
      </p>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <input type="hidden" autoComplete="username" value={invite.email} readOnly />
        <NewPasswordFields
          password={register('password')}
          confirmation={register('password_confirmation')}
          errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
        />
        <Button type="submit" disabled={isSubmitting}>
          Määra salasõna ja logi sisse
        </Button>
      </form>
    </section>
  );
}
