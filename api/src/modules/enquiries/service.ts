import type { Language } from '@fund/domain';
import { bangkokDate } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import type { FileStore } from '../../platform/storage.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { CheckedFile } from './attachment.ts';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

interface Created {
  id: number;
  reference: string;
}

async function nextItem(
  ctx: AppContext,
  prefix: 'CB' | 'CP',
  transaction: Parameters<typeof enqueueMail>[1],
) {
  const [{ id }] = (await ctx.sequelize.query<{ id: string }>("SELECT nextval('inbox_items_id_seq') AS id", {
    type: QueryTypes.SELECT,
    transaction,
  })) as [{ id: string }];
  const day = bangkokDate(ctx.clock.now()).replaceAll('-', '');
  return { id: Number(id), reference: `${prefix}-${day}-${id.padStart(6, '0')}` };
}

export async function createContactRequest(
  ctx: AppContext,
  input: { name: string; email: string; phone: string; topic: string; language: Language },
  meta: RequestMeta,
): Promise<Created> {
  return ctx.sequelize.transaction(async (transaction) => {
    const item = await nextItem(ctx, 'CB', transaction);
    await ctx.sequelize.query(
      `INSERT INTO inbox_items (id, reference, kind, name, email, phone, topic, language, ip, user_agent, created_at, updated_at)
       VALUES (:id, :reference, 'CONTACT', :name, :email, :phone, :topic, :language, :ip, :userAgent, :now, :now)`,
      { replacements: { ...item, ...input, ...meta, now: ctx.clock.now() }, transaction },
    );
    await enqueueMail(ctx, transaction, {
      to: input.email,
      language: input.language,
      template: 'contact-ack',
      data: { reference: item.reference, name: input.name },
    });
    return item;
  });
}

export async function createComplaint(
  ctx: AppContext,
  files: FileStore,
  input: { email: string; phone: string; problemType: string; detail: string; language: Language },
  file: CheckedFile,
  meta: RequestMeta,
): Promise<Created> {
  const key = await files.put(file.buffer);
  return ctx.sequelize.transaction(async (transaction) => {
    const item = await nextItem(ctx, 'CP', transaction);
    await ctx.sequelize.query(
      `INSERT INTO inbox_items (id, reference, kind, email, phone, problem_type, detail, language,
         attachment_key, attachment_name, attachment_type, attachment_size, ip, user_agent, created_at, updated_at)
       VALUES (:id, :reference, 'COMPLAINT', :email, :phone, :problemType, :detail, :language,
         :key, :fileName, :fileType, :fileSize, :ip, :userAgent, :now, :now)`,
      {
        replacements: {
          ...item,
          ...input,
          ...meta,
          key,
          fileName: file.name,
          fileType: file.type,
          fileSize: file.size,
          now: ctx.clock.now(),
        },
        transaction,
      },
    );
    await enqueueMail(ctx, transaction, {
      to: input.email,
      language: input.language,
      template: 'complaint-ack',
      data: { reference: item.reference },
    });
    return item;
  });
}
