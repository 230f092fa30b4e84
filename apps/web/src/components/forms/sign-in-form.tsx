import { loginForm, type FormValues } from '@kodumasinad/contract';
import { useForm } from 'react-hook-form';
import { contractResolver, FORM_TRIGGERS } from '../../lib/forms/contract-resolver';
import { applyServerErrors } from '../../lib/forms/server-errors';
import { TextField } from '../ui/form-field';

const fields = ['email', 'password'] as const;

type SignInValues = FormValues<typeof loginForm>;

/**
 * The e-mail and password step of both sign-ins (shop and back-office): checked by the contract's
 * `loginForm`, the server's messages put on the fields. `submit` signs in and moves on.
 */
export function useSignInForm(submit: (values: SignInValues) => Promise<unknown>) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    ...FORM_TRIGGERS,
    resolver: contractResolver(loginForm),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      applyServerErrors(error, fields, setError);
    }
  });

  const fieldsView = (
    <>
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
    </>
  );
  return { onSubmit, isSubmitting, fields: fieldsView };
}
