import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatDateTime, formatDay, formatMoney, formatNav, formatUnits, textOf } from '../../lib/format.ts';
import { PayoutBrief } from '../payouts/index.ts';
import type { Transaction } from './api.ts';
import { kindLabel, paymentLabel, receiveLabel, transactionStatusLabel } from './labels.ts';

export interface FieldContext {
  t: TFunction;
  language: string;
  reasonText: (reason: string) => string;
}

/**
 * One field of a transaction as the history shows it: the table has a column for each of `tableFields`, a phone's
 * card a line for each of `cardFields`. A new field is one entry here.
 */
export interface TransactionField {
  key: string;
  label: (t: TFunction) => string;
  value: (row: Transaction, context: FieldContext) => ReactNode;
  numeric?: boolean;
}

const label = (key: string) => (t: TFunction) => t(`portfolio.transactions.${key}`);

const fields = {
  date: {
    key: 'date',
    label: label('date'),
    value: (row, { language }) => formatDateTime(language, row.createdAt),
  },
  tradeDate: {
    key: 'tradeDate',
    label: label('tradeDate'),
    value: (row, { language }) => formatDay(language, row.tradeDate),
  },
  kind: { key: 'kind', label: label('kind'), value: (row, { t }) => kindLabel(t, row.kind) },
  strategy: {
    key: 'strategy',
    label: label('strategy'),
    value: (row, { language }) =>
      row.toStrategyName
        ? `${textOf(language, row.strategyName)} → ${textOf(language, row.toStrategyName)}`
        : textOf(language, row.strategyName),
  },
  stage: { key: 'stage', label: label('stage'), value: (row, { t }) => transactionStatusLabel(t, row) },
  amount: {
    key: 'amount',
    label: label('amount'),
    value: (row, { language }) => formatMoney(language, row.amount),
    numeric: true,
  },
  units: {
    key: 'units',
    label: label('units'),
    value: (row, { language }) => formatUnits(language, row.units),
    numeric: true,
  },
  nav: {
    key: 'nav',
    label: label('nav'),
    value: (row, { language }) => formatNav(language, row.nav),
    numeric: true,
  },
  fee: {
    key: 'fee',
    label: label('fee'),
    value: (row, { language }) => formatMoney(language, row.fee),
    numeric: true,
  },
  unitsIn: {
    key: 'unitsIn',
    label: label('unitsIn'),
    value: (row, { language }) => formatUnits(language, row.unitsIn),
    numeric: true,
  },
  unitsOut: {
    key: 'unitsOut',
    label: label('unitsOut'),
    value: (row, { language }) => formatUnits(language, row.unitsOut),
    numeric: true,
  },
  switchOutRef: {
    key: 'switchOutRef',
    label: label('switchOutRef'),
    value: (row) => row.switchOutRef ?? '-',
  },
  switchInRef: { key: 'switchInRef', label: label('switchInRef'), value: (row) => row.switchInRef ?? '-' },
  paymentType: {
    key: 'paymentType',
    label: label('paymentType'),
    value: (row, { t }) => paymentLabel(t, row.paymentType),
  },
  receiveType: {
    key: 'receiveType',
    label: label('receiveType'),
    value: (row, { t }) => receiveLabel(t, row.receiveType),
  },
  payout: {
    key: 'payout',
    label: (t) => t('payouts.column'),
    value: (row) => <PayoutBrief payout={row.payout} />,
  },
  rejectReason: {
    key: 'rejectReason',
    label: label('rejectReason'),
    value: (row, { reasonText }) => (row.rejectReason ? reasonText(row.rejectReason) : '-'),
  },
} satisfies Record<string, TransactionField>;

/** The large screen's columns, after the reference that heads each row. */
export const tableFields: TransactionField[] = [
  fields.date,
  fields.tradeDate,
  fields.kind,
  fields.strategy,
  fields.stage,
  fields.amount,
  fields.units,
  fields.nav,
  fields.fee,
  fields.unitsIn,
  fields.unitsOut,
  fields.switchOutRef,
  fields.switchInRef,
  fields.paymentType,
  fields.receiveType,
  fields.payout,
  fields.rejectReason,
];

/** A phone's card: what the investor looks for at a glance (DESIGN: type, strategy, amount, status, date); the order page has the rest. */
export const cardFields: TransactionField[] = [fields.strategy, fields.amount, fields.stage, fields.date];
