import { findNdidIdentityProvider, ndidSecondsLeft } from '@fund/domain';
import type { Router } from 'express';
import Joi from 'joi';
import type { AppContext } from '../../platform/context.ts';
import { validate } from '../../platform/validate.ts';
import {
  answerSimulatorRequest,
  ndidProxySimulator,
  pendingSimulatorRequests,
  simulatorRequest,
} from '../kyc/ndid-proxy.ts';
import { errorPage, escapeHtml } from './page.ts';

const page = (title: string, body: string) => `<!doctype html>
<html lang="th">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(title)}</title>
    <style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}li{margin:1rem 0;padding:1rem;border:1px solid #ccc;border-radius:.5rem;list-style:none}ul{padding:0}button{padding:.6rem 1.2rem;font-size:1rem;margin-right:.5rem}</style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(title)}</h1>
      <p>Local simulator / ระบบจำลองสำหรับการพัฒนา</p>
      ${body}
    </main>
  </body>
</html>`;

const answerBody = Joi.object({ answer: Joi.string().valid('APPROVED', 'REJECTED').required() });

/**
 * The identity provider's side of NDID: a bank's app, as one page per bank listing the requests waiting for its
 * customer (with the reference code the portal shows) to approve or reject, and the proxy's published key set.
 */
export function ndidSimulator(router: Router, ctx: AppContext): void {
  const proxy = ndidProxySimulator(ctx);
  router.get('/ndid/jwks', async (_req, res) => {
    res.json(await proxy.jwks());
  });

  router.get('/ndid/idp/:idpId', async (req, res) => {
    const idp = findNdidIdentityProvider(String(req.params.idpId));
    if (!idp) {
      res.status(404).type('html').send(errorPage('Unknown identity provider'));
      return;
    }
    const now = ctx.clock.now();
    const waiting = await pendingSimulatorRequests(ctx, idp.id);
    const items = waiting
      .map(
        (r) => `<li>
          <p>Reference / รหัสอ้างอิง: <strong>${escapeHtml(r.reference_code)}</strong></p>
          <p>National ID / เลขบัตร: ${escapeHtml(`${'x'.repeat(9)}${r.national_id.slice(9)}`)}</p>
          <p>Time left / เวลาที่เหลือ: ${Math.ceil(ndidSecondsLeft(r.created_at, now) / 60)} min</p>
          <form method="post" action="${escapeHtml(`../requests/${r.request_id}`)}">
            <button type="submit" name="answer" value="APPROVED">Approve ${escapeHtml(r.reference_code)} / อนุมัติ</button>
            <button type="submit" name="answer" value="REJECTED">Reject ${escapeHtml(r.reference_code)} / ปฏิเสธ</button>
          </form>
        </li>`,
      )
      .join('');
    res
      .type('html')
      .send(
        page(
          `${idp.nameEn} / ${idp.nameTh} (NDID)`,
          waiting.length ? `<ul>${items}</ul>` : '<p>No requests waiting / ไม่มีคำขอที่รออยู่</p>',
        ),
      );
  });

  router.post('/ndid/requests/:requestId', validate({ body: answerBody }), async (req, res) => {
    const requestId = String(req.params.requestId);
    const answer = req.body.answer as 'APPROVED' | 'REJECTED';
    const request = await simulatorRequest(ctx, requestId);
    if (!request || !(await answerSimulatorRequest(ctx, requestId, answer))) {
      res.status(409).type('html').send(errorPage('The request has ended / คำขอนี้สิ้นสุดแล้ว'));
      return;
    }
    res
      .type('html')
      .send(
        page(
          answer === 'APPROVED' ? 'Approved / อนุมัติแล้ว' : 'Rejected / ปฏิเสธแล้ว',
          '<p role="status">Go back to the app you came from / กลับไปยังแอปที่คุณใช้อยู่</p>',
        ),
      );
  });
}
