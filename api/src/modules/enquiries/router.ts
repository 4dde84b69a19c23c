import Joi from 'joi';
import { id } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { rateLimitByIp } from '../../platform/rate-limit.ts';
import { validate } from '../../platform/validate.ts';
import { checkComplaintFile, receiveOneFile } from './attachment.ts';
import { complaintBody, contactRequestBody } from './schemas.ts';
import type { RequestMeta } from './service.ts';
import { createComplaint, createContactRequest } from './service.ts';

const metaOf = (req: { ip?: string | undefined; get(name: string): string | undefined }): RequestMeta => ({
  ip: req.ip ?? null,
  userAgent: req.get('user-agent')?.slice(0, 300) ?? null,
});

/** The site's public forms: stored, acknowledged by e-mail, limited per IP so they cannot be used to flood. */
/** What filing a contact request or a complaint answers: its id and the reference the person quotes. */
const enquiryAnswer = Joi.object({ id: id.required(), reference: Joi.string().required() });

export function enquiryRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.addGuarded(
    {
      method: 'post',
      path: '/contact-requests',
      summary: 'A visitor asks to be contacted back (name, email, phone, topic)',
      tag: 'enquiries',
      access: 'public',
      request: { body: contactRequestBody },
      responses: { 201: '{ id, reference }', 422: 'VALIDATION_FAILED', 429: 'RATE_LIMITED' },
      answers: { 201: enquiryAnswer },
    },
    [rateLimitByIp(ctx.sequelize, { keyPrefix: 'contact', points: 5, durationSeconds: 600 })],
    async (req, res) => {
      res.status(201).json(await createContactRequest(ctx, req.body, metaOf(req)));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/complaints',
      summary:
        'A complaint with one attachment (multipart: email, phone, problemType, detail, language, file)',
      tag: 'enquiries',
      access: 'public',
      responses: {
        201: '{ id, reference }',
        422: 'VALIDATION_FAILED, FILE_REQUIRED, FILE_TYPE_NOT_ALLOWED, FILE_TOO_LARGE',
        429: 'RATE_LIMITED',
      },
      answers: { 201: enquiryAnswer },
    },
    [
      rateLimitByIp(ctx.sequelize, { keyPrefix: 'complaint', points: 5, durationSeconds: 3600 }),
      receiveOneFile,
      validate({ body: complaintBody }),
    ],
    async (req, res) => {
      const file = await checkComplaintFile(req.file);
      res.status(201).json(await createComplaint(ctx, ctx.files, req.body, file, metaOf(req)));
    },
  );
}
