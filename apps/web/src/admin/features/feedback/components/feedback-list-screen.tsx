import {
  AdminFeedbackListReplySchema,
  FEEDBACK_STATE_LABELS,
  FEEDBACK_STATES,
  type AdminFeedback,
} from '@kodumasinad/contract/admin';
import { Link } from 'react-router';
import { FilterSelect } from '../../../../components/ui/filter-select';
import { AdminListScreen } from '../../../components/admin-list-screen';
import type { AdminColumn } from '../../../components/admin-table';
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
  return (
    <AdminListScreen
      testId="admin-feedback"
      title="Tagasiside"
      endpoint={ENDPOINT}
      columns={columns}
      list={list}
      query={reply}
      searchLabel="Otsi saatjat või sõnumit"
      exportFileName="tagasiside.csv"
      filters={
        <FilterSelect
          label="Olek"
          value={list.params.filters.state ?? ''}
          options={FEEDBACK_STATES.map((state) => [state, FEEDBACK_STATE_LABELS[state]] as const)}
          onChange={(state) => list.update({ page: 1, filters: { state: state || undefined } })}
        />
      }
    />
  );
}
