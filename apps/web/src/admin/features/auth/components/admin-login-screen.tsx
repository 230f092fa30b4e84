import type { StaffLoginReply } from '@kodumasinad/contract/admin';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSignInForm } from '../../../../components/forms/sign-in-form';
import { Button } from '../../../../components/ui/button';
import { PageTitle } from '../../../../components/ui/page-title';
import { MessageArea } from '../../../../components/message-area';
import { ADMIN_HOME_PATH } from '../../../lib/admin-navigation';
import { useAdminLogin } from '../api/login';
import { EnrollPanel } from './enroll-panel';
import { TotpForm } from './totp-form';

/** Where the layout sent the visitor from, if it is a back-office page. */
function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = (state as { from: unknown }).from;
    if (typeof from === 'string' && /^\/haldus(\/|$|\?)/.test(from) && !from.startsWith('/haldus/login')) {
      return from;
    }
  }
  return ADMIN_HOME_PATH;
}

/** /haldus/login: e-mail and password, then the authenticator's code (enrolled on first sign-in). */
export function AdminLoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useAdminLogin();
  const [step, setStep] = useState<StaffLoginReply | null>(null);
  const form = useSignInForm(async (values) => setStep(await login.mutateAsync(values)));

  return (
    <main id="sisu" className="mx-auto max-w-md px-4 py-10">
      <section className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="mb-2 text-sm font-medium text-brand-700">Kodumasinad B2B haldus</p>
        <PageTitle documentTitle="Haldusesse sisselogimine">Sisselogimine</PageTitle>
        <MessageArea testId="admin-message-area" compact />
        {step === null ? (
          <form onSubmit={form.onSubmit} noValidate className="space-y-4">
            {form.fields}
            <Button type="submit" disabled={form.isSubmitting}>
              Jätka
            </Button>
          </form>
        ) : (
          <div className="space-y-4">
            {step.next === 'enroll' && step.enroll && <EnrollPanel enroll={step.enroll} />}
            <TotpForm onSignedIn={() => navigate(returnPath(location.state), { replace: true })} />
          </div>
        )}
      </section>
    </main>
  );
}
