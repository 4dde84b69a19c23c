import Typography from '@mui/material/Typography';
import { Labeled, Link, useCreatePath, useGetList, useRecordContext, useTranslate } from 'react-admin';
import type { OrderRecord } from './types.ts';

/**
 * The investor's e-mail, linked to their account. The queue's rows carry it but `GET /admin/orders/:id` does not,
 * so on the order page it is read from the queue, searched by the order's reference.
 */
export function InvestorEmail() {
  const record = useRecordContext<OrderRecord>();
  const createPath = useCreatePath();
  const known = record?.email !== undefined;
  const { data } = useGetList<OrderRecord>(
    'orders',
    {
      filter: { q: record?.ref },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: record !== undefined && !known },
  );
  if (!record) return null;
  const row = known ? record : data?.find((order) => order.id === record.id);
  return (
    <Labeled source="email">
      {row?.email === undefined ? (
        <Typography variant="body2">—</Typography>
      ) : row.userId === undefined ? (
        <Typography variant="body2">{row.email}</Typography>
      ) : (
        <Link to={createPath({ resource: 'users', id: row.userId, type: 'show' })}>{row.email}</Link>
      )}
    </Labeled>
  );
}

type OptionalSource = 'paymentType' | 'receiveType' | 'batchRef';

const translationOf: Record<OptionalSource, string | null> = {
  paymentType: 'resources.orders.payment_types',
  receiveType: 'resources.orders.receive_types',
  batchRef: null,
};

// Inside `Labeled`, each value is a component rather than a bare element: `Labeled` writes no label over a bare one.

/**
 * How the investor pays or is paid, and the batch the order was placed in: shown only when the order has them
 * (a reduction has no payment type, an increase no receive type, a single order no batch).
 */
export function OptionalDetail({ field }: { field: OptionalSource }) {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const value = record?.[field];
  if (!value) return null;
  const prefix = translationOf[field];
  return (
    <Labeled source={field}>
      <Typography variant="body2">
        {prefix ? translate(`${prefix}.${value}`, { _: value }) : value}
      </Typography>
    </Labeled>
  );
}
