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
import { ApproveOrderButton, RejectOrderButton } from './decision-buttons.tsx';
import { InvestorEmail, OptionalDetail } from './order-details.tsx';
import { AmountUnitsField, DecimalField, KindField, RiskAcceptedField, StageChip } from './order-fields.tsx';
import { PaymentField } from './order-payment.tsx';
import type { OrderLeg, OrderRecord } from './types.ts';

/** Both legs of a switch: what was asked, and what settled. */
function LegsTable() {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!record?.legs) return null;
  const legs: (OrderLeg & { side: string })[] = [
    { ...record.legs.out, side: translate('resources.orders.legs.out') },
    { ...record.legs.in, side: translate('resources.orders.legs.in') },
  ];
  return (
    <>
      <Typography variant="h6" sx={{ mt: 2 }}>
        {translate('resources.orders.legs.title')}
      </Typography>
      <DataTable data={legs} total={2} bulkActionButtons={false} rowClick={false} resource="orders">
        <DataTable.Col source="side" label="" disableSort />
        <DataTable.Col source="ref" disableSort />
        <DataTable.Col source="strategyCode" disableSort />
        <DataTable.Col source="stage" disableSort>
          <StageChip />
        </DataTable.Col>
        <DataTable.Col source="requestedAmount" disableSort>
          <DecimalField source="requestedAmount" />
        </DataTable.Col>
        <DataTable.Col source="requestedUnits" disableSort>
          <DecimalField source="requestedUnits" />
        </DataTable.Col>
        <DataTable.Col source="nav" disableSort>
          <DecimalField source="nav" />
        </DataTable.Col>
        <DataTable.Col source="fee" disableSort>
          <DecimalField source="fee" />
        </DataTable.Col>
        <DataTable.Col source="amount" disableSort>
          <DecimalField source="amount" />
        </DataTable.Col>
        <DataTable.Col source="units" disableSort>
          <DecimalField source="units" />
        </DataTable.Col>
      </DataTable>
    </>
  );
}

/**
 * One order: who asked what, its stage, the deposit paying it, the NAV, fee and settled figures, and both legs of
 * a switch.
 */
export function OrderShow(props: ShowProps) {
  return (
    <Show
      {...props}
      actions={
        <DecisionActions>
          <ApproveOrderButton />
          <RejectOrderButton />
        </DecisionActions>
      }
    >
      <WhenDetailLoaded field="requestedAmount">
        <SimpleShowLayout>
          <TextField source="ref" />
          <InvestorEmail />
          <KindField source="kind" />
          <TextField source="strategyCode" />
          <StageChip source="stage" />
          <PaymentField source="deposit" />
          <OptionalDetail field="paymentType" />
          <OptionalDetail field="receiveType" />
          <OptionalDetail field="batchRef" />
          <BusinessDateField source="tradeDate" label="resources.orders.fields.tradeDate" />
          <AmountUnitsField source="amount" label="resources.orders.fields.amountUnits" />
          <DecimalField source="requestedAmount" />
          <DecimalField source="requestedUnits" />
          <DecimalField source="nav" />
          <DecimalField source="fee" />
          <DecimalField source="amount" />
          <DecimalField source="units" />
          <RiskAcceptedField source="riskAcceptedAt" />
          <InstantField source="createdAt" />
          <InstantField source="settledAt" />
          <RejectReason />
          <LegsTable />
        </SimpleShowLayout>
      </WhenDetailLoaded>
    </Show>
  );
}
