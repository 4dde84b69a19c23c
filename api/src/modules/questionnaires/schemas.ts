import {
  amlEddReasons,
  fatcaQuestionKeys,
  fatcaResultStatuses,
  questionnaireKinds,
  suitabilityRiskTypes,
  suitabilityStandings,
} from '@fund/domain';
import Joi from 'joi';
import { id, instant, localizedText, nullable } from '../../platform/answer-schemas.ts';

const version = Joi.number().integer().min(1).max(1_000_000).required();
const optionValue = Joi.string().min(1).max(40);
const itemKey = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/** The envelope only; each answer is checked against the items of its version in the service. */
const answers = Joi.object()
  .pattern(itemKey, Joi.alternatives().try(optionValue, Joi.array().items(optionValue).max(20)))
  .max(60)
  .required();

const otherText = Joi.object().pattern(itemKey, Joi.string().allow('').max(1000)).max(60).default({});

export const suitabilityBody = Joi.object({ version, answers, otherText });

export const amlBody = Joi.object({ version, answers, otherText });

export const fatcaBody = Joi.object({
  version,
  answers: Joi.object(
    Object.fromEntries(fatcaQuestionKeys.map((key) => [key, Joi.boolean().strict()])),
  ).required(),
  agreement: Joi.boolean().strict().required(),
});

export const kindParams = Joi.object({
  kind: Joi.string()
    .valid(...questionnaireKinds)
    .required(),
});

// The answers of the routes (what the API sends back): the questionnaires' texts and the results of answering.

const label = localizedText.required();

/** A question of a questionnaire (QuestionnaireItem). */
const itemAnswer = Joi.object({
  key: Joi.string().required(),
  label,
  options: Joi.array()
    .items(
      Joi.object({
        value: Joi.string().required().description('Sent back in the answers'),
        label,
        score: Joi.number().integer().description('Points toward the score when the item counts'),
        other: Joi.boolean().description('This option asks for free text'),
      }),
    )
    .required(),
  other: Joi.boolean().required().description('One option asks for free text'),
  select: Joi.boolean().required().description('Shown as a drop-down list'),
  calculate: Joi.boolean().required().description('Counts toward the score'),
  multipleChoice: Joi.boolean().required(),
  required: Joi.boolean().required(),
});

const fatcaCondition = Joi.object({ text: label, link: Joi.string() });

const suitabilityQuestionnaire = Joi.object({
  kind: Joi.string().valid('suitability').required(),
  version: Joi.number().integer().required(),
  title: label,
  pages: Joi.array()
    .items(
      Joi.object({
        number: Joi.number().integer().required(),
        title: label,
        items: Joi.array().items(itemAnswer).required(),
      }),
    )
    .required(),
  results: Joi.array()
    .items(
      Joi.object({
        type: Joi.string()
          .valid(...suitabilityRiskTypes)
          .required(),
        investInfo: label,
        recommendation: label,
      }),
    )
    .required()
    .description('The text of each risk band'),
  adviserNote: label,
});

const fatcaQuestionnaire = Joi.object({
  kind: Joi.string().valid('fatca').required(),
  version: Joi.number().integer().required(),
  title: label,
  parts: Joi.array()
    .items(
      Joi.object({
        key: Joi.string().valid('part1', 'part2', 'part3', 'part4').required(),
        number: Joi.number().integer().required(),
        topic: label,
        type: Joi.string().valid('question', 'statement').required(),
        subtopics: Joi.array().items(
          Joi.object({
            topic: label,
            questions: Joi.array()
              .items(
                Joi.object({
                  name: Joi.string().required().description('The key of the answer'),
                  qNumber: Joi.number().integer().required(),
                  question: label,
                  yesConditions: Joi.array().items(fatcaCondition),
                  noConditions: Joi.array().items(fatcaCondition),
                  conditions: Joi.array().items(fatcaCondition),
                }),
              )
              .required(),
          }),
        ),
        description: localizedText,
        items: Joi.array().items(localizedText),
      }),
    )
    .required(),
  disclaimer: label,
  agreementCheck: Joi.object({
    type: Joi.string().valid('checkbox').required(),
    description: label,
    errorMessage: Joi.string().allow('').required(),
  }).required(),
});

const amlQuestionnaire = Joi.object({
  kind: Joi.string().valid('aml').required(),
  version: Joi.number().integer().required(),
  title: label,
  items: Joi.array().items(itemAnswer).required(),
  edd: Joi.object({
    highRiskCountries: Joi.array()
      .items(Joi.string())
      .required()
      .description('ISO codes whose income raises enhanced due diligence'),
    description: label,
    documents: Joi.array().items(localizedText).required(),
  }).required(),
});

/** `GET /questionnaires/{kind}`: the current version's texts, whose shape is the kind's. */
export const questionnaireAnswer = Joi.alternatives(
  suitabilityQuestionnaire,
  fatcaQuestionnaire,
  amlQuestionnaire,
);

/** A suitability result (SuitabilityResult): the score, the risk band and what it recommends. */
export const suitabilityResultAnswer = Joi.object({
  id: id.required(),
  version: Joi.number().integer().required(),
  score: Joi.number().integer().required(),
  rawScore: Joi.number().integer().required().description('The sum of the points before banding'),
  type: Joi.string()
    .valid(...suitabilityRiskTypes)
    .required()
    .description('The risk band'),
  investType: label,
  minScore: Joi.number().integer().required(),
  maxScore: Joi.number().integer().required(),
  suggestedShare: Joi.object({
    minPercent: Joi.number().integer().required(),
    maxPercent: nullable(Joi.number().integer()).required(),
  })
    .required()
    .description('The share of savings the band suggests for risky assets'),
  investInfo: label,
  recommendation: label,
  funds: Joi.array()
    .items(Joi.object({ code: Joi.string().required(), name: label }))
    .required()
    .description('The strategies the band may invest in'),
  adviserNote: label,
  completedAt: instant.required(),
  expiresAt: instant.required(),
});

/** `GET /kyc/suitability`: the latest result and its standing now. */
export const suitabilityStandingAnswer = suitabilityResultAnswer.keys({
  standing: Joi.string()
    .valid(...suitabilityStandings)
    .required()
    .description('EXPIRING from 30 days before expiresAt; EXPIRED refuses increases and switches'),
});

export const fatcaResultAnswer = Joi.object({
  id: id.required(),
  version: Joi.number().integer().required(),
  usPerson: Joi.boolean().required().description('Any Yes: a US person, and the account is blocked'),
  status: Joi.string()
    .valid(...fatcaResultStatuses)
    .required(),
});

export const amlResultAnswer = Joi.object({
  id: id.required(),
  version: Joi.number().integer().required(),
  eddRequired: Joi.boolean().required().description('Enhanced due diligence documents are needed'),
  eddReasons: Joi.array()
    .items(Joi.string().valid(...amlEddReasons))
    .required(),
});
