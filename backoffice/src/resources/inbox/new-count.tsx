import Chip from '@mui/material/Chip';
import { useGetList, useListContext, useTranslate } from 'react-admin';

/** How many items nobody has picked up yet; clicking narrows the list to them. */
export function NewCount() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const { total } = useGetList('inbox', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { status: 'NEW' },
  });
  if (total === undefined) return null;
  return (
    <Chip
      color={total > 0 ? 'info' : 'default'}
      label={translate('resources.inbox.new_count', { smart_count: total })}
      aria-label={translate('resources.inbox.show_new', { smart_count: total })}
      onClick={() => setFilters({ ...filterValues, status: 'NEW' })}
    />
  );
}
