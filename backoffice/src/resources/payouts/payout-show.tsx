import Typography from '@mui/material/Typography';
import {
  Labeled,
  Link,
  Show,
  type ShowProps,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCreatePath,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BusinessDateField } from '../../components/business-date-field.tsx';
import { InstantField } from '../../components/instant-field.tsx';
import { canPayOut } from '../../providers/permissions.ts';
import { DecimalField } from '../orders/order-fields.tsx';
import {
  DestinationField,
  PayoutActions,
  PayoutStatusChip,
  payoutName,
  ReceiveTypeField,
  ReferenceField,
} from './payout-fields.tsx';
import type { PayoutRecord } from './types.ts';

function Actions() {
  const { permissions } = usePermissions();
  return <TopToolbar>{canPayOut(permissions) ? <PayoutActions /> : null}</TopToolbar>;
}

function Title() {
  const record = useRecordContext<PayoutRecord>();
  const translate = useTranslate();
  return <span>{record ? translate('resources.payouts.show_title', { name: payoutName(record) }) : ''}</span>;
}

function OrderLink(_props: { label?: string }) {
  const record = useRecordContext<PayoutRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link to={createPath({ resource: 'orders', type: 'show', id: record.orderId })}>
      {record.orderRef ?? record.orderId}
    </Link>
  );
}

/** A bank payout's answer is the bank's reference; a wallet payout's is the custodian's transaction hash. */
function Reference() {
  const record = useRecordContext<PayoutRecord>();
  if (!record?.bankReference) return null;
  const label = record.receiveType === 'WALLET' ? 'txHash' : 'bankReference';
  return (
    <Labeled label={`resources.payouts.fields.${label}`}>
      <ReferenceField full />
    </Labeled>
  );
}

function Outcome() {
  const record = useRecordContext<PayoutRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {record.holdReason && (
        <Labeled label="resources.payouts.fields.holdReason">
          <Typography variant="body2">
            {translate(`resources.payouts.holds.${record.holdReason}`, { _: record.holdReason })}
          </Typography>
        </Labeled>
      )}
      {record.failureReason && (
        <Labeled label="resources.payouts.fields.failureReason">
          <TextField source="failureReason" />
        </Labeled>
      )}
    </>
  );
}

/** One payout: the order it pays, the figures, where it goes in full, and what the bank or custodian answered. */
export function PayoutShow(props: ShowProps) {
  return (
    <Show {...props} actions={<Actions />} title={<Title />}>
      <SimpleShowLayout>
        <OrderLink label="resources.payouts.fields.orderRef" />
        <TextField source="email" />
        <TextField source="strategyCode" />
        <BusinessDateField source="tradeDate" />
        <BusinessDateField source="valueDate" />
        <DecimalField source="units" />
        <DecimalField source="nav" />
        <DecimalField source="fee" />
        <DecimalField source="amount" />
        <ReceiveTypeField source="receiveType" />
        <DestinationField source="accountNumber" full />
        <PayoutStatusChip source="status" />
        <TextField source="batchRef" emptyText="—" />
        <Reference />
        <Outcome />
        <InstantField source="paidAt" />
      </SimpleShowLayout>
    </Show>
  );
}
