import { useGetIdentity, useGetList } from 'react-admin';
import type { UserRecord } from '../users/types.ts';

/**
 * The signed-in staff member's numeric id, the one a NAV records as its maker (`enteredBy`). The session (`/me`)
 * names the staff member by uuid only, so the id is read from the users list, searched by that uuid (an exact
 * match there). Undefined until both have answered.
 */
export function useStaffId(): number | undefined {
  const { identity } = useGetIdentity();
  const uuid = identity?.id === undefined ? undefined : String(identity.id);
  const { data } = useGetList<UserRecord>(
    'users',
    {
      filter: { q: uuid, staff: true },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: uuid !== undefined },
  );
  return data?.find((user) => user.uuid === uuid)?.id;
}
