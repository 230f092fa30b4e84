import { AdminNewsListReplySchema } from '@kodumasinad/contract/admin';
import { AdminList, defineAdminList } from '../../../components/admin-list';

/** /haldus/sisu/uudised: news items, drafts included, newest first. */
const newsList = defineAdminList({
  endpoint: '/api/admin/news',
  schema: AdminNewsListReplySchema,
  create: { to: '/haldus/sisu/uudised/uus', label: 'Uus uudis' },
  caption: 'Uudised',
  searchLabel: 'Otsi uudist',
  exportFileName: 'uudised.csv',
  columns: [
    { id: 'date', header: 'Kuupäev', sortable: true, cell: (item) => item.date },
    {
      id: 'title',
      header: 'Pealkiri',
      sortable: true,
      link: (item) => `/haldus/sisu/uudised/${item.id}`,
      cell: (item) => item.title,
    },
    {
      id: 'published',
      header: 'Olek',
      cell: (item) =>
        item.published ? (
          <span className="text-green-800">Avaldatud</span>
        ) : (
          <span className="text-slate-500">Mustand</span>
        ),
    },
  ],
});

export function NewsListScreen() {
  return <AdminList of={newsList} />;
}
