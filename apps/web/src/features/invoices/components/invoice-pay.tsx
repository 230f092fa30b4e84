import type { Invoice, PaymentMethodCode } from '@kodumasinad/contract';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatCents } from '../../../lib/format';
import { submitPayment } from '../../../lib/payment-redirect';
import { usePayInvoice } from '../api/invoice-pay';
import { rememberInvoicePayment } from '../invoice-payment-return';

/** 'Maksa kohe': the outstanding amount by a bank link, with the invoice's reference number. */
export function InvoicePay({ invoice }: { invoice: Invoice }) {
  const pay = usePayInvoice(invoice.id);
  const [method, setMethod] = useState<PaymentMethodCode | ''>(invoice.pay_methods[0]?.code ?? '');
  const [leaving, setLeaving] = useState(false);
  const paying = useRef(false);

  if (!invoice.can_pay || invoice.pay_methods.length === 0) return null;

  const onPay = async () => {
    if (paying.current || method === '') return;
    paying.current = true;
    setLeaving(true);
    try {
      const { payment } = await pay.mutateAsync(method);
      rememberInvoicePayment(invoice.id, invoice.outstanding);
      submitPayment(payment);
    } catch {
      // The client showed why; the invoice stays on screen.
      paying.current = false;
      setLeaving(false);
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="invoice-pay">
      <div>
        <label htmlFor="invoice-pay-method" className="mb-1 block text-sm font-medium text-slate-700">
          Maksa pangalingiga ({formatCents(invoice.outstanding)})
        </label>
        <select
          id="invoice-pay-method"
          data-testid="invoice-pay-method"
          value={method}
          onChange={(event) => setMethod(event.target.value as PaymentMethodCode)}
          className="block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm"
        >
          {invoice.pay_methods.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Button
        data-testid="invoice-pay-now"
        disabled={leaving}
        aria-busy={leaving || undefined}
        onClick={() => void onPay()}
      >
        Maksa kohe
      </Button>
    </div>
  );
}
