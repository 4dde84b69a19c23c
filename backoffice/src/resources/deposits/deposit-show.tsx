import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  Show,
  type ShowProps,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BusinessDateField } from '../../components/business-date-field.tsx';
import { DecisionActions, WhenDetailLoaded } from '../../components/detail-page.tsx';
import { InstantField } from '../../components/instant-field.tsx';
import { RejectReason } from '../../components/reason-field.tsx';
import { AmountUnitsField, KindField, StageChip } from '../orders/order-fields.tsx';
import { RejectDepositButton, VerifyDepositButton } from './decision-buttons.tsx';
import {
  AmountField,
  DepositStatusChip,
  EvidenceField,
  InvestorField,
  MethodField,
} from './deposit-fields.tsx';
import { QrNotifications, VerifiedByField } from './qr-notifications.tsx';
import { type DepositDetail, slipUrl } from './types.ts';

interface FieldProps {
  label?: string;
  source?: string;
}

/**
 * The slip as the investor sent it: an image shown on the page with a link that saves it full size; a PDF as a link
 * that saves it. The API serves every upload as an attachment, so no uploaded file is ever rendered as a page.
 */
function SlipViewer(_props: FieldProps) {
  const record = useRecordContext<DepositDetail>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.slip) {
    return <Typography color="text.secondary">{translate('resources.deposits.slip.none')}</Typography>;
  }
  const url = slipUrl(record.id);
  if (record.slip.mimeType === 'application/pdf') {
    return (
      <Link href={url} download>
        {translate('resources.deposits.slip.pdf')}
      </Link>
    );
  }
  return (
    <Link href={url} download aria-label={translate('resources.deposits.slip.open')}>
      <Box
        component="img"
        src={url}
        alt={translate('resources.deposits.slip.image', { ref: record.ref })}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 480, border: 1, borderColor: 'divider' }}
      />
    </Link>
  );
}

/** The name on the investor's verified bank account, to compare with the payer's name on the slip. */
function BankAccountName(_props: FieldProps) {
  const record = useRecordContext<DepositDetail>();
  if (!record) return null;
  return <span>{record.bankAccount?.accountName ?? '—'}</span>;
}

/** The increase orders the deposit pays, each linked to its page. */
function LinkedOrders() {
  const record = useRecordContext<DepositDetail>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <Typography variant="h6" sx={{ mt: 2 }}>
        {translate('resources.deposits.orders')}
      </Typography>
      <DataTable
        data={record.orders}
        total={record.orders.length}
        bulkActionButtons={false}
        rowClick={(id) => `/orders/${id}/show`}
        resource="orders"
      >
        <DataTable.Col source="ref" disableSort />
        <DataTable.Col source="kind" disableSort>
          <KindField />
        </DataTable.Col>
        <DataTable.Col source="strategyCode" disableSort />
        <DataTable.Col source="amount" label="resources.orders.fields.amountUnits" disableSort>
          <AmountUnitsField />
        </DataTable.Col>
        <DataTable.Col source="stage" disableSort>
          <StageChip />
        </DataTable.Col>
        <DataTable.Col source="tradeDate" disableSort>
          <BusinessDateField source="tradeDate" />
        </DataTable.Col>
      </DataTable>
    </>
  );
}

/** One deposit: who paid what and how, the slip beside the name on the investor's bank account, the orders. */
export function DepositShow(props: ShowProps) {
  return (
    <Show
      {...props}
      actions={
        <DecisionActions>
          <VerifyDepositButton />
          <RejectDepositButton />
        </DecisionActions>
      }
    >
      <WhenDetailLoaded field="orders">
        <SimpleShowLayout>
          <TextField source="ref" />
          <InvestorField source="investor" />
          <TextField source="email" />
          <BankAccountName source="bankAccountName" />
          <AmountField source="amount" />
          <MethodField source="method" />
          <TextField source="qrReference" />
          <DepositStatusChip source="status" />
          <EvidenceField source="evidence" />
          <InstantField source="createdAt" />
          <InstantField source="verifiedAt" />
          <VerifiedByField source="verifiedBy" />
          <RejectReason />
          <SlipViewer source="slip" />
          <QrNotifications />
          <LinkedOrders />
        </SimpleShowLayout>
      </WhenDetailLoaded>
    </Show>
  );
}
