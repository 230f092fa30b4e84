import {
  AdminFeedbackListReplySchema,
  FEEDBACK_STATE_LABELS,
  FEEDBACK_STATES,
  type AdminFeedback,
} from '@kodumasinad/contract/admin';
import { useId } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../../components/ui/page-title';
import { AdminTable, type AdminColumn } from '../../../components/admin-table';
import { useAdminList } from '../../../lib/use-admin-list';
import { useListParams } from '../../../lib/use-list-params';
import { FeedbackStateBadge } from './feedback-state-badge';

const ENDPOINT = '/api/admin/feedback';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('et-EE', {
    timeZone: 'Europe/Tallinn',
    dateStyle: 'short',
    timeStyle: 'short',
  });

const columns: AdminColumn<AdminFeedback>[] = [
  { id: 'created_at', header: 'Saadetud', sortable: true, cell: (row) => dateTime(row.created_at) },
  {
    id: 'name',
    header: 'Saatja',
    sortable: true,
    cell: (row) => (
      <Link to={`/haldus/tagasiside/${row.id}`} className="font-medium text-brand-700 hover:underline">
        {row.name}
        {row.company ? ` (${row.company})` : ''}
      </Link>
    ),
  },
  {
    id: 'message',
    header: 'Sõnum',
    cell: (row) => (row.message.length > 80 ? `${row.message.slice(0, 80)}…` : row.message),
  },
  { id: 'state', header: 'Olek', sortable: true, cell: (row) => <FeedbackStateBadge state={row.state} /> },
];

/** /haldus/tagasiside: messages from the contact page, newest first, by state. */
export function FeedbackListScreen() {
  const list = useListParams(['state']);
  const reply = useAdminList(ENDPOINT, AdminFeedbackListReplySchema, list);
  const stateId = useId();
  return (
    <section data-testid="admin-feedback">
      <PageTitle>Tagasiside</PageTitle>
      <AdminTable
        endpoint={ENDPOINT}
        columns={columns}
        list={list}
        reply={reply.data}
        isError={reply.isError}
        rowKey={(row) => row.id}
        caption="Tagasiside"
        searchLabel="Otsi saatjat või sõnumit"
        exportFileName="tagasiside.csv"
        filters={
          <div>
            <label htmlFor={stateId} className="mb-1 block text-sm font-medium text-slate-700">
              Olek
            </label>
            <select
              id={stateId}
              value={list.params.filters.state ?? ''}
              onChange={(event) =>
                list.update({ page: 1, filters: { state: event.target.value || undefined } })
              }
              className="rounded-md border border-slate-500 px-3 py-2 text-sm"
            >
              <option value="">Kõik</option>
              {FEEDBACK_STATES.map((state) => (
                <option key={state} value={state}>
                  {FEEDBACK_STATE_LABELS[state]}
                </option>
              ))}
            </select>
          </div>
        }
      />
    </section>
  );
}
