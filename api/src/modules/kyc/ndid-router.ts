import { ndidIdentityProviders } from '@fund/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { requireUser } from '../auth/guards.ts';
import { ndidProvidersAnswer, ndidRequestAnswer } from './answers.ts';
import { readNdidRequest, requireNdid, startNdidRequest } from './ndid.ts';
import type { NdidProxy } from './ndid-proxy.ts';
import { ndidProxySimulator } from './ndid-proxy.ts';
import { ndidRequestParams, ndidStartBody } from './schemas.ts';

/**
 * The NDID identity route beside the card photos (flag `ndid`): the banks to pick from, opening a request at the
 * NDID proxy, and polling it until the bank's app answers or the 60 minutes run out. Owner-scoped: the request
 * is looked up with the session's user. Outside production the proxy is the local simulator; production has no
 * proxy until one is configured, so the route stays refused there whatever the flag says.
 */
export function ndidRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const simulator = ctx.config.appEnv === 'production' ? null : ndidProxySimulator(ctx);
  const proxyOf = async (): Promise<NdidProxy> => {
    await requireNdid(ctx);
    const proxy = ctx.ndidProxy ?? simulator;
    if (!proxy) throw new AppError('NDID_DISABLED', 409);
    return proxy;
  };
  const user = [requireUser];
  const noStore = (res: { setHeader(name: string, value: string): unknown }) =>
    res.setHeader('Cache-Control', 'no-store');

  routes.addGuarded(
    {
      method: 'get',
      path: '/kyc/ndid/identity-providers',
      summary: 'The banks an investor can verify their identity with through NDID',
      tag: 'kyc',
      access: 'user',
      responses: {
        200: '{ providers: [{ id, bankCode, nameTh, nameEn }] }',
        401: 'AUTH_REQUIRED',
        409: 'NDID_DISABLED',
      },
      answers: { 200: ndidProvidersAnswer },
    },
    user,
    async (_req, res) => {
      await proxyOf();
      res.json({ providers: ndidIdentityProviders });
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/kyc/ndid/requests',
      summary:
        "Opens an NDID request for the investor's national ID at the bank picked; the investor approves it in the bank's app within 60 minutes",
      tag: 'kyc',
      access: 'user',
      request: { body: ndidStartBody },
      responses: {
        201: '{ id, idp, referenceCode, status, createdAt, expiresAt, secondsLeft }',
        401: 'AUTH_REQUIRED',
        403: 'AUTH_FORBIDDEN (identity already verified or blocked)',
        409: 'NDID_DISABLED',
        422: 'VALIDATION_FAILED, KYC_NATIONAL_ID_INVALID, KYC_NATIONAL_ID_CHECK_DIGIT, NDID_IDP_UNKNOWN',
      },
      answers: { 201: ndidRequestAnswer },
    },
    user,
    async (req, res) => {
      const proxy = await proxyOf();
      noStore(res);
      res.status(201).json(await startNdidRequest(ctx, proxy, req.user!.id, req.body));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/kyc/ndid/requests/:id',
      summary:
        "Where the investor's NDID request stands; once the bank approved, its verified identity has filled the identity step",
      tag: 'kyc',
      access: 'user',
      request: { params: ndidRequestParams },
      responses: {
        200: '{ id, idp, referenceCode, status: PENDING | APPROVED | REJECTED | TIMED_OUT, createdAt, expiresAt, secondsLeft }',
        401: 'AUTH_REQUIRED',
        404: 'NDID_REQUEST_NOT_FOUND',
        409: 'NDID_DISABLED, KYC_ID_HELD_BY_ANOTHER_ACCOUNT',
        422: 'VALIDATION_FAILED',
        502: "NDID_RESPONSE_INVALID (the proxy's signed answer failed its checks; nothing was used)",
      },
      answers: { 200: ndidRequestAnswer },
    },
    user,
    async (req, res) => {
      const proxy = await proxyOf();
      noStore(res);
      res.json(await readNdidRequest(ctx, proxy, req.user!.id, String(req.params.id)));
    },
  );
}
