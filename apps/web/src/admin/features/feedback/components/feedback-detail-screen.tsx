import { Link, useParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { PageTitle } from '../../../../components/ui/page-title';
import { formatDateTime } from '../../../../lib/format';
import { useFeedbackItem } from '../api/feedback-item';
import { useSetFeedbackState } from '../api/set-feedback-state';
import { FeedbackStateBadge } from './feedback-state-badge';

/** /haldus/tagasiside/{id}: one message; opening marks it read, the buttons mark it answered or read. */
export function FeedbackDetailScreen() {
  const id = Number(useParams().id);
  const item = useFeedbackItem(id);
  const setState = useSetFeedbackState(id);
  if (!item.data) return <p className="text-slate-500">{item.isError ? 'Sõnumit ei leitud.' : 'Laen…'}</p>;
  const message = item.data.data;
  return (
    <section data-testid="feedback-detail" className="max-w-3xl space-y-4">
      <PageTitle>Tagasiside: {message.name}</PageTitle>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-6 sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">E-post</dt>
        <dd>
          <a href={`mailto:${message.email}`} className="text-brand-700 hover:underline">
            {message.email}
          </a>
        </dd>
        <dt className="text-slate-500">Telefon</dt>
        <dd>{message.phone ?? '–'}</dd>
        <dt className="text-slate-500">Ettevõte</dt>
        <dd>{message.company ?? '–'}</dd>
        <dt className="text-slate-500">Saadetud</dt>
        <dd>{formatDateTime(message.created_at)}</dd>
        <dt className="text-slate-500">Olek</dt>
        <dd>
          <FeedbackStateBadge state={message.state} />
          {message.answered_at && (
            <span className="ml-2 text-sm text-slate-500">{formatDateTime(message.answered_at)}</span>
          )}
        </dd>
      </dl>
      <p className="rounded-lg border border-slate-200 bg-white p-6 whitespace-pre-wrap">{message.message}</p>
      <div className="flex flex-wrap gap-2">
        {message.state !== 'answered' ? (
          <Button onClick={() => setState.mutate('answered')} disabled={setState.isPending}>
            Märgi vastatuks
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setState.mutate('read')} disabled={setState.isPending}>
            Märgi vastamata
          </Button>
        )}
        <Link to="/haldus/tagasiside" className="self-center text-sm text-brand-700 hover:underline">
          Tagasi nimekirja
        </Link>
      </div>
    </section>
  );
}
