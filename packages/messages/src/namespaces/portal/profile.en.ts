import type { ProfileMessages } from './profile.th.ts';

/** Personal information after approval (profile menu), in English. */
export const profileEn: ProfileMessages = {
  title: '$t(common:kyc.personalInfo)',
  lead: 'Your phone number and current address change at once. Other data such as occupation, income, source of funds, beneficiary and nationality is reviewed by our compliance team first; meanwhile you keep investing as usual.',
  notVerified: 'Your account is not approved yet. Please enter your data in the verification steps.',
  toVerification: 'Go to identity verification',
  sections: {
    general: 'General information and addresses',
    personal: 'Occupation, income and beneficiary',
    bank: 'Bank account',
    wallet: '$t(common:kyc.payoutWallet)',
  },
  wallet: {
    lead: 'You may receive your redemptions in a digital-asset wallet of your own. Our compliance team verifies the wallet before its first use and after every change.',
    none: 'No verified wallet yet',
    inUse: 'Wallet in use',
    pending: 'Waiting for review: {{network}} {{address}}',
    network: 'Network',
    address: 'Wallet address',
    addressHint: 'Copy it from your wallet app; the address must be one of the network chosen.',
    chooseNetwork: 'Choose a network',
    networkRequired: 'Please choose a network',
    submit: 'Send for review',
    submitting: 'Sending…',
    saved: 'Wallet address saved: our compliance team verifies it before it is used',
    field: { network: 'Wallet network', address: 'Wallet address' },
  },
  edit: 'Edit',
  phone: '$t(common:kyc.phone)',
  phoneVerification: {
    notVerified:
      'This mobile number is not verified yet. Verify it with a code by SMS so that we can reach you.',
    send: 'Send a code by SMS',
    sent: 'We sent a 6-digit code to the number ending in {{ending}}. It is valid for {{minutes}} minutes.',
    confirm: 'Verify the mobile number',
    done: 'SMS set: your mobile number is verified.',
    verified: 'Mobile number verified by SMS ({{date}})',
  },
  currentAddress: '$t(common:kyc.currentAddress)',
  occupation: 'Occupation',
  monthlyIncome: '$t(common:kyc.monthlyIncome)',
  requests: {
    title: '$t(common:kyc.changeRequests)',
    none: 'No requests yet',
    kind: {
      PROFILE: '$t(common:kyc.personalInfo)',
      BANK_ACCOUNT: 'Bank account',
      WALLET: '$t(common:kyc.payoutWallet)',
    },
    status: { PENDING: 'Waiting for review', APPROVED: 'Approved', REJECTED: 'Not approved' },
    fields: 'Changes asked: {{fields}}',
    reason: 'Reason: {{reason}}',
    sentAt: 'Sent on {{date}}',
  },
  form: {
    eddNeeded:
      'The new source of income is in a high-risk country: please attach 6 months of bank statements and a supporting document to this request.',
    eddNeededNationality:
      'The new nationality is of a high-risk country: please attach 6 months of bank statements and a supporting document to this request.',
    note: 'Your phone number and current address change at once; anything else you change goes to our compliance team for review.',
    back: 'Back to personal information',
    submit: 'Save changes',
    applied: 'Profile updated',
    requested: 'Your change request was sent to our compliance team',
  },
};
