/** The LINE official account customers reach support through (spec §2, maintenance screen contact line). */
export const supportLine = {
  id: '@mfundsupport',
  url: 'https://line.me/R/ti/p/@mfundsupport',
} as const;
