import { bangkokDate, documents, featureFlagCatalogue } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import { type TaxInvoiceSeller, taxInvoiceSeller } from './seller.ts';

/** The buyer as the KYC identity and contact address stand: names as the contract writes them, the national ID. */
const buyerColumns = (profile: string) => `
  coalesce(nullif(concat_ws(' ', nullif(${profile}.identity->>'titleTh', ''), nullif(${profile}.identity->>'firstNameTh', ''),
    nullif(${profile}.identity->>'middleNameTh', ''), nullif(${profile}.identity->>'lastNameTh', '')), ''), u.email),
  coalesce(nullif(concat_ws(' ', nullif(${profile}.identity->>'titleEn', ''), nullif(${profile}.identity->>'firstNameEn', ''),
    nullif(${profile}.identity->>'middleNameEn', ''), nullif(${profile}.identity->>'lastNameEn', '')), ''), u.email),
  coalesce(nullif(regexp_replace(${profile}.identity->>'nationalId', '\\D', '', 'g'), ''), '-'),
  coalesce(${profile}.general->'currentAddress', ${profile}.general->'idCardAddress')`;

const feeKind = `CASE WHEN d.kind = 'increase' THEN 'INCREASE_FEE'
  WHEN d.kind = 'switch' AND d.leg = 'in' THEN 'SWITCH_IN_FEE' ELSE 'REDUCE_FEE' END`;

/**
 * The statements that issue a tax invoice / receipt for each fee a settlement charges, written as CTEs of the
 * settlement's own statement over its `fees` CTE (id, user_id, ref, kind, leg, fee, trade_date of every order it
 * just settled): the orders are the ones the settlement's UPDATEs returned, so none can have an invoice yet and no
 * lookup of the invoices is needed, and a rollback of the settlement gives the numbers back. It takes a block of
 * numbers from the brand and year's counter row (the upsert locks the row until the settlement commits, so parallel
 * settlements queue on it and each continues where the last one ended) and writes an invoice per fee with the next
 * numbers in order id order. The number is written as `documents.generateTaxInvoiceNumber` writes it (a test holds
 * them equal). Parameters: `feeInvoiceParameters`.
 */
export const feeInvoiceCtes = `
  invoice_due AS (
    SELECT d.*, row_number() OVER (ORDER BY d.id) AS n FROM fees d WHERE :invoicing AND d.fee > 0
  ), invoice_block AS (
    INSERT INTO tax_invoice_counters AS c (brand, year, last_number)
    SELECT :brand, :year, count(*) FROM invoice_due HAVING count(*) > 0
    ON CONFLICT (brand, year) DO UPDATE SET last_number = c.last_number + EXCLUDED.last_number
    RETURNING last_number - (SELECT count(*) FROM invoice_due) AS before
  ), invoiced AS (
    INSERT INTO tax_invoices (number, brand, year, sequence, order_id, user_id, order_ref, strategy_code, fee_kind,
      issue_date, trade_date, seller_id, buyer_name_th, buyer_name_en, buyer_tax_id, buyer_address, vat_rate_percent,
      amount_before_vat, vat, total, created_at)
    SELECT :brand || '-' || :year || '-' || lpad((b.before + d.n)::text, ${documents.taxInvoiceSequenceDigits}, '0'),
      :brand, :year, b.before + d.n, d.id, d.user_id, d.ref, :code, ${feeKind}, :issueDate, d.trade_date, :sellerId,
      ${buyerColumns('p')},
      :vatRate, round(d.fee * 100 / (100 + :vatRate), 2), d.fee - round(d.fee * 100 / (100 + :vatRate), 2), d.fee,
      :now
    FROM invoice_due d CROSS JOIN invoice_block b JOIN users u ON u.id = d.user_id
      LEFT JOIN kyc_profiles p ON p.user_id = d.user_id
  )`;

/**
 * The id of the seller's version (tax_invoice_sellers), added the first time invoices are issued under it. Two
 * statements, not one: when a parallel settlement adds the same version first, the insert waits for it and does
 * nothing, and only a statement started after that sees its row.
 */
async function sellerVersionId(
  ctx: AppContext,
  seller: TaxInvoiceSeller,
  transaction: Transaction,
): Promise<number> {
  const replacements = { seller: JSON.stringify(seller) };
  const [added] = await ctx.sequelize.query<{ id: number }>(
    `INSERT INTO tax_invoice_sellers (seller) VALUES (:seller::jsonb)
     ON CONFLICT ((md5(seller::text))) DO NOTHING RETURNING id::int`,
    { type: QueryTypes.SELECT, replacements, transaction },
  );
  if (added) return added.id;
  const [kept] = await ctx.sequelize.query<{ id: number }>(
    'SELECT id::int FROM tax_invoice_sellers WHERE md5(seller::text) = md5(:seller::jsonb::text)',
    { type: QueryTypes.SELECT, replacements, transaction },
  );
  return kept!.id;
}

/** Read on the settlement's own connection: parallel settlements must not wait on the pool for a second one. */
async function isNumberingOn(ctx: AppContext, transaction: Transaction): Promise<boolean> {
  const [row] = await ctx.sequelize.query<{ enabled: boolean }>(
    `SELECT enabled FROM feature_flags WHERE name = 'generateTaxInvoiceNumber'`,
    { type: QueryTypes.SELECT, transaction },
  );
  return row?.enabled ?? featureFlagCatalogue.generateTaxInvoiceNumber.default;
}

/**
 * The parameters of `feeInvoiceCtes`, read on the settlement's own connection (parallel settlements must not wait
 * on the pool for a second one): `invoicing` is false while `generateTaxInvoiceNumber` is off, and then no seller
 * version is added either.
 */
export async function feeInvoiceParameters(ctx: AppContext, transaction: Transaction) {
  const now = ctx.clock.now();
  const issueDate = bangkokDate(now);
  const year = Number(issueDate.slice(0, 4));
  const vatRate = documents.vatRatePercent;
  if (!(await isNumberingOn(ctx, transaction))) {
    return { invoicing: false, brand: '', year, issueDate, sellerId: null, vatRate };
  }
  const seller = await taxInvoiceSeller(ctx, transaction);
  const sellerId = await sellerVersionId(ctx, seller, transaction);
  return { invoicing: true, brand: seller.brand, year, issueDate, sellerId, vatRate };
}

export interface TaxInvoiceRow {
  id: number;
  number: string;
  brand: string;
  year: number;
  sequence: number;
  orderId: number;
  userId: number;
  orderRef: string | null;
  strategyCode: string;
  feeKind: documents.FeeKind;
  issueDate: string;
  tradeDate: string;
  seller: Awaited<ReturnType<typeof taxInvoiceSeller>>;
  buyerNameTh: string;
  buyerNameEn: string;
  buyerTaxId: string;
  buyerAddress: Record<string, string> | null;
  vatRatePercent: string;
  amountBeforeVat: string;
  vat: string;
  total: string;
  status: documents.TaxInvoiceStatus;
  replacesId: number | null;
  replacedById: number | null;
  cancelReason: string | null;
  cancelledAt: string | null;
  createdAt: string;
}

export const invoiceColumns = `t.id::int, t.number, t.brand, t.year, t.sequence, t.order_id::int AS "orderId",
  t.user_id::int AS "userId", t.order_ref AS "orderRef", t.strategy_code AS "strategyCode", t.fee_kind AS "feeKind",
  to_char(t.issue_date, 'YYYY-MM-DD') AS "issueDate", to_char(t.trade_date, 'YYYY-MM-DD') AS "tradeDate",
  (SELECT s.seller FROM tax_invoice_sellers s WHERE s.id = t.seller_id) AS seller,
  t.buyer_name_th AS "buyerNameTh", t.buyer_name_en AS "buyerNameEn", t.buyer_tax_id AS "buyerTaxId",
  t.buyer_address AS "buyerAddress", t.vat_rate_percent::text AS "vatRatePercent",
  t.amount_before_vat::text AS "amountBeforeVat", t.vat::text, t.total::text, t.status,
  t.replaces_id::int AS "replacesId",
  (SELECT r.id::int FROM tax_invoices r WHERE r.replaces_id = t.id) AS "replacedById",
  t.cancel_reason AS "cancelReason", t.cancelled_at AS "cancelledAt", t.created_at AS "createdAt"`;

export async function loadTaxInvoice(
  ctx: AppContext,
  id: number,
  transaction?: Transaction,
  lock = false,
): Promise<TaxInvoiceRow | null> {
  const [row] = await ctx.sequelize.query<TaxInvoiceRow>(
    `SELECT ${invoiceColumns} FROM tax_invoices t WHERE t.id = :id${lock ? ' FOR UPDATE OF t' : ''}`,
    { type: QueryTypes.SELECT, replacements: { id }, transaction },
  );
  return row ?? null;
}

/**
 * Cancels an invoice in force and issues its replacement in one transaction: the same order and fee, the seller
 * and buyer as they stand now (a replacement usually corrects them), the next number of the brand and year of
 * today. The cancelled one is kept with the reason and who cancelled it; both are audited.
 */
export async function replaceTaxInvoice(
  ctx: AppContext,
  actor: RequestActor,
  id: number,
  reason: string,
): Promise<{ cancelled: TaxInvoiceRow; replacement: TaxInvoiceRow }> {
  return ctx.sequelize.transaction(async (transaction) => {
    const seller = await taxInvoiceSeller(ctx, transaction);
    const before = await loadTaxInvoice(ctx, id, transaction, true);
    if (!before) throw new AppError('NOT_FOUND', 404, { detail: 'No such tax invoice' });
    if (before.status !== 'ISSUED') {
      throw new AppError('TAX_INVOICE_ALREADY_CANCELLED', 409, {
        detail: 'This invoice is already cancelled',
      });
    }
    const now = ctx.clock.now();
    const issueDate = bangkokDate(now);
    await ctx.sequelize.query(
      `UPDATE tax_invoices SET status = 'CANCELLED', cancel_reason = :reason, cancelled_by = :actorId,
         cancelled_at = :now WHERE id = :id`,
      { replacements: { id, reason, actorId: actor.id, now }, transaction },
    );
    const [[created]] = (await ctx.sequelize.query(
      `WITH d AS (SELECT :orderId::bigint AS id, :userId::bigint AS user_id),
       block AS (
         INSERT INTO tax_invoice_counters AS c (brand, year, last_number) VALUES (:brand, :year, 1)
         ON CONFLICT (brand, year) DO UPDATE SET last_number = c.last_number + 1
         RETURNING last_number
       )
       INSERT INTO tax_invoices (number, brand, year, sequence, order_id, user_id, order_ref, strategy_code, fee_kind,
         issue_date, trade_date, seller_id, buyer_name_th, buyer_name_en, buyer_tax_id, buyer_address, vat_rate_percent,
         amount_before_vat, vat, total, replaces_id, created_at)
       SELECT :brand || '-' || :year || '-' || lpad(b.last_number::text, ${documents.taxInvoiceSequenceDigits}, '0'),
         :brand, :year, b.last_number, d.id, d.user_id, :orderRef, :strategyCode, :feeKind, :issueDate, :tradeDate,
         :sellerId, ${buyerColumns('p')}, :vatRate, :beforeVat, :vat, :total, :replacesId, :now
       FROM d CROSS JOIN block b JOIN users u ON u.id = d.user_id LEFT JOIN kyc_profiles p ON p.user_id = d.user_id
       RETURNING id::int`,
      {
        replacements: {
          orderId: before.orderId,
          userId: before.userId,
          orderRef: before.orderRef,
          strategyCode: before.strategyCode,
          feeKind: before.feeKind,
          tradeDate: before.tradeDate,
          brand: seller.brand,
          year: Number(issueDate.slice(0, 4)),
          issueDate,
          sellerId: await sellerVersionId(ctx, seller, transaction),
          vatRate: documents.vatRatePercent,
          ...splitOf(before.total),
          replacesId: id,
          now,
        },
        transaction,
      },
    )) as [[{ id: number }], unknown];
    const cancelled = (await loadTaxInvoice(ctx, id, transaction))!;
    const replacement = (await loadTaxInvoice(ctx, created.id, transaction))!;
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'tax-invoice.replace',
        subject: `tax-invoice:${id}`,
        before: { number: before.number, status: before.status },
        after: {
          status: 'CANCELLED',
          reason,
          replacementId: replacement.id,
          replacementNumber: replacement.number,
        },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
    return { cancelled, replacement };
  });
}

function splitOf(total: string) {
  const { beforeVat, vat } = documents.vatSplit(total);
  return { beforeVat: beforeVat.toFixed(2), vat: vat.toFixed(2), total };
}
