import type { Messages } from '../types.ts';
import type { siteIslands as th } from './site-islands.th.ts';

/** The site's small islands, in English. */
export const siteIslands: Messages<typeof th> = {
  faqSearch: {
    label: 'Search the questions',
    placeholder: 'Type a word, e.g. fees',
    countAll: 'All {{total}} questions',
    countFound: '{{shown}} of {{total}} questions',
    none: 'No question matches “{{query}}”',
    clear: 'Clear search',
    topics: { 'why-invest': 'Why invest', security: 'Security', popular: 'Popular topics' },
  },
  consent: {
    title: 'Privacy and publicity of information',
    text: 'We use personal data under our privacy policy and ask your consent to the publicity of information, so we can improve our service and send you relevant news. You can change your mind at any time through customer service.',
    accept: 'Accept',
    decline: 'Decline',
  },
  interest: {
    open: 'Interested?',
    title: 'Interested in investing?',
    intro: 'Leave your details and we will call you back to suggest the strategies that suit you.',
    close: 'Close',
  },
  scammerAlert: { label: 'Scam warning' },
};
