import { kycForms } from '@fund/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { FormError, TextField } from '../../components/form/fields.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage, useLanguage } from '../../lib/i18n/use-language.ts';
import { SelectField } from '../kyc/index.ts';
import { profileKey } from './api.ts';
import { requestWallet, useWallet, walletKey } from './wallet-api.ts';

type Errors = Partial<Record<'network' | 'address' | 'form', string>>;

const networkChoices = kycForms.walletNetworks.map((n) => ({ value: n.code, th: n.nameTh, en: n.nameEn }));

/** "ETH" → "Ethereum (ERC-20)" in the reader's language. */
export function useNetworkName() {
  const language = useLanguage();
  return (code: string) => {
    const network = kycForms.walletNetworks.find((n) => n.code === code);
    return network ? (language === 'en' ? network.nameEn : network.nameTh) : code;
  };
}

/**
 * The wallet redemptions may be paid to (spec §3 "receive type", §5): the one compliance verified, the one waiting
 * for them, and a form for a new one, checked against its network (format and checksum) as the API checks it.
 */
export function WalletSection() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { mutate } = useSWRConfig();
  const errorMessage = useErrorMessage();
  const networkName = useNetworkName();
  const { data, error: loadError } = useWallet();
  const [network, setNetwork] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    if (!network) found.network = t('profile.wallet.networkRequired');
    else if (!kycForms.isWalletAddressOf(network, address))
      found.address = errorMessage('WALLET_ADDRESS_INVALID');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await requestWallet({ network, address: kycForms.normalizeWalletAddress(address) });
      showToast({ kind: 'success', message: t('profile.wallet.saved') });
      setAddress('');
      setNetwork('');
      await Promise.all([mutate(walletKey), mutate(profileKey)]);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
      setErrors(
        code === 'WALLET_ADDRESS_INVALID' ? { address: errorMessage(code) } : { form: errorMessage(code) },
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="section-card" aria-labelledby="profile-wallet">
      <h2 id="profile-wallet">{t('profile.sections.wallet')}</h2>
      <p className="muted">{t('profile.wallet.lead')}</p>
      {loadError && (
        <p className="form-error" role="alert">
          {t('kyc.loadFailed')}
        </p>
      )}
      {data && (
        <dl className="profile-facts">
          <dt>{t('profile.wallet.inUse')}</dt>
          <dd className="wallet-address">
            {data.wallet
              ? `${networkName(data.wallet.network)} ${data.wallet.address}`
              : t('profile.wallet.none')}
          </dd>
        </dl>
      )}
      {data?.changeRequest ? (
        <p role="status" className="wallet-address">
          {t('profile.wallet.pending', {
            network: networkName(data.changeRequest.network),
            address: data.changeRequest.address,
          })}
        </p>
      ) : (
        <form className="form stack" noValidate onSubmit={submit}>
          <FormError message={errors.form} />
          <SelectField
            label={t('profile.wallet.network')}
            value={network}
            choices={networkChoices}
            onChange={setNetwork}
            error={errors.network}
          />
          <TextField
            name="walletAddress"
            label={t('profile.wallet.address')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            hint={t('profile.wallet.addressHint')}
            error={errors.address}
          />
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? t('profile.wallet.submitting') : t('profile.wallet.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
