import { loginForm } from '@kodumasinad/contract';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { PageTitle } from '../../../components/ui/page-title';
import { contractResolver, FORM_TRIGGERS } from '../../../lib/forms/contract-resolver';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useLogin, type LoginValues } from '../api/login';

const fields = ['email', 'password'] as const;

/** Where the guard sent the visitor from (RequireAccess puts it in the location state). */
function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = (state as { from: unknown }).from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return '/';
}

export function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    ...FORM_TRIGGERS,
    resolver: contractResolver(loginForm),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      await navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      applyServerErrors(error, fields, setError);
    }
  });

  return (
    <section className="mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <PageTitle>Sisselogimine</PageTitle>
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
        <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
          <Button type="submit" disabled={isSubmitting}>
            Logi sisse
          </Button>
          <Link to="/password/reset" className="text-sm text-brand-700 hover:underline">
            Unustasid salasõna?
          </Link>
        </div>
      </form>
    </section>
  );
}
