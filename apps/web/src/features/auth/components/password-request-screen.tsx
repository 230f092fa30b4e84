import { passwordEmailForm } from '@kodumasinad/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/form-field';
import { PageTitle } from '../../../components/ui/page-title';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { usePasswordEmail } from '../api/password-email';

/** /password/reset: ask for a reset link by e-mail. */
export function PasswordRequestScreen() {
  const request = usePasswordEmail();
  const [sent, setSent] = useState<string | null>(null);
  const { onSubmit, isSubmitting, field } = useContractForm(passwordEmailForm, {
    defaultValues: { email: '' },
    submit: async (values) => {
      const reply = await request.mutateAsync(values);
      setSent(reply.message ?? 'Kui see e-posti aadress on meil olemas, saatsime sinna taastamise lingi.');
    },
  });

  return (
    <section className="mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <PageTitle>Salasõna taastamine</PageTitle>
      {sent ? (
        <p role="status" className="rounded-md bg-green-50 p-4 text-green-800">
          {sent}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-sm text-slate-600">
            Sisesta oma e-posti aadress ja saadame sulle lingi uue salasõna määramiseks.
          </p>
          <EmailField required autoComplete="email" {...field('email')} />
          <Button type="submit" disabled={isSubmitting}>
            Saada taastamise link
          </Button>
        </form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/login" className="text-brand-700 hover:underline">
          Tagasi sisselogimise juurde
        </Link>
      </p>
    </section>
  );
}
