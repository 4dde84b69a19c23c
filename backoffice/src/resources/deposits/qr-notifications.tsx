import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import type { DepositDetail } from './types.ts';

interface FieldProps {
  label?: string;
  source?: string;
}

/**
 * Who verified the deposit: the staff member, or the bank's QR payment notification (the system, no staff
 * member); a dash while it is not verified.
 */
export function VerifiedByField(_props: FieldProps) {
  const record = useRecordContext<DepositDetail>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.verifiedByBankTransactionId) {
    return (
      <span>
        {translate('resources.deposits.qrNotifications.verifiedByBank', {
          id: record.verifiedByBankTransactionId,
        })}
      </span>
    );
  }
  return <span>{record.verifiedBy ?? '—'}</span>;
}

/**
 * The bank's payment notifications for the deposit. One that did not verify it (another amount, a payer who is not
 * the investor, a deposit already decided, a transfer deposit) is left to operations: it is shown here with why.
 */
export function QrNotifications() {
  const record = useRecordContext<DepositDetail>();
  const translate = useTranslate();
  const { decimal, dateTime } = useFormats();
  const headingId = useId();
  if (!record || record.qrNotifications.length === 0) return null;
  const t = (key: string, options?: object) =>
    translate(`resources.deposits.qrNotifications.${key}`, options);
  return (
    <>
      <Typography variant="h6" id={headingId} sx={{ mt: 2 }}>
        {t('title')}
      </Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>{t('bankTransactionId')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
            <TableCell>{t('paidAt')}</TableCell>
            <TableCell>{t('payer')}</TableCell>
            <TableCell>{t('outcome')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.qrNotifications.map((n) => (
            <TableRow key={n.bankTransactionId}>
              <TableCell>{n.bankTransactionId}</TableCell>
              <TableCell align="right">
                {decimal(n.amount)}
                {n.amountDiffers && (
                  <Chip size="small" color="warning" label={t('amountDiffers')} sx={{ ml: 1 }} />
                )}
              </TableCell>
              <TableCell>
                <time dateTime={n.paidAt}>{dateTime(n.paidAt)}</time>
              </TableCell>
              <TableCell>{[n.payerName, n.payerAccount].filter(Boolean).join(' · ') || '—'}</TableCell>
              <TableCell>{t(`outcomes.${n.outcome}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
