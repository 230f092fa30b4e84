import { passwordResetForm } from '@kodumasinad/contract';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/form-field';
import { PageTitle } from '../../../components/ui/page-title';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { NewPasswordFields } from './new-password-fields';
import { usePasswordReset } from '../api/password-reset';

/** /password/reset/:token?email=… — the link of the reset e-mail. */
export function PasswordResetScreen() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = usePasswordReset();
  const { register, errors, onSubmit, isSubmitting, field } = useContractForm(passwordResetForm, {
    defaultValues: { token, email: params.get('email') ?? '', password: '', password_confirmation: '' },
    submit: async (values) => {
      await reset.mutateAsync(values);
      await navigate('/', { replace: true });
    },
  });

  return (
    <section className="mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <PageTitle>Uue salasõna määramine</PageTitle>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <input type="hidden" {...register('token')} />
        {errors.token?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.token.message}
          </p>
        )}
        <EmailField required autoComplete="username" {...field('email')} />
        <NewPasswordFields
          password={register('password')}
          confirmation={register('password_confirmation')}
          errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
        />
        <Button type="submit" disabled={isSubmitting}>
          Salvesta uus salasõna
        </Button>
      </form>
    </section>
  );
}
