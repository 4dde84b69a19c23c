import Chip, { type ChipProps } from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import type { OrderLeg, OrderRecord, OrderStage } from './types.ts';

interface FieldProps {
  label?: string;
  source?: string;
}

// The colours only repeat what the label already says.
const stageColors: Record<OrderStage, ChipProps['color']> = {
  confirm: 'info',
  approved: 'warning',
  success: 'success',
  reject: 'error',
  cancelled: 'default',
};

export function StageChip(_props: FieldProps) {
  const record = useRecordContext<OrderLeg>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={stageColors[record.stage] ?? 'default'}
      label={translate(`resources.orders.stages.${record.stage}`, { _: record.stage })}
    />
  );
}

/** The kind; a switch names its legs, out → in. */
export function KindField(_props: FieldProps) {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const kind = translate(`resources.orders.kinds.${record.kind}`, { _: record.kind });
  if (record.kind !== 'switch' || !record.legs) return <span>{kind}</span>;
  return (
    <span>
      {kind} {record.legs.out.strategyCode} → {record.legs.in.strategyCode}
    </span>
  );
}

/** Money in baht for an increase, units for a reduce or a switch's out leg; a full redemption says so. */
export function AmountUnitsField(_props: FieldProps) {
  const record = useRecordContext<OrderLeg>();
  const translate = useTranslate();
  const { decimal } = useFormats();
  if (!record) return null;
  if (record.amount !== null)
    return (
      <span>
        {decimal(record.amount)} {translate('resources.orders.baht_suffix')}
      </span>
    );
  if (record.units !== null)
    return (
      <span>
        {decimal(record.units)} {translate('resources.orders.units_suffix')}
      </span>
    );
  return <span>{record.fullRedemption ? translate('resources.orders.full_redemption') : '—'}</span>;
}

/** A decimal field (NAV, fee, units) with thousands separators, never through a float. */
export function DecimalField({ source }: FieldProps & { source: string }) {
  const record = useRecordContext();
  const { decimal } = useFormats();
  if (!record) return null;
  return <span>{decimal(record[source] as string | null | undefined)}</span>;
}

/** Whether the investor accepted the risk warning; orders within their risk level need none. */
export function RiskAcceptedField(_props: FieldProps) {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const state = record.riskAcceptedAt ? 'accepted' : record.riskMismatch ? 'missing' : 'not_needed';
  return <span>{translate(`resources.orders.risk.${state}`)}</span>;
}
