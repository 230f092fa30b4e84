import {
  AdminFeedbackListReplySchema,
  FEEDBACK_STATE_LABELS,
  FEEDBACK_STATES,
} from '@kodumasinad/contract/admin';
import { AdminList, defineAdminList } from '../../../components/admin-list';
import { formatDateTime } from '../../../../lib/format';
import { FeedbackStateBadge } from './feedback-state-badge';

/** /haldus/tagasiside: messages from the contact page, newest first, by state. */
const feedbackList = defineAdminList({
  endpoint: '/api/admin/feedback',
  schema: AdminFeedbackListReplySchema,
  testId: 'admin-feedback',
  title: 'Tagasiside',
  searchLabel: 'Otsi saatjat või sõnumit',
  exportFileName: 'tagasiside.csv',
  filters: [
    {
      name: 'state',
      label: 'Olek',
      options: FEEDBACK_STATES.map((state) => [state, FEEDBACK_STATE_LABELS[state]] as const),
    },
  ],
  columns: [
    { id: 'created_at', header: 'Saadetud', sortable: true, cell: (row) => formatDateTime(row.created_at) },
    {
      id: 'name',
      header: 'Saatja',
      sortable: true,
      link: (row) => `/haldus/tagasiside/${row.id}`,
      cell: (row) => `${row.name}${row.company ? ` (${row.company})` : ''}`,
    },
    {
      id: 'message',
      header: 'Sõnum',
      cell: (row) => (row.message.length > 80 ? `${row.message.slice(0, 80)}…` : row.message),
    },
    { id: 'state', header: 'Olek', sortable: true, cell: (row) => <FeedbackStateBadge state={row.state} /> },
  ],
});

export function FeedbackListScreen() {
  return <AdminList of={feedbackList} />;
}
