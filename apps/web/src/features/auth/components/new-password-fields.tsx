import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field';

/** A new password and its repetition, as the password reset and the invitation ask for them. */
export function NewPasswordFields({
  password,
  confirmation,
  errors,
}: {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: string | undefined; confirmation?: string | undefined };
}) {
  return (
    <>
      <TextField
        label="Salasõna"
        required
        type="password"
        autoComplete="new-password"
        error={errors.password}
        {...password}
      />
      <TextField
        label="Salasõna uuesti"
        required
        type="password"
        autoComplete="new-password"
        error={errors.confirmation}
        {...confirmation}
      />
    </>
  );
}
