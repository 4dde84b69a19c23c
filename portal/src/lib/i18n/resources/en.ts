import type { Messages } from './th.ts';

export const en: Messages = {
  app: {
    name: 'MFund',
    tagline: 'Professional digital-asset fund investing',
    skipToContent: 'Skip to content',
    footer: 'A digital-asset fund manager licensed by the Thai SEC.',
  },
  language: { label: 'Language', th: 'ไทย', en: 'English' },
  progress: { label: 'Loading page' },
  toast: { close: 'Dismiss notification' },
  home: {
    title: 'Welcome to MFund',
    lead: 'Open an account, verify your identity and invest in professionally managed digital-asset strategies, all in one place.',
    login: 'Log in',
  },
  login: {
    title: 'Log in',
    subtitle: 'Use the e-mail and password of your MFund account',
    email: 'E-mail',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in…',
    success: 'You are logged in',
  },
  suspended: {
    title: 'Your account is locked',
    body: 'For your security this account has been locked. Please contact customer support to unlock it.',
    hours: 'Business hours 09:00–18:00',
    contact: 'Contact us on LINE {{lineId}}',
  },
  notFound: {
    title: 'Page not found',
    body: 'This page may have moved or no longer exists.',
    back: 'Back to home',
  },
};
