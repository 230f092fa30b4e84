import { passwordResetForm } from '@kodumasinad/contract';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { PageTitle } from '../../../components/ui/page-title';
import { contractResolver, FORM_TRIGGERS } from '../../../lib/forms/contract-resolver';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { NewPasswordFields } from './new-password-fields';
import { usePasswordReset, type PasswordResetValues } from '../api/password-reset';

const fields = ['token', 'email', 'password', 'password_confirmation'] as const;

/** /password/reset/:token?email=… — the link of the reset e-mail. */
export function PasswordResetScreen() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = usePasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetValues>({
    ...FORM_TRIGGERS,
    resolver: contractResolver(passwordResetForm),
    defaultValues: { token, email: params.get('email') ?? '', password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      await navigate('/', { replace: true });
    } catch (error) {
      applyServerErrors(error, fields, setError);
    }
  });

  return (
    <section className="mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <PageTitle>Uue salasõna määramine</PageTitle>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <input type="hidden" {...register('token')} />
        {errors.token?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.token.message}
          </p>
        )}
        <TextField
          label="E-post"
          required
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...register('email')}
        />
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
