import Joi from 'joi';
import { listQuery } from '../../platform/simple-rest.ts';

export const flagNameParams = Joi.object({ name: Joi.string().max(100).required() });

export const flagIdParams = Joi.object({ id: Joi.string().max(100).required() });

export const flagBody = Joi.object({
  enabled: Joi.boolean().strict().required(),
  // react-admin sends the whole record back on save; these read-only fields are accepted and ignored.
  id: Joi.string().max(100),
  governs: Joi.any().strip(),
  updatedAt: Joi.any().strip(),
  updatedBy: Joi.any().strip(),
});

export const flagsListQuery = listQuery(
  ['id', 'enabled'],
  Joi.object({ q: Joi.string().max(100).allow('') }),
);
