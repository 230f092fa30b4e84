import { centsInputText, estonianDay } from '@kodumasinad/contract';
import type { AdminInvoice } from '@kodumasinad/contract/admin';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { isApiError } from '../../../../lib/api/api-error';
import { useAddInvoicePayment } from '../api/invoice-payment';

const newKey = () => crypto.randomUUID();

/**
 * "Lisa makse": a payment's day and amount in euros. The key is made once per payment, so a
 * double submit books it once (decision 048); the server's 422 messages go on the fields.
 */
export function PaymentForm({ invoice }: { invoice: AdminInvoice }) {
  const add = useAddInvoicePayment(invoice.id);
  const [date, setDate] = useState(() => estonianDay());
  const [amount, setAmount] = useState(() => centsInputText(invoice.outstanding));
  const [key, setKey] = useState(newKey);
  const [errors, setErrors] = useState<{ date?: string; amount?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      const reply = await add.mutateAsync({ date, amount, key });
      setKey(newKey());
      setAmount(centsInputText(reply.invoice.outstanding));
    } catch (failure) {
      if (isApiError(failure))
        setErrors({ date: failure.errors.date?.[0], amount: failure.errors.amount?.[0] });
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      data-testid="payment-form"
    >
      <TextField
        label="Kuupäev"
        name="date"
        type="date"
        required
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={errors.date}
      />
      <TextField
        label="Summa (€)"
        name="amount"
        inputMode="decimal"
        required
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount}
      />
      <Button type="submit" disabled={add.isPending} className="sm:mt-6">
        Lisa makse
      </Button>
    </form>
  );
}
