import Typography from '@mui/material/Typography';
import { Labeled, Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { OrderRecord } from './types.ts';

/** The investor's e-mail, linked to their account; `GET /admin/orders/:id` answers both. */
export function InvestorEmail() {
  const record = useRecordContext<OrderRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Labeled source="email">
      {record.email === undefined ? (
        <Typography variant="body2">—</Typography>
      ) : record.userId === undefined ? (
        <Typography variant="body2">{record.email}</Typography>
      ) : (
        <Link to={createPath({ resource: 'users', id: record.userId, type: 'show' })}>{record.email}</Link>
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
