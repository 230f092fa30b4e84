import { AdminNewsListReplySchema, type AdminNewsItem } from '@kodumasinad/contract/admin';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { AdminListScreen } from '../../../components/admin-list-screen';
import type { AdminColumn } from '../../../components/admin-table';
import { useAdminList } from '../../../lib/use-admin-list';
import { useListParams } from '../../../lib/use-list-params';

const ENDPOINT = '/api/admin/news';

const columns: AdminColumn<AdminNewsItem>[] = [
  { id: 'date', header: 'Kuupäev', sortable: true, cell: (item) => item.date },
  {
    id: 'title',
    header: 'Pealkiri',
    sortable: true,
    cell: (item) => (
      <Link to={`/haldus/sisu/uudised/${item.id}`} className="font-medium text-brand-700 hover:underline">
        {item.title}
      </Link>
    ),
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
];

/** /haldus/sisu/uudised: news items, drafts included, newest first. */
export function NewsListScreen() {
  const list = useListParams();
  const reply = useAdminList(ENDPOINT, AdminNewsListReplySchema, list);
  return (
    <AdminListScreen
      actions={
        <Link to="/haldus/sisu/uudised/uus" className={buttonClass()}>
          Uus uudis
        </Link>
      }
      endpoint={ENDPOINT}
      columns={columns}
      list={list}
      query={reply}
      caption="Uudised"
      searchLabel="Otsi uudist"
      exportFileName="uudised.csv"
    />
  );
}
