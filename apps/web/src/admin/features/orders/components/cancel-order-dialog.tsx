import { orderCancelForm, type AdminOrder } from '@kodumasinad/contract/admin';
import type { FormValues } from '@kodumasinad/contract';
import { FocusScope } from '@react-aria/focus';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/form-field';
import { contractResolver, FORM_TRIGGERS } from '../../../../lib/forms/contract-resolver';
import { applyServerErrors } from '../../../../lib/forms/server-errors';
import { useCancelOrder } from '../api/cancel-order';
import { useEscapeToClose } from '../../../../lib/hooks/use-escape-to-close';

type CancelValues = FormValues<typeof orderCancelForm>;
const fields = ['reason'] as const;

/**
 * "Tühista tellimus": a modal dialog asking for the reason the buyer will read (required). Focus
 * moves into it, stays there and returns to the opener (FocusScope, decision 018); Escape or
 * "Loobu" closes it without cancelling anything.
 */
export function CancelOrderDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const cancel = useCancelOrder();
  useEscapeToClose(onClose);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CancelValues>({
    ...FORM_TRIGGERS,
    resolver: contractResolver(orderCancelForm),
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await cancel.mutateAsync({ id: order.id, reason: values.reason });
      onClose();
    } catch (error) {
      applyServerErrors(error, fields, setError);
    }
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
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
            <TextAreaField
              label="Tühistamise põhjus"
              required
              rows={4}
              error={errors.reason?.message}
              {...register('reason')}
            />
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
