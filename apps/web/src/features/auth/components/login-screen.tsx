import { Link, useLocation, useNavigate } from 'react-router';
import { useSignInForm } from '../../../components/forms/sign-in-form';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { useLogin } from '../api/login';

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
  const form = useSignInForm(async (values) => {
    await login.mutateAsync(values);
    await navigate(returnPath(location.state), { replace: true });
  });

  return (
    <section className="mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <PageTitle>Sisselogimine</PageTitle>
      <form onSubmit={form.onSubmit} noValidate className="space-y-4">
        {form.fields}
        <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
          <Button type="submit" disabled={form.isSubmitting}>
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
