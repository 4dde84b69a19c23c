import { suitabilityPages } from '@fund/domain';
import type {
  AmlQuestionnaire,
  FatcaQuestionnaire,
  QuestionnaireItem,
  SuitabilityQuestionnaire,
  SuitabilityResult,
} from './api.ts';

const text = (en: string) => ({ th: `TH ${en}`, en });

/** A scored four-option item, as the API serves the suitability questions. */
export function scoredItem(key: string, multipleChoice = false): QuestionnaireItem {
  return {
    key,
    label: text(`Question ${key}`),
    options: [1, 2, 3, 4].map((score) => ({
      value: String(score),
      label: text(`${key} option ${score}`),
      score,
    })),
    other: false,
    select: false,
    calculate: true,
    multipleChoice,
    required: true,
  };
}

/** The 19 questions on the spec's three pages, in the API's shape. */
export const suitabilityQuestionnaire: SuitabilityQuestionnaire = {
  kind: 'suitability',
  version: 1,
  title: { th: 'แบบประเมินความเหมาะสมในการลงทุน', en: 'Suitability assessment' },
  pages: suitabilityPages.map((keys, index) => ({
    number: index + 1,
    title: text(`Page ${index + 1}`),
    items: keys.map((key) => scoredItem(key, key === 'investTypeExperience')),
  })),
  results: [],
  adviserNote: text('Contact your adviser by e-mail.'),
};

export const suitabilityResult: SuitabilityResult = {
  id: 7,
  version: 1,
  score: 53,
  rawScore: 49,
  type: 'HIGH',
  investType: { th: 'ความเสี่ยงสูง', en: 'High Risk' },
  minScore: 45,
  maxScore: 60,
  suggestedShare: { minPercent: 16, maxPercent: 30 },
  investInfo: text('You accept high risk.'),
  recommendation: text('We suggest 16-30% in the large-cap strategy.'),
  funds: [
    { code: 'M-BTC', name: { th: 'กลยุทธ์บิตคอยน์', en: 'Bitcoin Strategy' } },
    { code: 'M-LARGE', name: { th: 'กลยุทธ์ขนาดใหญ่', en: 'Large-cap Strategy' } },
  ],
  adviserNote: text('Contact your adviser by e-mail.'),
  completedAt: '2026-11-23T03:00:00.000Z',
  expiresAt: '2028-11-22T18:00:00.000Z',
};

const question = (name: string, qNumber: number) => ({
  name,
  qNumber,
  question: text(`Question about ${name}?`),
});

export const fatcaQuestionnaire: FatcaQuestionnaire = {
  kind: 'fatca',
  version: 1,
  title: text('FATCA status form'),
  parts: [
    {
      key: 'part1',
      number: 1,
      topic: text('Customer Status'),
      type: 'question',
      subtopics: [
        {
          topic: text('Status'),
          questions: ['usCitizen', 'usGreencard', 'usTax'].map((name, i) => question(name, i + 1)),
        },
        {
          topic: text('Indications'),
          questions: ['usBorn', 'usAddress', 'usPhone', 'usMoneyAcc', 'usNominee', 'usCoordinator'].map(
            (name, i) => question(name, i + 4),
          ),
        },
      ],
    },
    {
      key: 'part2',
      number: 2,
      topic: text('Certification'),
      type: 'statement',
      description: text('I certify.'),
    },
    {
      key: 'part3',
      number: 3,
      topic: text('Consent to disclosure'),
      type: 'statement',
      items: [text('I consent.')],
    },
    {
      key: 'part4',
      number: 4,
      topic: text('Consent to withholding'),
      type: 'statement',
      items: [text('I agree.')],
    },
  ],
  disclaimer: text('A Yes makes you a US person.'),
  agreementCheck: { type: 'checkbox', description: text('I accept the terms above'), errorMessage: '' },
};

const selectItem = (key: string, options: [string, string][], other = false): QuestionnaireItem => ({
  key,
  label: text(key),
  options: [
    ...options.map(([value, en]) => ({ value, label: text(en) })),
    ...(other ? [{ value: 'OTHER', label: text('Other'), other: true }] : []),
  ],
  other,
  select: true,
  calculate: false,
  multipleChoice: false,
  required: true,
});

export const amlQuestionnaire: AmlQuestionnaire = {
  kind: 'aml',
  version: 1,
  title: text('Anti-money-laundering questionnaire'),
  items: [
    selectItem('countryIncome', [
      ['TH', 'Thailand'],
      ['KP', 'North Korea'],
    ]),
    selectItem('typeOfIncome', [['TRANSFER', 'Transferred money']]),
    selectItem('incomeRange', [['OVER_500K', 'More than 500,000 baht']], true),
    selectItem('incomeRatio', [['TH_ONLY', 'All income from Thailand']], true),
  ],
  edd: {
    highRiskCountries: ['KP'],
    description: text('Please upload your bank statements for the past 6 months.'),
    documents: [text('Bank statements for the past 6 months'), text('House registration')],
  },
};
