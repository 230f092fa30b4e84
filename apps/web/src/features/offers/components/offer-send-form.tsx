import type { FieldErrors } from '@kodumasinad/contract';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api';
import { useOfferSend } from '../api/offer-send';

export interface SendLetter {
  email: string;
  message: string;
}

interface OfferSendFormProps {
  offerId: number;
  /** The recipient and the letter; kept by the editor while the form is closed. */
  letter: SendLetter;
  onLetter(letter: SendLetter): void;
  dirty: boolean;
  /** Saves the draft first; false when the server refused it. */
  submit(): Promise<boolean>;
  fieldError(field: string): string | undefined;
  /** The server's field errors: the customer's name, for one, is shown in the editor above. */
  onErrors(errors: FieldErrors): void;
  onSent(): void;
}

/** "Saada e-postiga": the recipient and a letter; unsaved changes are saved before sending. */
export function OfferSendForm({
  offerId,
  letter,
  onLetter,
  dirty,
  submit,
  fieldError,
  onErrors,
  onSent,
}: OfferSendFormProps) {
  const send = useOfferSend();
  const { email, message } = letter;
  return (
    <form
      aria-label="Saada pakkumine"
      className="grid max-w-xl gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void (async () => {
          if (dirty && !(await submit())) return;
          try {
            await send.mutateAsync({ id: offerId, email, message });
            onSent();
          } catch (error) {
            if (isApiError(error)) onErrors(error.errors);
          }
        })();
      }}
    >
      <TextField
        label="Saaja e-post"
        type="email"
        value={email}
        onChange={(e) => onLetter({ email: e.target.value, message })}
        error={fieldError('email')}
      />
      <TextAreaField
        label="Kiri"
        rows={4}
        value={message}
        onChange={(e) => onLetter({ email, message: e.target.value })}
      />
      <Button type="submit" disabled={send.isPending}>
        Saada
      </Button>
    </form>
  );
}
