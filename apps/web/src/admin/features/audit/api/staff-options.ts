import { StaffListReplySchema } from '@kodumasinad/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../../lib/admin-api';

/** GET /api/admin/staff (the first 100 by name): the choices of the log's staff filter. */
export function useStaffOptions() {
  return useQuery({
    queryKey: ['admin', 'audit', 'staff-options'],
    queryFn: () => adminGet('/api/admin/staff?per_page=100&sort=name&dir=asc', StaffListReplySchema),
    staleTime: 60_000,
  });
}
