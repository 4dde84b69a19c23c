import { createHash } from 'node:crypto';
import { documents, type BilingualText as Text } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { investorDocuments as contractDocuments } from '../contract/service.ts';
import { type ConfirmationFacts, type Language, renderConfirmationPdf, renderTaxInvoicePdf } from './pdf.ts';
import { statementFacts } from './statement-facts.ts';
import { renderStatementPdf } from './statement-pdf.ts';
import { invoiceColumns, loadTaxInvoice, type TaxInvoiceRow } from './tax-invoices.ts';
import { invoiceDocumentId } from './views.ts';

export interface InvestorDocument {
  id: string;
  kind: documents.DocumentKind;
  title: Text;
  /** The business date the document is about (issue date of an invoice, trade date of a confirmation). */
  date: string | null;
  number: string | null;
  status: documents.TaxInvoiceStatus | null;
  orderRef: string | null;
  strategyCode: string | null;
  total: string | null;
  createdAt: string;
  url: string;
}

const fileUrl = (id: string) => `/documents/${id}/file`;

/** A generated monthly statement as the documents list shows it. */
export function statementDocument(row: { id: number; month: string; generatedAt: Date }): InvestorDocument {
  const id = `statement-${row.id}`;
  return {
    id,
    kind: 'MONTHLY_STATEMENT',
    title: {
      th: `รายงานสรุปรายเดือน ${documents.monthName(row.month, 'th')}`,
      en: `Monthly statement ${documents.monthName(row.month, 'en')}`,
    },
    date: documents.monthBounds(row.month).last,
    number: null,
    status: null,
    orderRef: null,
    strategyCode: null,
    total: null,
    createdAt: new Date(row.generatedAt).toISOString(),
    url: fileUrl(id),
  };
}

/**
 * Every document of one investor, newest first: the signed contract, tax invoices, order confirmations, monthly
 * statements.
 */
export async function documentsOf(ctx: AppContext, userId: number): Promise<InvestorDocument[]> {
  const statements = await ctx.sequelize.query<{ id: number; month: string; generatedAt: Date }>(
    `SELECT id::int, month, generated_at AS "generatedAt" FROM monthly_statements
     WHERE user_id = :userId AND status = 'GENERATED'`,
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  const invoices = await ctx.sequelize.query<TaxInvoiceRow>(
    // Through the investor's orders: invoices keep no index of their own by investor (migration 0066).
    `SELECT ${invoiceColumns} FROM orders o JOIN tax_invoices t ON t.order_id = o.id
     WHERE o.user_id = :userId ORDER BY t.id DESC`,
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  const settled = await ctx.sequelize.query<{
    id: number;
    ref: string | null;
    strategyCode: string;
    tradeDate: string;
    amount: string;
    settledAt: Date;
  }>(
    `SELECT id::int, ref, strategy_code AS "strategyCode", to_char(trade_date, 'YYYY-MM-DD') AS "tradeDate",
       settled_amount::text AS amount, settled_at AS "settledAt"
     FROM orders WHERE user_id = :userId AND stage = 'success' ORDER BY settled_at DESC, id DESC`,
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  const contract = (await contractDocuments(ctx, userId)).map(
    (d): InvestorDocument => ({
      id: `contract-${d.id}`,
      kind: 'CONTRACT',
      title: d.title,
      date: null,
      number: null,
      status: null,
      orderRef: null,
      strategyCode: null,
      total: null,
      createdAt: d.createdAt,
      url: d.url,
    }),
  );
  const invoiceDocs = invoices.map(
    (row): InvestorDocument => ({
      id: invoiceDocumentId(row.id),
      kind: 'TAX_INVOICE',
      title: { th: `ใบกำกับภาษี/ใบเสร็จรับเงิน ${row.number}`, en: `Tax invoice/receipt ${row.number}` },
      date: row.issueDate,
      number: row.number,
      status: row.status,
      orderRef: row.orderRef,
      strategyCode: row.strategyCode,
      total: row.total,
      createdAt: new Date(row.createdAt).toISOString(),
      url: fileUrl(invoiceDocumentId(row.id)),
    }),
  );
  const confirmations = settled.map(
    (row): InvestorDocument => ({
      id: `confirmation-${row.id}`,
      kind: 'ORDER_CONFIRMATION',
      title: {
        th: `หนังสือยืนยันการทำรายการ ${row.ref ?? row.id}`,
        en: `Order confirmation ${row.ref ?? row.id}`,
      },
      date: row.tradeDate,
      number: null,
      status: null,
      orderRef: row.ref,
      strategyCode: row.strategyCode,
      total: row.amount,
      createdAt: new Date(row.settledAt).toISOString(),
      url: fileUrl(`confirmation-${row.id}`),
    }),
  );
  return [...invoiceDocs, ...confirmations, ...statements.map(statementDocument), ...contract].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
}

async function confirmationFacts(
  ctx: AppContext,
  orderId: number,
): Promise<(ConfirmationFacts & { userId: number }) | null> {
  const [row] = await ctx.sequelize.query<ConfirmationFacts & { userId: number }>(
    `SELECT o.id::int AS "orderId", o.user_id::int AS "userId", o.ref, o.kind, o.leg,
       o.strategy_code AS "strategyCode", to_char(o.trade_date, 'YYYY-MM-DD') AS "tradeDate", o.nav::text,
       o.settled_units::text AS units, CASE WHEN o.kind = 'increase' OR o.leg = 'in' THEN o.settled_amount
         ELSE o.settled_amount + o.fee END::text AS amount, o.fee::text, o.payment_type AS "paymentType",
       o.settled_at AS "settledAt",
       coalesce(nullif(concat_ws(' ', p.identity->>'titleTh', p.identity->>'firstNameTh', p.identity->>'lastNameTh'), ''),
         u.email) AS "investorName",
       CASE WHEN po.id IS NULL THEN NULL ELSE json_build_object('valueDate', to_char(po.value_date, 'YYYY-MM-DD'),
         'amount', po.amount::text, 'bankCode', po.bank_code, 'accountNumber', po.account_number) END AS payout
     FROM orders o JOIN users u ON u.id = o.user_id LEFT JOIN kyc_profiles p ON p.user_id = o.user_id
       LEFT JOIN payouts po ON po.order_id = o.id
     WHERE o.id = :orderId AND o.stage = 'success'`,
    { type: QueryTypes.SELECT, replacements: { orderId } },
  );
  return row ?? null;
}

export interface DocumentFile {
  fileName: string;
  content: Buffer;
  sha256: string;
}

/**
 * A document's PDF in one language for `userId` (null: staff, any owner). Rendered the first time and kept with
 * its SHA-256, so every later download is the identical file. Someone else's document is "not found" (no hint
 * that it exists). `invoiceDownload` off keeps investors from tax invoices; staff still read them.
 */
export async function documentFile(
  ctx: AppContext,
  id: string,
  language: Language,
  reader: { userId: number | null; invoiceDownload: boolean },
): Promise<DocumentFile> {
  const match = /^(tax-invoice|confirmation|statement)-([1-9]\d{0,15})$/.exec(id);
  if (!match) throw new AppError('NOT_FOUND', 404, { detail: 'No such document' });
  const [, kind, raw] = match;
  const sourceId = Number(raw);
  let owner: number;
  let fileName: string;
  let render: () => Promise<Buffer>;
  if (kind === 'tax-invoice') {
    const invoice = await loadTaxInvoice(ctx, sourceId);
    if (!invoice || (reader.userId !== null && invoice.userId !== reader.userId)) {
      throw new AppError('NOT_FOUND', 404, { detail: 'No such document' });
    }
    if (reader.userId !== null && !reader.invoiceDownload) {
      throw new AppError('DOCUMENT_DOWNLOAD_DISABLED', 403, { detail: 'Tax invoice download is off' });
    }
    owner = invoice.userId;
    fileName = `tax-invoice-${invoice.number}-${language}.pdf`;
    render = () => renderTaxInvoicePdf(invoice, language);
  } else if (kind === 'statement') {
    const [statement] = await ctx.sequelize.query<{
      id: number;
      userId: number;
      month: string;
      status: string;
    }>(
      `SELECT id::int, user_id::int AS "userId", month, status FROM monthly_statements WHERE id = :sourceId`,
      { type: QueryTypes.SELECT, replacements: { sourceId } },
    );
    // Investors see a statement once it is generated; the generator (as staff) renders it while it is not yet.
    const visible =
      statement &&
      (reader.userId === null || (statement.userId === reader.userId && statement.status === 'GENERATED'));
    if (!statement || !visible) {
      throw new AppError('NOT_FOUND', 404, { detail: 'No such document' });
    }
    owner = statement.userId;
    fileName = `statement-${statement.month}-${language}.pdf`;
    render = async () => renderStatementPdf(await statementFacts(ctx, statement), language, ctx.config.brand);
  } else {
    const facts = await confirmationFacts(ctx, sourceId);
    if (!facts || (reader.userId !== null && facts.userId !== reader.userId)) {
      throw new AppError('NOT_FOUND', 404, { detail: 'No such document' });
    }
    owner = facts.userId;
    fileName = `confirmation-${facts.ref ?? facts.orderId}-${language}.pdf`;
    render = () => renderConfirmationPdf(facts, language, ctx.config.brand);
  }
  const stored = async () => {
    const [row] = await ctx.sequelize.query<{ content: Buffer; sha256: string }>(
      'SELECT content, sha256 FROM document_files WHERE document_id = :id AND language = :language',
      { type: QueryTypes.SELECT, replacements: { id, language } },
    );
    return row;
  };
  let row = await stored();
  if (!row) {
    const content = await render();
    // Two first downloads at once both render; the first insert wins and both hand out its bytes.
    await ctx.sequelize.query(
      `INSERT INTO document_files (document_id, language, user_id, content, sha256, created_at)
       VALUES (:id, :language, :owner, :content, :sha256, :now) ON CONFLICT DO NOTHING`,
      {
        replacements: {
          id,
          language,
          owner,
          content,
          sha256: createHash('sha256').update(content).digest('hex'),
          now: ctx.clock.now(),
        },
      },
    );
    row = (await stored())!;
  }
  return { fileName, content: row.content, sha256: row.sha256 };
}
