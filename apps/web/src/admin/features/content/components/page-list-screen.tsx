import { AdminPageListReplySchema } from '@kodumasinad/contract/admin';
import { AdminList, defineAdminList } from '../../../components/admin-list';

/** /haldus/sisu/lehed: the shop's static pages. */
const pageList = defineAdminList({
  endpoint: '/api/admin/pages',
  schema: AdminPageListReplySchema,
  create: { to: '/haldus/sisu/lehed/uus', label: 'Uus leht' },
  caption: 'Lehed',
  searchLabel: 'Otsi lehte',
  exportFileName: 'lehed.csv',
  columns: [
    {
      id: 'title',
      header: 'Pealkiri',
      sortable: true,
      link: (page) => `/haldus/sisu/lehed/${page.id}`,
      cell: (page) => page.title,
    },
    { id: 'slug', header: 'Aadress', sortable: true, cell: (page) => `/${page.slug}` },
    { id: 'updated_at', header: 'Muudetud', sortable: true, cell: (page) => page.updated_at.slice(0, 10) },
  ],
});

export function PageListScreen() {
  return <AdminList of={pageList} />;
}
