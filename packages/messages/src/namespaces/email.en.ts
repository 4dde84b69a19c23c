import type { Messages } from '../types.ts';
import type { email as th } from './email.th.ts';

/** Every e-mail (and SMS) the system sends, in English ("31 Dec 2026" for a business day). */
export const email: Messages<typeof th> = {
  customer: 'customer',
  kycSteps: {
    identityPhoto: 'ID card photos and selfie',
    identityData: '$t(common:kyc.identityData)',
    personalInfo: '$t(common:kyc.personalInfo)',
    bankAccount: 'Bank account',
    suitability: 'Risk assessment',
    fatca: '$t(portal:questionnaires.fatca.title)',
    aml: 'AML questionnaire',
    edd: 'Enhanced due diligence documents',
    contract: 'Contract',
  },
  orderKinds: {
    increase: '$t(glossary:orderKinds.increase)',
    reduce: 'Reduction',
    switch: 'Switch',
    out: '$t(pdf:orderKinds.switchOut)',
    in: '$t(pdf:orderKinds.switchIn)',
  },
  changeRequestSubjects: {
    PROFILE: 'personal information',
    BANK_ACCOUNT: 'bank account',
    WALLET: 'wallet for payouts',
  },
  payoutDestination: {
    wallet: 'your wallet ({{network}}) {{address}}',
    bank: 'your bank account ending {{accountEnding}}',
  },
  contactAck: {
    subject: 'We received your contact request ({{reference}})',
    text: 'Dear {{name}},\n\nWe received your request to be contacted. Your reference is {{reference}}.\nOur team will call you back within the next business day.',
  },
  complaintAck: {
    subject: 'We received your complaint ({{reference}})',
    text: 'Dear customer,\n\nWe received your complaint. Your reference is {{reference}}.\nWe will look into it and reply to you as soon as possible.',
  },
  otp: {
    subject: 'Your OTP is {{code}}',
    text: 'Your one-time code is {{code}}.\nIt is valid for {{minutes}} minutes. Never share it: our staff will never ask you for it.',
    link: 'Enter it on the e-mail verification page (sign in with your e-mail and password if asked):\n{{link}}',
  },
  otpSms: {
    subject: 'SMS: OTP',
    text: '{{brand}}: your OTP is {{code}}, valid for {{minutes}} minutes. Never share it.',
  },
  accountLocked: {
    subject: 'Your account has been locked',
    text: 'There were several wrong password attempts, so your account was locked for your safety.\nIf it was you, recover your account with this link within {{minutes}} minutes, then set a new password:\n{{link}}\n\nIf it was not you, please contact us.',
  },
  signupExistingAccount: {
    subject: 'Someone signed up with your e-mail address',
    text: 'Someone signed up with this e-mail address, which already has an account, so no new account was made.\nIf it was you, sign in with your account:\n{{loginLink}}\nIf you have forgotten your password, set a new one here:\n{{resetLink}}\n\nIf it was not you, there is nothing to do: your account is safe.',
  },
  accountRecovered: {
    subject: 'Your account has been recovered',
    text: 'Your account was recovered and unlocked. Please set a new password to sign in.\nIf this was not you, contact us at once.',
  },
  passwordChanged: {
    subject: 'Your password was changed',
    text: 'The password of your account was changed and every device was signed out. Sign in with the new password.\nIf you did not change it, contact us at once.',
  },
  passwordReset: {
    subject: 'Reset your password',
    text: 'Someone asked to reset the password of your account. Open this link within {{minutes}} minutes:\n{{link}}\n\nIf it was not you, ignore this e-mail: your password stays the same.',
  },
  juristicAccountOpened: {
    subject: 'Your company account is open: set your password to sign in',
    text: 'The account of {{companyName}} is approved, and you are the authorised person who uses it.\n\nSet your password within {{days}} days at this link:\n{{link}}\n\nThen sign in with this e-mail address and that password, and start investing.',
  },
  kycApproved: {
    subject: 'Your account is approved',
    text: 'Our compliance team approved your verification.\n\nStart investing: open your account overview, choose a strategy that suits you and press "Invest"\n{{portalUrl}}',
  },
  kycRejected: {
    subject: 'Please correct your verification data',
    text: 'Our compliance team could not approve your data for these reasons:\n{{reasons}}\n\nPlease enter the corrected data and send it for review again:\n{{portalUrl}}',
  },
  kycRevisionRequested: {
    subject: 'Please update your data by {{deadline, datetime(day: numeric; month: short; year: numeric)}}',
    text: 'Our compliance team asks you to update this data by {{deadline, datetime(day: numeric; month: short; year: numeric)}}:\n{{reasons}}\n\nAfter that date, new increase and switch orders are suspended (reductions stay possible).\n{{portalUrl}}',
  },
  kycOverdue: {
    subject: 'Your data update is overdue',
    text: 'You did not update your data by {{deadline, datetime(day: numeric; month: short; year: numeric)}}, so new increase and switch orders are suspended. Reductions stay possible.\nPlease update your data at:\n{{portalUrl}}',
  },
  kycBlocked: {
    subject: 'We cannot open your account',
    reasons: {
      UNDER_AGE: '$t(errors:KYC_UNDER_AGE)',
      US_PERSON:
        'Sorry, you are treated as a US person under FATCA, so we cannot manage digital asset funds for you.',
      DATA_MISMATCH: 'Sorry, your onboarding information does not match, so we cannot open your account.',
      COMPANY_POLICY: "Sorry, we cannot serve you under the company's policy.",
    },
  },
  orderSettled: {
    subject: '{{kind}} {{ref}} settled',
    text: 'Your {{kind, lowercase}} {{ref}} in {{strategyCode}} has settled.\nTrade date (NAV) {{tradeDate}}\nNAV per unit {{nav}}\nUnits {{units}}\nAmount {{amount}} baht (fee {{fee}} baht)',
  },
  orderRejected: {
    subject: 'Your {{kind, lowercase}} {{ref}} was not approved',
    text: 'Your {{kind, lowercase}} {{ref}} in {{strategyCode}} was not approved for this reason:\n{{reason}}\n\nPlease review your transaction at:\n{{portalUrl}}',
  },
  depositVerified: {
    subject: 'Deposit {{ref}} received',
    text: 'We have verified your deposit {{ref}} of {{amount}} baht.\nYour increase orders {{orderRefs}} now go ahead at their NAV date.',
  },
  depositRejected: {
    subject: 'Deposit {{ref}} was not accepted',
    text: 'We could not accept your deposit {{ref}} of {{amount}} baht for this reason:\n{{reason}}\n\nPlease review your transaction at:\n{{portalUrl}}',
  },
  payoutPaid: {
    subject: 'Your redemption {{orderRef}} has been paid',
    text: 'We have paid {{amount}} baht from {{orderRef}} into {{destination}}.\nValue date: {{valueDate}}\n{{referenceLabel}}: {{bankReference}}\n\nSee the details at:\n{{portalUrl}}',
    walletReference: 'Transaction hash',
    bankReference: '$t(portal:payouts.reference)',
  },
  payoutFailed: {
    subject: 'We could not pay your redemption {{orderRef}}',
    text: 'We could not pay {{amount}} baht from {{orderRef}} into {{destination}}, for this reason:\n{{reason}}\n\nWhat to do: check that your bank account is open and in your name. To use another account, send a change request from your profile. Your money is safe: we pay it again once the account is ready, or contact us below.\n\n{{portalUrl}}',
  },
  statementReady: {
    subject: 'Your statement for {{month}} is ready',
    text: "Your monthly statement for {{month}} is ready to download.\nIt shows your units and their value at the start and end of the month, every transaction, the fees and the month's return.\n\nDownload it at:\n{{portalUrl}}",
  },
  documentResent: {
    subject: 'Your document again: {{title}}',
    text: 'As asked, here is your document "{{title}}" again: the same file kept in your account.\n\nDownload it (after signing in) at:\n{{fileUrl}}\n\nFile checksum (SHA-256):\n{{sha256}}\n\nAll your documents are at:\n{{portalUrl}}',
  },
  suitabilityExpiring: {
    subject:
      'Your suitability assessment expires on {{expiresOn, datetime(day: numeric; month: short; year: numeric)}}',
    text: 'Your investment suitability assessment expires on {{expiresOn, datetime(day: numeric; month: short; year: numeric)}}.\nAfter that day you cannot add money or switch strategies until you take it again; reductions stay open as usual.\n\nTake it again (about 5 minutes) at:\n{{portalUrl}}',
  },
  reconciliationBreaks: {
    subject: 'Custodian reconciliation {{asOf}}: {{count}} break(s)',
    text: 'Reconciliation run {{runId}} as of {{asOf}} found {{count}} break(s) between our ledger and the custodian (ours / custodian (difference)):\n{{summary}}\n\nSee them all in the back office, Reconciliations.',
  },
  changeRequestApproved: {
    subject: 'Your {{subject}} change is approved',
    text: 'Our compliance team approved your {{subject}} change. The new data applies now:\n{{portalUrl}}',
  },
  changeRequestRejected: {
    subject: 'Your {{subject}} change was not approved',
    text: 'Our compliance team could not approve your {{subject}} change for this reason:\n{{reason}}\n\nYour current data stays in force. You can send a new request at:\n{{portalUrl}}',
  },
};
