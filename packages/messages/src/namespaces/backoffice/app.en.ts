import type { Messages } from '../../types.ts';
import type { appTh } from './app.th.ts';

/** The back office's frame in English. */
export const appEn: Messages<typeof appTh> = {
  title: '{{brand}} · Back office',
  formats: {
    business_date: '{{value, businessDate}}',
    business_date_weekday: '{{value, businessDate(weekday: true)}}',
    decimal: '{{value, decimal}}',
    date_time: '{{value, instant}}',
    file_size: '{{value, fileSize}}',
  },
  maintenance: {
    banner:
      'Maintenance is on: investors can read but cannot place orders, deposit or change their data. Staff work as usual.',
  },
  login: {
    title: '{{brand}} · Back office',
    subtitle: 'For staff',
    two_factor: '$t(security.twoFactorCode, {"ns": "common"})',
    two_factor_help:
      'The 6-digit code from your authenticator app, or a recovery code (only once two-factor sign-in is on)',
  },
  two_factor: {
    title: 'Two-factor sign-in',
    intro:
      'Once on, every sign-in needs the 6-digit code from an authenticator app (such as Google Authenticator) besides the password.',
    start: 'Set it up',
    scan: 'Scan this QR code with your authenticator app, or type the secret below, then enter the 6-digit code the app shows.',
    qr_alt: '$t(security.qrAlt, {"ns": "common"})',
    secret: 'Secret: {{secret}}',
    code: '6-digit code from the app',
    confirm: 'Confirm and turn on',
    enabled: 'Two-factor sign-in is on. From now on, enter the code from the app with your password.',
    on: 'Two-factor sign-in is on: each sign-in needs the code from the app, or a recovery code, with the password.',
    forced_intro:
      'Staff accounts must turn on two-factor sign-in before using the back office. Set it up with an authenticator app (such as Google Authenticator) to carry on.',
    continue: 'Go to the back office',
    sign_out: 'Sign out',
    recovery: {
      title: 'Recovery codes',
      shown_once:
        'These 10 recovery codes are shown only once: copy or download them and keep them somewhere safe. Without your phone, a recovery code replaces the code from the app at one sign-in; each works only once.',
      copy: 'Copy codes',
      download: 'Download',
      copied: 'Recovery codes copied',
      copy_failed: 'Could not copy; please download or write the codes down',
      regenerate_title: 'New recovery codes',
      regenerate_intro:
        'Enter the 6-digit code from the app to get new recovery codes; the old ones stop working.',
      regenerate: 'Get new codes',
    },
  },
  session: {
    idle: '$t(AUTH_SESSION_IDLE, {"ns": "errors"})',
  },
  dashboard: {
    signed_in_as: 'Signed in as {{email}}',
    role: 'Role: {{role}}',
    title: 'Waiting work',
    load_failed: 'The waiting work could not be loaded. Please reload the page.',
    count_link: '{{label}}: {{count, number}}',
    kyc_title: 'Account opening (KYC)',
    kyc_by_age: 'Waiting for approval, by age (promise: 1-2 days)',
    kyc_by_status: 'By status',
    ages: {
      UNDER_1_DAY: 'Sent today (under 1 day)',
      DAYS_1_TO_2: 'Waiting 1-2 days',
      OVER_2_DAYS: 'Waiting over 2 days (late)',
    },
    orders_title: 'Orders',
    orders_label: 'Orders waiting for approval',
    deposits_title: 'Deposits',
    deposits_label: 'Waiting for payment check',
    navs_title: 'NAV',
    navs_label: 'Entered, waiting for a second staff member',
    payouts_title: 'Payouts',
    payouts: {
      PENDING: 'Waiting for a bank file',
      HELD: 'Held for compliance (account not verified)',
    },
  },
  bulk_approve: {
    title: 'Approve the {{smart_count}} selected?',
    content: 'Each one is checked and audited on its own, as a single approval is: {{refs}}',
    done: '{{smart_count}} approved',
    refused_title: '{{smart_count}} could not be approved',
    close: 'Close',
  },
  roles: {
    compliance: 'Compliance',
    operations: 'Operations',
    support: 'Customer support',
    admin: 'Administrator',
  },
  decision_dialog: {
    cancel: 'Cancel',
    reason: 'Reason',
    reason_helper: 'Up to {{max}} characters',
    reason_required: 'Give a reason of {{min}} to {{max}} characters',
  },
};
