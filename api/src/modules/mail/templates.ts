import {
  type Brand,
  documents,
  errorMessage,
  isErrorCode,
  type Language,
  supportSignature,
} from '@fund/domain';
import { catalogue } from '@fund/messages';
import { changeRequestTemplates } from './change-request-templates.ts';
import { emailT, signedMail } from './email-text.ts';

export interface RenderedMail {
  subject: string;
  text: string;
}

/** What every payout e-mail tells: the order, the amount and where it goes (the account by its ending). */
interface PayoutMail {
  orderRef: string;
  amount: string;
  accountEnding: string;
  bankCode: string;
  /** Set for a wallet payout: the network and the address's start and end. */
  wallet?: { network: string; addressShort: string } | null;
  valueDate: string;
  portalUrl: string;
}

/** Where the money went, in the investor's words: the bank account's ending or the wallet. */
const payoutDestination = (language: Language, p: PayoutMail) =>
  p.wallet
    ? emailT(language)('payoutDestination.wallet', {
        network: p.wallet.network,
        address: p.wallet.addressShort,
      })
    : emailT(language)('payoutDestination.bank', { accountEnding: p.accountEnding });

interface EnquiryAck {
  reference: string;
  name?: string | null;
}

interface KycReason {
  step: string;
  reason: string;
}

type KycStep = keyof (typeof catalogue)['th']['email']['kycSteps'];
const isKycStep = (step: string): step is KycStep => step in catalogue.th.email.kycSteps;

/** One line per reason, the step named in the reader's language. */
const reasonLines = (reasons: KycReason[] | undefined, language: Language) =>
  (reasons ?? [])
    .map((r) => `- ${isKycStep(r.step) ? emailT(language)(`kycSteps.${r.step}`) : r.step}: ${r.reason}`)
    .join('\n');

type KycBlockReason = keyof (typeof catalogue)['th']['email']['kycBlocked']['reasons'];

// An unknown reason reads as the general company-policy refusal.
const blockReason = (reason: KycBlockReason): KycBlockReason =>
  reason in catalogue.th.email.kycBlocked.reasons ? reason : 'COMPANY_POLICY';

/** Every e-mail the system sends, in Thai and English; the recipient's language picks one. */
export const mailTemplates = {
  ...changeRequestTemplates,
  'contact-ack': (language: Language, { reference, name }: EnquiryAck, brand: Brand): RenderedMail =>
    signedMail(language, 'contactAck', { reference, name: name ?? emailT(language)('customer') }, brand),
  'complaint-ack': (language: Language, { reference }: EnquiryAck, brand: Brand): RenderedMail =>
    signedMail(language, 'complaintAck', { reference }, brand),
  otp: (
    language: Language,
    { code, minutes, link }: { code: string; minutes: number; link?: string },
    brand: Brand,
  ): RenderedMail =>
    signedMail(
      language,
      'otp',
      { code, minutes },
      brand,
      link ? `\n\n${emailT(language)('otp.link', { link })}` : '',
    ),
  // An SMS: no signature, one short line; the subject only labels it in the outbox.
  'otp-sms': (
    language: Language,
    { code, minutes }: { code: string; minutes: number },
    brand: Brand,
  ): RenderedMail => {
    const t = emailT(language);
    return { subject: t('otpSms.subject'), text: t('otpSms.text', { brand: brand.name, code, minutes }) };
  },
  'account-locked': (
    language: Language,
    { link, minutes }: { link: string; minutes: number },
    brand: Brand,
  ): RenderedMail => signedMail(language, 'accountLocked', { link, minutes }, brand),
  'signup-existing-account': (
    language: Language,
    { loginLink, resetLink }: { loginLink: string; resetLink: string },
    brand: Brand,
  ): RenderedMail => signedMail(language, 'signupExistingAccount', { loginLink, resetLink }, brand),
  'account-recovered': (language: Language, _data: Record<string, never>, brand: Brand): RenderedMail =>
    signedMail(language, 'accountRecovered', {}, brand),
  'password-changed': (language: Language, _data: Record<string, never>, brand: Brand): RenderedMail =>
    signedMail(language, 'passwordChanged', {}, brand),
  'password-reset': (
    language: Language,
    { link, minutes }: { link: string; minutes: number },
    brand: Brand,
  ): RenderedMail => signedMail(language, 'passwordReset', { link, minutes }, brand),
  'juristic-account-opened': (
    language: Language,
    { link, companyName, days }: { link: string; companyName: string; days: number },
    brand: Brand,
  ): RenderedMail => signedMail(language, 'juristicAccountOpened', { link, companyName, days }, brand),
  'kyc-approved': (language: Language, { portalUrl }: { portalUrl: string }, brand: Brand): RenderedMail =>
    signedMail(language, 'kycApproved', { portalUrl }, brand),
  'kyc-rejected': (
    language: Language,
    { portalUrl, reasons }: { portalUrl: string; reasons: KycReason[] },
    brand: Brand,
  ): RenderedMail =>
    signedMail(language, 'kycRejected', { portalUrl, reasons: reasonLines(reasons, language) }, brand),
  'kyc-revision-requested': (
    language: Language,
    { portalUrl, deadline, reasons }: { portalUrl: string; deadline: string; reasons: KycReason[] },
    brand: Brand,
  ): RenderedMail =>
    signedMail(
      language,
      'kycRevisionRequested',
      { portalUrl, deadline, reasons: reasonLines(reasons, language) },
      brand,
    ),
  'kyc-overdue': (
    language: Language,
    { portalUrl, deadline }: { portalUrl: string; deadline: string },
    brand: Brand,
  ): RenderedMail => signedMail(language, 'kycOverdue', { portalUrl, deadline }, brand),
  'kyc-blocked': (language: Language, { reason }: { reason: KycBlockReason }, brand: Brand): RenderedMail => {
    const t = emailT(language);
    return {
      subject: t('kycBlocked.subject'),
      text: `${t(`kycBlocked.reasons.${blockReason(reason)}`)}\n\n${supportSignature(brand)[language]}`,
    };
  },
  'order-settled': (
    language: Language,
    o: {
      ref: string;
      kind: 'increase' | 'reduce' | 'switch';
      leg: 'out' | 'in' | null;
      strategyCode: string;
      units: string;
      amount: string;
      fee: string;
      nav: string;
      tradeDate: string;
    },
    brand: Brand,
  ): RenderedMail => {
    const kind = o.leg ?? (o.kind === 'reduce' ? 'reduce' : o.kind === 'switch' ? 'out' : 'increase');
    const { ref, strategyCode, tradeDate, nav, units, amount, fee } = o;
    const values = {
      kind: emailT(language)(`orderKinds.${kind}`),
      ref,
      strategyCode,
      tradeDate,
      nav,
      units,
      amount,
      fee,
    };
    return signedMail(language, 'orderSettled', values, brand);
  },
  'order-rejected': (
    language: Language,
    o: {
      ref: string;
      kind: 'increase' | 'reduce' | 'switch';
      strategyCode: string;
      reason: string;
      portalUrl: string;
    },
    brand: Brand,
  ): RenderedMail => {
    // The system's own reasons are codes (staff write theirs): read in the investor's language.
    const reason = isErrorCode(o.reason) ? errorMessage(o.reason, language) : o.reason;
    const kind = emailT(language)(`orderKinds.${o.kind}`);
    return signedMail(
      language,
      'orderRejected',
      { kind, ref: o.ref, strategyCode: o.strategyCode, reason, portalUrl: o.portalUrl },
      brand,
    );
  },
  'deposit-verified': (
    language: Language,
    d: { ref: string; amount: string; orderRefs: string },
    brand: Brand,
  ): RenderedMail => signedMail(language, 'depositVerified', d, brand),
  'deposit-rejected': (
    language: Language,
    d: { ref: string; amount: string; reason: string; portalUrl: string },
    brand: Brand,
  ): RenderedMail => signedMail(language, 'depositRejected', d, brand),
  'payout-paid': (
    language: Language,
    p: PayoutMail & { bankReference: string },
    brand: Brand,
  ): RenderedMail =>
    signedMail(
      language,
      'payoutPaid',
      {
        amount: p.amount,
        orderRef: p.orderRef,
        destination: payoutDestination(language, p),
        valueDate: p.valueDate,
        referenceLabel: emailT(language)(
          p.wallet ? 'payoutPaid.walletReference' : 'payoutPaid.bankReference',
        ),
        bankReference: p.bankReference,
        portalUrl: p.portalUrl,
      },
      brand,
    ),
  'statement-ready': (
    language: Language,
    { month, portalUrl }: { month: string; portalUrl: string },
    brand: Brand,
  ): RenderedMail =>
    signedMail(language, 'statementReady', { month: documents.monthName(month, language), portalUrl }, brand),
  'document-resent': (
    language: Language,
    d: { title: { th: string; en: string }; fileUrl: string; sha256: string; portalUrl: string },
    brand: Brand,
  ): RenderedMail =>
    signedMail(
      language,
      'documentResent',
      { title: d.title[language], fileUrl: d.fileUrl, sha256: d.sha256, portalUrl: d.portalUrl },
      brand,
    ),
  'suitability-expiring': (
    language: Language,
    { expiresOn, portalUrl }: { expiresOn: string; portalUrl: string },
    brand: Brand,
  ): RenderedMail => signedMail(language, 'suitabilityExpiring', { expiresOn, portalUrl }, brand),
  'payout-failed': (language: Language, p: PayoutMail & { reason: string }, brand: Brand): RenderedMail =>
    signedMail(
      language,
      'payoutFailed',
      {
        amount: p.amount,
        orderRef: p.orderRef,
        destination: payoutDestination(language, p),
        reason: p.reason,
        portalUrl: p.portalUrl,
      },
      brand,
    ),
  // Staff read it: no investor signature.
  'reconciliation-breaks': (
    language: Language,
    r: { asOf: string; count: number; summary: string; runId: number },
  ): RenderedMail => {
    const t = emailT(language);
    return { subject: t('reconciliationBreaks.subject', r), text: t('reconciliationBreaks.text', r) };
  },
} as const;

export type MailTemplate = keyof typeof mailTemplates;
