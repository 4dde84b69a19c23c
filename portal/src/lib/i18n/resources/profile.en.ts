import type { ProfileMessages } from './profile.th.ts';

/** Personal information after approval (profile menu), in English. */
export const profileEn: ProfileMessages = {
  title: 'Personal information',
  lead: 'Your phone number and current address change at once. Other data such as occupation, income, source of funds, beneficiary and nationality is reviewed by our compliance team first; meanwhile you keep investing as usual.',
  notVerified: 'Your account is not approved yet. Please enter your data in the verification steps.',
  toVerification: 'Go to identity verification',
  sections: {
    general: 'General information and addresses',
    personal: 'Occupation, income and beneficiary',
    bank: 'Bank account',
  },
  edit: 'Edit',
  phone: 'Phone number',
  currentAddress: 'Current address',
  occupation: 'Occupation',
  monthlyIncome: 'Monthly income',
  requests: {
    title: 'Change requests',
    none: 'No requests yet',
    kind: { PROFILE: 'Personal information', BANK_ACCOUNT: 'Bank account' },
    status: { PENDING: 'Waiting for review', APPROVED: 'Approved', REJECTED: 'Not approved' },
    fields: 'Changes asked: {{fields}}',
    reason: 'Reason: {{reason}}',
    sentAt: 'Sent on {{date}}',
  },
  form: {
    note: 'Your phone number and current address change at once; anything else you change goes to our compliance team for review.',
    back: 'Back to personal information',
    submit: 'Save changes',
    applied: 'Profile updated',
    requested: 'Your change request was sent to our compliance team',
  },
};
