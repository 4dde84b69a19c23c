import type { Language } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import { currentFlags } from '../feature-flags/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { documentFile, documentsOf } from './catalogue.ts';

export interface ResentDocument {
  id: string;
  language: Language;
  sha256: string;
  recipient: string;
}

/**
 * Staff send one of an investor's documents to them again by e-mail: the file kept for it (rendered once and stored
 * with its SHA-256, so the link serves those very bytes), in the language the investor reads. Only a document the
 * investor's own list shows can be sent: anyone else's is "not found", and a cancelled tax invoice is refused (its
 * replacement is the one in force). The contract has no kept file here and is not offered. Audited.
 */
export async function resendDocument(
  ctx: AppContext,
  actor: RequestActor,
  userId: number,
  documentId: string,
): Promise<ResentDocument> {
  const [investor] = await ctx.sequelize.query<{ email: string; language: Language }>(
    'SELECT email, language FROM users WHERE id = :userId AND role IS NULL',
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  const document = investor
    ? (await documentsOf(ctx, userId)).find((d) => d.id === documentId && d.kind !== 'CONTRACT')
    : undefined;
  if (!investor || !document) throw new AppError('NOT_FOUND', 404, { detail: 'No such document' });
  if (document.status === 'CANCELLED') throw new AppError('DOCUMENT_CANCELLED_NOT_RESENT', 409);
  // The e-mail and the file speak the same language: Thai only while the product speaks Thai only.
  const language: Language = (await currentFlags(ctx)).multipleLanguages ? investor.language : 'th';
  const file = await documentFile(ctx, document.id, language, { userId: null, invoiceDownload: true });
  await ctx.sequelize.transaction(async (transaction) => {
    await enqueueMail(ctx, transaction, {
      to: investor.email,
      language,
      template: 'document-resent',
      data: {
        title: document.title,
        fileUrl: `${ctx.config.portalUrl}/api${document.url}?lang=${language}`,
        sha256: file.sha256,
        portalUrl: `${ctx.config.portalUrl}/statements`,
      },
    });
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'documents.resent',
        subject: `users/${userId}`,
        before: null,
        after: { document: document.id, language, sha256: file.sha256, to: investor.email },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
  return { id: document.id, language, sha256: file.sha256, recipient: investor.email };
}
