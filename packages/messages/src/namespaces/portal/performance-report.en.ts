import type { PerformanceReportMessages } from './performance-report.th.ts';

/** The performance report on the Statements page (English). */
export const performanceReportEn: PerformanceReportMessages = {
  title: 'Performance report',
  asOf: 'As of {{date}}, at approved NAVs',
  explain:
    'TWR (time-weighted return) measures the strategy regardless of when you added or took out money, and leaves out the fees on your orders. IRR (money-weighted return) measures the money you actually paid and received. Periods shorter than a year show the return for the period, not a yearly rate; from a year on, returns are a year.',
  fifo: 'Gains are first-in, first-out (FIFO): the units sold are the ones bought first.',
  loadFailed: 'Could not load the performance report. Please try again.',
  disabled: 'The performance report is under maintenance.',
  empty: 'Nothing settled yet: the report appears once your first order has its NAV.',
  total: 'All strategies',
  value: 'Value now (THB)',
  realisedGain: 'Realised gain/loss (THB)',
  unrealisedGain: 'Unrealised gain/loss (THB)',
  period: 'Period',
  twr: 'TWR',
  irr: 'IRR',
  opening: 'Opening value (THB)',
  netFlows: 'Net money in (THB)',
  gain: 'Gain/loss (THB)',
  closing: 'Closing value (THB)',
  periods: {
    '1M': '1 month',
    '3M': '3 months',
    '6M': '6 months',
    YTD: 'Year to date',
    '1Y': '1 year',
    SINCE_FIRST: 'Since first investment',
  },
  annualised: '(a year)',
  notCovered: 'Not invested for the whole period',
  notCoveredShort: 'n/a',
  unbalanced: 'The figures do not add up: {{amount}} THB apart. Please contact us.',
  periodsOf: 'Returns by period: {{name}}',
};
