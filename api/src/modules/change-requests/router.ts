import Joi from 'joi';
import { listOf } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { listHandler } from '../../platform/simple-rest.ts';
import { actorOf } from '../audit/service.ts';
import { requireStaff, requireUser } from '../auth/guards.ts';
import {
  changeRequestAnswer,
  changeRequestDetailAnswer,
  phoneAnswer,
  phoneCodeAnswer,
  profileAnswer,
  profileChangeAnswer,
  queuedChangeRequestAnswer,
  walletAnswer,
} from './answers.ts';
import { approveRequest, rejectRequest } from './decisions.ts';
import { confirmPhoneCode, phoneStanding, textPhoneCode } from './phone-verification.ts';
import { changeProfile, profileOf } from './profile-changes.ts';
import { listRequests, requestDetail } from './queue.ts';
import { requestsOf } from './requests.ts';
import {
  phoneCodeBody,
  profileChangeBody,
  rejectBody,
  requestIdParams,
  requestListQuery,
  walletBody,
} from './schemas.ts';
import { requestWallet, walletOf } from './wallet.ts';

/** Life after approval (DESIGN §4 "Servicing"): the investor's profile changes and compliance's decisions on them. */
export function changeRequestRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const noStore = (res: { setHeader(name: string, value: string): unknown }) =>
    res.setHeader('Cache-Control', 'no-store');

  routes.addGuarded(
    {
      method: 'get',
      path: '/me/profile',
      summary: 'The investor’s general and personal information and their change requests',
      tag: 'servicing',
      access: 'user',
      responses: { 200: '{ status, general, personal, changeRequests }', 401: 'AUTH_REQUIRED' },
      answers: { 200: profileAnswer },
    },
    [requireUser],
    async (req, res) => {
      noStore(res);
      res.json(await profileOf(ctx, req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'patch',
      path: '/me/profile',
      summary:
        'A verified investor changes the general and/or personal form: phone and current address apply at once (audited); other changed fields open one change request for compliance',
      tag: 'servicing',
      access: 'user',
      request: { body: profileChangeBody },
      responses: {
        200: '{ applied: ["general.phone", …], changeRequest: null | { id, kind, status, before, after, eddRequired } }',
        401: 'AUTH_REQUIRED',
        409: 'PROFILE_NOT_VERIFIED, CHANGE_REQUEST_OPEN',
        422: 'VALIDATION_FAILED, KYC_ADDRESS_INVALID, CHANGE_REQUEST_NOTHING_CHANGED, CHANGE_REQUEST_EDD_DOCUMENTS_REQUIRED',
      },
      answers: { 200: profileChangeAnswer },
    },
    [requireUser],
    async (req, res) => {
      res.json(await changeProfile(ctx, actorOf(req), req.body));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/me/change-requests',
      summary: 'The investor’s change requests, newest first, with the reason of a rejection',
      tag: 'servicing',
      access: 'user',
      responses: {
        200: '[{ id, kind, status, before, after, reason, createdAt, decidedAt }]',
        401: 'AUTH_REQUIRED',
      },
      answers: { 200: Joi.array().items(changeRequestAnswer) },
    },
    [requireUser],
    async (req, res) => {
      noStore(res);
      res.json(await requestsOf(ctx, req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/me/wallet',
      summary: 'The investor’s verified wallet for payouts and the change request waiting for compliance',
      tag: 'servicing',
      access: 'user',
      responses: {
        200: '{ wallet: null | { network, address, verifiedAt }, changeRequest: null | { id, network, address, createdAt } }',
        401: 'AUTH_REQUIRED',
      },
      answers: { 200: walletAnswer },
    },
    [requireUser],
    async (req, res) => {
      noStore(res);
      res.json(await walletOf(ctx, req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'put',
      path: '/me/wallet',
      summary:
        'A verified investor names a wallet for payouts (address checked against its network); compliance verifies it through a change request before it is used',
      tag: 'servicing',
      access: 'user',
      request: { body: walletBody },
      responses: {
        202: 'The change request { id, kind: "WALLET", status: "PENDING", before, after }',
        401: 'AUTH_REQUIRED',
        409: 'PROFILE_NOT_VERIFIED, CHANGE_REQUEST_OPEN',
        422: 'VALIDATION_FAILED, WALLET_ADDRESS_INVALID, WALLET_UNCHANGED',
      },
      answers: { 202: changeRequestAnswer },
    },
    [requireUser],
    async (req, res) => {
      res.status(202).json(await requestWallet(ctx, actorOf(req), req.body));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/me/phone',
      summary: 'The phone on the investor’s profile and whether it is verified by SMS',
      tag: 'servicing',
      access: 'user',
      responses: { 200: '{ phone, verified, verifiedAt }', 401: 'AUTH_REQUIRED' },
      answers: { 200: phoneAnswer },
    },
    [requireUser],
    async (req, res) => {
      noStore(res);
      res.json(await phoneStanding(ctx, req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/me/phone/code',
      summary:
        'Texts a 6-digit code to the mobile number on the profile (5 minutes, 5 tries, one per 60 s; at most 5 an hour per number and per account)',
      tag: 'servicing',
      access: 'user',
      responses: {
        202: '{ phoneEnding, expiresInSeconds, resendAfterSeconds }',
        401: 'AUTH_REQUIRED',
        422: 'PHONE_NOT_MOBILE',
        429: 'AUTH_OTP_COOLDOWN, PHONE_CODE_LIMIT',
        503: 'PHONE_SMS_UNAVAILABLE',
      },
      answers: { 202: phoneCodeAnswer },
    },
    [requireUser],
    async (req, res) => {
      res.status(202).json(await textPhoneCode(ctx, req.user!));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/me/phone/verify',
      summary: 'Confirms the code texted last: the number it went to becomes the verified phone (audited)',
      tag: 'servicing',
      access: 'user',
      request: { body: phoneCodeBody },
      responses: {
        200: '{ phone, verified, verifiedAt }',
        401: 'AUTH_REQUIRED',
        422: 'AUTH_OTP_INVALID, AUTH_OTP_EXPIRED',
      },
      answers: { 200: phoneAnswer },
    },
    [requireUser],
    async (req, res) => {
      res.json(await confirmPhoneCode(ctx, actorOf(req), req.user!, req.body.code));
    },
  );

  const readers = [requireStaff('read')];
  const deciders = [requireStaff('decideChangeRequests')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/change-requests',
      summary: 'Change requests (filter: status, kind, userId); oldest waiting first',
      tag: 'admin',
      access: 'staff',
      request: { query: requestListQuery },
      responses: { 200: 'Requests; Content-Range header', 422: 'VALIDATION_FAILED' },
      answers: { 200: listOf(queuedChangeRequestAnswer) },
    },
    readers,
    listHandler('change-requests', (params) => listRequests(ctx, params)),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/change-requests/:id',
      summary: 'One change request: the investor, the fields before and after, the documents',
      tag: 'admin',
      access: 'staff',
      request: { params: requestIdParams },
      responses: {
        200: 'The request with its documents: files [{ id, kind, mimeType, createdAt, url }]',
        404: 'NOT_FOUND',
      },
      answers: { 200: changeRequestDetailAnswer },
    },
    readers,
    async (req, res) => {
      noStore(res);
      res.json(await requestDetail(ctx, Number(req.params.id)));
    },
  );

  const decisionErrors = {
    403: 'AUTH_FORBIDDEN (compliance and admin only; not on one’s own account)',
    404: 'NOT_FOUND',
    409: 'CHANGE_REQUEST_STATE',
    422: 'VALIDATION_FAILED',
  };
  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/change-requests/:id/approve',
      summary: 'PENDING → APPROVED: the new values apply; audited; the investor is e-mailed',
      tag: 'admin',
      access: 'staff',
      request: { params: requestIdParams },
      responses: { 200: 'The request', ...decisionErrors },
      answers: { 200: changeRequestDetailAnswer },
    },
    deciders,
    async (req, res) => {
      await approveRequest(ctx, Number(req.params.id), actorOf(req));
      res.json(await requestDetail(ctx, Number(req.params.id)));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/change-requests/:id/reject',
      summary: 'PENDING → REJECTED with a reason: the old values stay; audited; the investor is e-mailed',
      tag: 'admin',
      access: 'staff',
      request: { params: requestIdParams, body: rejectBody },
      responses: { 200: 'The request', ...decisionErrors },
      answers: { 200: changeRequestDetailAnswer },
    },
    deciders,
    async (req, res) => {
      await rejectRequest(ctx, Number(req.params.id), actorOf(req), req.body.reason);
      res.json(await requestDetail(ctx, Number(req.params.id)));
    },
  );
}
