import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { isApiError } from '../../../../lib/api/api-error';
import { useAdminLoginTotp } from '../api/login-totp';

export const TOTP_CODE_MESSAGE = 'Sisesta autentimisrakenduse 6-kohaline kood.';

/** The code step: six digits (spaces typed or pasted with them are ignored). */
export function TotpForm({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  const totp = useAdminLoginTotp();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  // The step replaces the password form: the keyboard continues in the code field.
  useEffect(() => input.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError(TOTP_CODE_MESSAGE);
      return;
    }
    setError(undefined);
    try {
      await totp.mutateAsync(digits);
      await onSignedIn();
    } catch (failure) {
      if (isApiError(failure)) setError(failure.errors.code?.[0]);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField
        ref={input}
        label="Kood"
        required
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <Button type="submit" disabled={totp.isPending}>
        Kinnita
      </Button>
    </form>
  );
}
