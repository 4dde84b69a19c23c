import { kycForms } from '@fund/domain';

/** A wallet network by its name in the reader's language ("Ethereum (ERC-20)"); an unknown code stays as it is. */
export function walletNetworkName(code: string | null | undefined, language: string): string {
  if (!code) return '—';
  const network = kycForms.walletNetworks.find((n) => n.code === code);
  if (!network) return code;
  return language === 'en' ? network.nameEn : network.nameTh;
}
