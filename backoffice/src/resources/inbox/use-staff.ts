import { useGetList } from 'react-admin';
import type { StaffMember } from './types.ts';

/**
 * Every staff member at once: the list is short, and `/admin/staff` answers lists only, so assignees are
 * looked up here rather than fetched one by one by id.
 */
export function useStaff() {
  return useGetList<StaffMember>('staff', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'email', order: 'ASC' },
  });
}
