import { AdminPageListReplySchema, type AdminPage } from '@kodumasinad/contract/admin';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { AdminListScreen } from '../../../components/admin-list-screen';
import type { AdminColumn } from '../../../components/admin-table';
import { useAdminList } from '../../../lib/use-admin-list';
import { useListParams } from '../../../lib/use-list-params';

const ENDPOINT = '/api/admin/pages';

const columns: AdminColumn<AdminPage>[] = [
  {
    id: 'title',
    header: 'Pealkiri',
    sortable: true,
    cell: (page) => (
      <Link to={`/haldus/sisu/lehed/${page.id}`} className="font-medium text-brand-700 hover:underline">
        {page.title}
      </Link>
    ),
  },
  { id: 'slug', header: 'Aadress', sortable: true, cell: (page) => `/${page.slug}` },
  { id: 'updated_at', header: 'Muudetud', sortable: true, cell: (page) => page.updated_at.slice(0, 10) },
];

/** /haldus/sisu/lehed: the shop's static pages. */
export function PageListScreen() {
  const list = useListParams();
  const reply = useAdminList(ENDPOINT, AdminPageListReplySchema, list);
  return (
    <AdminListScreen
      actions={
        <Link to="/haldus/sisu/lehed/uus" className={buttonClass()}>
          Uus leht
        </Link>
      }
      endpoint={ENDPOINT}
      columns={columns}
      list={list}
      query={reply}
      caption="Lehed"
      searchLabel="Otsi lehte"
      exportFileName="lehed.csv"
    />
  );
}
