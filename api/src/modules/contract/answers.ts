import { agreementKeys } from '@fund/domain';
import Joi from 'joi';
import { instant, localizedText } from '../../platform/answer-schemas.ts';

/** The contract in force (signedView). */
export const signedContractAnswer = Joi.object({
  version: Joi.number().integer().required(),
  signedAt: instant.required(),
  contentHash: Joi.string()
    .required()
    .description('SHA-256 (hex) of the texts signed, as GET /kyc/contract served them'),
  documentId: Joi.string().required().description('The signed PDF among the documents'),
});

/** `GET /kyc/contract` (contractView): the agreements to read and whether the investor may sign them now. */
export const contractViewAnswer = Joi.object({
  version: Joi.number().integer().required(),
  agreements: Joi.array()
    .items(
      Joi.object({
        key: Joi.string()
          .valid(...agreementKeys)
          .required(),
        title: localizedText.required(),
        paragraphs: Joi.object({
          th: Joi.array().items(Joi.string()).required(),
          en: Joi.array().items(Joi.string()).required(),
        }).required(),
      }),
    )
    .required(),
  signed: signedContractAnswer.allow(null).required(),
  canSign: Joi.boolean().required(),
  missingSteps: Joi.array().items(Joi.string()).required().description('The steps to finish before signing'),
});

/** `POST /kyc/contract`: the contract just signed, waiting for the compliance review. */
export const contractSignedAnswer = signedContractAnswer.keys({
  status: Joi.string().valid('PENDING').required(),
});
