import Joi from 'joi';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { NdidIdentity, NdidProxy } from './ndid-proxy.ts';
import { ndidIssuer, ndidRelyingParty, ndidResponseSeconds } from './ndid-proxy.ts';

const name = Joi.string().trim().max(100);
const identityClaim = Joi.object({
  nationalId: Joi.string()
    .pattern(/^\d{13}$/)
    .required(),
  titleTh: name.allow('').required(),
  firstNameTh: name.required(),
  middleNameTh: name.allow('').required(),
  lastNameTh: name.required(),
  titleEn: name.allow('').required(),
  firstNameEn: name.required(),
  middleNameEn: name.allow('').required(),
  lastNameEn: name.required(),
  birthDate: Joi.string()
    .pattern(/^\d{4}-\d{2}-\d{2}$/)
    .required(),
  address: Joi.string().trim().max(500).allow('').required(),
}).unknown(true);

/**
 * Checks the proxy's signed answer for real: the signature against the proxy's JWKS (RS256 only, so `alg: none`
 * and HMAC tricks fail), issuer, audience (our relying-party id), `iat` and `exp` by `ctx.clock` with a short
 * maximum age, and that it speaks of this very request, at the bank picked, for the national ID asked about.
 * Anything wrong is NDID_RESPONSE_INVALID and nothing from the answer is used.
 */
export async function verifyNdidResponse(
  ctx: AppContext,
  proxy: NdidProxy,
  token: string,
  expected: { requestId: string; idpId: string; nationalId: string },
): Promise<NdidIdentity> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, createLocalJWKSet(await proxy.jwks()), {
      issuer: ndidIssuer,
      audience: ndidRelyingParty,
      subject: expected.requestId,
      algorithms: ['RS256'],
      currentDate: ctx.clock.now(),
      clockTolerance: 30,
      maxTokenAge: ndidResponseSeconds,
      requiredClaims: ['iat', 'exp'],
    }));
  } catch (err) {
    ctx.logger.warn({ reason: (err as Error).message }, 'NDID response refused');
    throw new AppError('NDID_RESPONSE_INVALID', 502);
  }
  const { error, value } = identityClaim.validate(payload.identity);
  if (error || payload.idp !== expected.idpId || value.nationalId !== expected.nationalId) {
    ctx.logger.warn({ reason: error?.message ?? 'another request' }, 'NDID response with wrong claims');
    throw new AppError('NDID_RESPONSE_INVALID', 502);
  }
  return value as NdidIdentity;
}
