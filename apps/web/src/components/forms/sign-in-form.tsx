import { loginForm, type FormValues } from '@kodumasinad/contract';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { EmailField, TextField } from '../ui/form-field';

type SignInValues = FormValues<typeof loginForm>;

/**
 * The e-mail and password step of both sign-ins (shop and back-office): checked by the contract's
 * `loginForm`, the server's messages put on the fields. `submit` signs in and moves on.
 */
export function useSignInForm(submit: (values: SignInValues) => Promise<unknown>) {
  const { onSubmit, isSubmitting, field } = useContractForm(loginForm, {
    defaultValues: { email: '', password: '' },
    submit,
  });

  const fieldsView = (
    <>
      <EmailField required autoComplete="username" {...field('email')} />
      <TextField
        label="Salasõna"
        required
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
    </>
  );
  return { onSubmit, isSubmitting, fields: fieldsView };
}
