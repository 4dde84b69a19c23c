import { errorMessage, kycForms } from '@fund/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { FormError, TextField } from '../../components/form/fields.tsx';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import {
  type BankAccount,
  fetchForm,
  type KycOptions,
  saveBankAccount,
  useBankAccount,
  useKycOptions,
} from './api.ts';
import { FormSection, SelectField, useErrorText } from './form-controls.tsx';
import { PhotoUpload } from './photo-upload.tsx';
import { type FieldErrors, fieldErrorsOf } from './use-kyc-form.ts';
import './kyc.css';

/** Spec screen 11: the bank account redemptions are paid to; once verified, a change needs staff approval. */
export function BankAccountPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('kyc.bank.title'));
  const language = useLanguage();
  const options = useKycOptions();
  const current = useBankAccount();
  const identity = useSWR('/kyc/identity', () => fetchForm('/kyc/identity'));

  if (options.error || current.error)
    return (
      <p className="form-error" role="alert">
        {t('kyc.loadFailed')}
      </p>
    );
  if (!options.data || !current.data || !identity.data) return <ProgressBar />;
  const saved = identity.data.saved;
  return (
    <div className="stack kyc-page">
      <h1>{t('kyc.bank.title')}</h1>
      <Link to="/kyc">{t('kyc.backToProgress')}</Link>
      <FormSection title={t('kyc.bank.title')}>
        <p className="muted">{t('kyc.bank.lead')}</p>
        {!saved && <p className="form-error">{errorMessage('KYC_IDENTITY_REQUIRED', language)}</p>}
        <BankForm
          options={options.data}
          account={current.data.account}
          applicantNames={saved ? applicantNamesOf(saved) : []}
          onSaved={() => void current.mutate()}
        />
      </FormSection>
    </div>
  );
}

/** The applicant's full names, Thai and English, from the identity the DOPA check accepted (as the API builds them). */
function applicantNamesOf(identity: Record<string, unknown>): string[] {
  const join = (...parts: unknown[]) => parts.filter((part) => typeof part === 'string' && part).join(' ');
  return [
    join(identity.firstNameTh, identity.middleNameTh, identity.lastNameTh),
    join(identity.firstNameEn, identity.middleNameEn, identity.lastNameEn),
  ];
}

/**
 * The API's rules: digits per bank, and the name one of the applicant's (titles, spaces and case aside); a change
 * of a verified account brings the new account's book-bank photo.
 */
function checkBank(
  values: { bankCode: string; accountNumber: string; accountName: string },
  applicantNames: readonly string[],
  bookBank: { needed: boolean; fileId: string | null },
): FieldErrors {
  const errors: FieldErrors = {};
  if (bookBank.needed && !bookBank.fileId) errors.bookBankFileId = 'api:CHANGE_REQUEST_BOOK_BANK_REQUIRED';
  if (!values.bankCode) errors.bankCode = 'kyc.validation.required';
  else if (!kycForms.isAccountNumberOf(values.bankCode, values.accountNumber))
    errors.accountNumber = 'api:KYC_BANK_ACCOUNT_INVALID';
  if (!values.accountName.trim()) errors.accountName = 'kyc.validation.required';
  else if (applicantNames.length > 0 && !kycForms.accountNameMatches(values.accountName, applicantNames))
    errors.accountName = 'api:KYC_BANK_NAME_MISMATCH';
  return errors;
}

const valuesOf = (account: BankAccount | null) => ({
  bankCode: account?.bankCode ?? '',
  accountNumber: account?.accountNumber ?? '',
  accountName: account?.accountName ?? '',
});

function BankForm({
  options,
  account,
  applicantNames,
  onSaved,
}: {
  options: KycOptions;
  account: BankAccount | null;
  applicantNames: readonly string[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [values, setValues] = useState(() => valuesOf(account));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [bookBankFileId, setBookBankFileId] = useState<string | null>(null);
  const errorText = useErrorText(errors);
  const verified = account?.status === 'VERIFIED';
  const bank = kycForms.findThaiBank(values.bankCode);

  // A saved account (or change request) reloaded from the server is shown as it now stands.
  useEffect(() => setValues(valuesOf(account)), [account]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkBank(values, applicantNames, { needed: verified, fileId: bookBankFileId });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const answer = await saveBankAccount({
        ...values,
        accountNumber: kycForms.normalizeAccountNumber(values.accountNumber),
        accountName: values.accountName.trim(),
        ...(verified && bookBankFileId ? { bookBankFileId } : {}),
      });
      setBookBankFileId(null);
      showToast({
        kind: 'success',
        message: answer.changeRequested ? t('kyc.bank.changeRequested') : t('kyc.bank.saved'),
      });
      onSaved();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setSending(false);
    }
  };

  const banks = options.banks.map((b) => ({
    value: b.code,
    th: `${b.code} ${b.nameTh}`,
    en: `${b.code} ${b.nameEn}`,
  }));
  const pending = account?.changeRequest;
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      {verified && <p className="muted">{t('kyc.bank.changeNote')}</p>}
      {pending && (
        <p className="muted">
          {t('kyc.bank.pendingChange', { account: `${pending.bankCode} ${pending.accountNumber}` })}
        </p>
      )}
      <SelectField
        label={t('kyc.bank.bank')}
        value={values.bankCode}
        choices={banks}
        onChange={(bankCode) => setValues({ ...values, bankCode })}
        error={errorText('bankCode')}
      />
      <TextField
        name="accountNumber"
        label={t('kyc.bank.accountNumber')}
        hint={bank ? t('kyc.bank.accountNumberHint', { digits: bank.accountDigits }) : undefined}
        value={values.accountNumber}
        onChange={(event) => setValues({ ...values, accountNumber: event.target.value })}
        inputMode="numeric"
        autoComplete="off"
        error={errorText('accountNumber')}
      />
      <TextField
        name="accountName"
        label={t('kyc.bank.accountName')}
        value={values.accountName}
        onChange={(event) => setValues({ ...values, accountName: event.target.value })}
        autoComplete="name"
        error={errorText('accountName')}
      />
      {verified && (
        <div className="stack book-bank">
          <p className="muted">{t('kyc.bank.bookBankLead')}</p>
          <PhotoUpload
            // A new upload area once a request is sent: the next change brings its own photo.
            key={pending?.createdAt ?? 'none'}
            kind="BOOK_BANK"
            alreadyUploaded={false}
            onUploaded={(file) => {
              setBookBankFileId(file.id);
              setErrors(({ bookBankFileId: _, ...rest }) => rest);
            }}
          />
          <FormError message={errorText('bookBankFileId')} />
        </div>
      )}
      <FormError message={errorText('form')} />
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? t('kyc.saving') : t('kyc.bank.submit')}
      </button>
    </form>
  );
}
