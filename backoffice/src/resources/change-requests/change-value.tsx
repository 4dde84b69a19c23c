import { kycForms } from '@fund/domain';
import Box from '@mui/material/Box';
import { useLocaleState } from 'react-admin';
import { walletNetworkName } from '../../components/wallet-network-name.ts';
import { AnswerValue } from '../kyc-cases/answer-list.tsx';

/**
 * A changed field's value as compliance reads it, keyed by the field's "section.field" name: a wallet's network
 * by its name and its address whole (a compliance officer compares every character), a bank by its name, and
 * every profile answer as the KYC case shows it (options, countries and dates by their names, addresses as
 * lists).
 */
export function ChangeValue({ field, value }: { field: string; value: unknown }) {
  const [locale] = useLocaleState();
  if (value === null || value === undefined || value === '') return <>—</>;
  if (field === 'wallet.network') return <>{walletNetworkName(String(value), locale)}</>;
  if (field === 'wallet.address') {
    return (
      <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {String(value)}
      </Box>
    );
  }
  if (field === 'bank.bankCode') {
    const bank = kycForms.findThaiBank(String(value));
    if (!bank) return <>{String(value)}</>;
    return <>{`${locale === 'en' ? bank.nameEn : bank.nameTh} (${bank.code})`}</>;
  }
  return <AnswerValue name={field.slice(field.indexOf('.') + 1)} value={value} />;
}
