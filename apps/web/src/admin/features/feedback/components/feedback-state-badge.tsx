import { FEEDBACK_STATE_LABELS, type FeedbackState } from '@kodumasinad/contract/admin';

const tone: Record<FeedbackState, string> = {
  new: 'bg-amber-100 text-amber-900',
  read: 'bg-slate-100 text-slate-700',
  answered: 'bg-green-100 text-green-900',
};

export function FeedbackStateBadge({ state }: { state: FeedbackState }) {
  return (
    <span data-testid="feedback-state" className={`rounded px-2 py-0.5 text-xs font-medium ${tone[state]}`}>
      {FEEDBACK_STATE_LABELS[state]}
    </span>
  );
}
