import Joi from 'joi';
import { listQuery } from '../../platform/simple-rest.ts';

/** Spec §7: the `x-action` header names the caller's current path. */
export const maintenanceHeaders = Joi.object({
  'x-action': Joi.string().max(300).pattern(/^\//),
});

export const maintenanceBody = Joi.object({
  maintenance: Joi.boolean().strict().required(),
  maintenanceText: Joi.string().allow('', null).max(1000),
  // react-admin sends the whole record back on save; these read-only fields are accepted and ignored.
  id: Joi.string().valid('maintenance'),
  updatedAt: Joi.any().strip(),
});

export const settingParams = Joi.object({ id: Joi.string().valid('maintenance').required() });

export const settingsListQuery = listQuery(['id']);
