import { loginForm } from '@kodumasinad/contract';
import type { StaffLoginReply } from '@kodumasinad/contract/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { PageTitle } from '../../../../components/ui/page-title';
import { contractResolver, FORM_TRIGGERS } from '../../../../lib/forms/contract-resolver';
import { applyServerErrors } from '../../../../lib/forms/server-errors';
import { AdminMessages } from '../../../components/admin-messages';
import { ADMIN_HOME_PATH } from '../../../lib/admin-navigation';
import { useAdminLogin, type AdminLoginValues } from '../api/login';
import { EnrollPanel } from './enroll-panel';
import { TotpForm } from './totp-form';

const fields = ['email', 'password'] as const;

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginValues>({
    ...FORM_TRIGGERS,
    resolver: contractResolver(loginForm),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      setStep(await login.mutateAsync(values));
    } catch (error) {
      applyServerErrors(error, fields, setError);
    }
  });

  return (
    <main id="sisu" className="mx-auto max-w-md px-4 py-10">
      <section className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="mb-2 text-sm font-medium text-brand-700">Kodumasinad B2B haldus</p>
        <PageTitle documentTitle="Haldusesse sisselogimine">Sisselogimine</PageTitle>
        <AdminMessages />
        {step === null ? (
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
            <TextField
              label="E-post"
              required
              type="email"
              autoComplete="username"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label="Salasõna"
              required
              type="password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <Button type="submit" disabled={isSubmitting}>
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
