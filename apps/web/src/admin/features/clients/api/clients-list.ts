import { AdminClientsListReplySchema } from '@kodumasinad/contract/admin';

export const CLIENTS_ENDPOINT = '/api/admin/clients';

/** GET /api/admin/clients: one page for the URL's search, filters and sort (AdminList fetches it). */
export const clientsList = { endpoint: CLIENTS_ENDPOINT, schema: AdminClientsListReplySchema };
