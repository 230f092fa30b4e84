import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** A step's footer: back to the previous page of the checkout, and 'Edasi' (submits the step). */
export function StepActions({
  back,
  backLabel,
  pending,
}: {
  back: string;
  backLabel: string;
  pending: boolean;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
      <Link to={back} className="text-sm text-brand-700 hover:underline">
        ← {backLabel}
      </Link>
      <Button type="submit" data-testid="checkout-next" disabled={pending} aria-busy={pending || undefined}>
        Edasi
      </Button>
    </div>
  );
}

/** The first message the server gave for `field`, whether keyed `field` or `order.field` etc. */
export function serverFieldError(errors: Record<string, string[]>, field: string): string | undefined {
  const key = Object.keys(errors).find((name) => name === field || name.endsWith(`.${field}`));
  return key ? errors[key]?.[0] : undefined;
}
