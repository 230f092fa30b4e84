import { orderCancelForm, type AdminOrder } from '@kodumasinad/contract/admin';
import { FocusScope } from '@react-aria/focus';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/form-field';
import { useContractForm } from '../../../../lib/forms/use-contract-form';
import { useCancelOrder } from '../api/cancel-order';
import { useEscapeToClose } from '../../../../lib/hooks/use-escape-to-close';

/**
 * "Tühista tellimus": a modal dialog asking for the reason the buyer will read (required). Focus
 * moves into it, stays there and returns to the opener (FocusScope, decision 018); Escape or
 * "Loobu" closes it without cancelling anything.
 */
export function CancelOrderDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const cancel = useCancelOrder();
  useEscapeToClose(onClose);
  const { onSubmit, isSubmitting, field } = useContractForm(orderCancelForm, {
    defaultValues: { reason: '' },
    submit: async (values) => {
      await cancel.mutateAsync({ id: order.id, reason: values.reason });
      onClose();
    },
  });

  return (
    <FocusScope contain restoreFocus autoFocus>
      <div className="fixed inset-0 z-[65] grid place-items-center bg-slate-900/50 p-4">
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby="cancel-order-title"
          aria-describedby="cancel-order-help"
          data-testid="cancel-order-dialog"
          className="w-full max-w-lg rounded-lg bg-white p-6 shadow-xl"
        >
          <h2 id="cancel-order-title" className="mb-2 text-xl font-semibold text-slate-900">
            Tühista tellimus {order.number}
          </h2>
          <p id="cancel-order-help" className="mb-4 text-sm text-slate-600">
            Klient saab e-kirja ja näeb põhjust oma tellimuse lehel.
            {order.invoice !== null && ' Tellimuse arve krediteeritakse.'}
          </p>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <TextAreaField label="Tühistamise põhjus" required rows={4} {...field('reason')} />
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={onClose}>
                Loobu
              </Button>
              <Button type="submit" disabled={isSubmitting} data-testid="cancel-order-submit">
                Tühista tellimus
              </Button>
            </div>
          </form>
        </div>
      </div>
    </FocusScope>
  );
}
