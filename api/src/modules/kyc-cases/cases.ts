import { bangkokDate } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import type { ListParams } from '../../platform/simple-rest.ts';
import { pageOf } from '../../platform/simple-rest.ts';

export interface CaseFilter {
  status?: string | string[];
  waitingDaysGte?: number;
  waitingDaysLte?: number;
  riskBand?: string;
  eddRequired?: boolean;
  deadlineBefore?: string;
  q?: string;
}

const sortColumns: Record<string, string> = {
  submittedAt: 'c.submitted_at',
  deadline: 'c.deadline',
  status: 'c.status',
  riskScore: 'c.risk_score',
};

const dayMs = 24 * 60 * 60 * 1000;

/** 00:00 in Bangkok of the day `days` after the Bangkok day `day`. */
const bangkokMidnight = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00+07:00`).getTime() + days * dayMs);

// The row of the review queue and the head of a case, from the case, the user and the identity on file.
const rowColumns = `u.id, u.uuid AS "userUuid", u.email, u.customer_type AS "customerType",
  COALESCE(c.status, 'NOT_SUBMITTED') AS status, c.submitted_at AS "submittedAt",
  CASE WHEN c.submitted_at IS NULL THEN NULL
       ELSE (:today::date - (c.submitted_at AT TIME ZONE 'Asia/Bangkok')::date) END AS "waitingDays",
  c.risk_band AS "riskBand", c.risk_score AS "riskScore", COALESCE(c.edd_required, false) AS "eddRequired",
  COALESCE(c.aml_answered, false) AS "amlAnswered", to_char(c.deadline, 'YYYY-MM-DD') AS deadline,
  c.decided_at AS "decidedAt", c.decided_by AS "decidedById", d.email AS "decidedByEmail",
  NULLIF(concat_ws(' ', p.identity ->> 'titleTh', p.identity ->> 'firstNameTh', p.identity ->> 'lastNameTh'), '')
    AS "nameTh",
  NULLIF(concat_ws(' ', p.identity ->> 'titleEn', p.identity ->> 'firstNameEn', p.identity ->> 'lastNameEn'), '')
    AS "nameEn"`;

const rowJoins = `LEFT JOIN kyc_profiles p ON p.user_id = u.id LEFT JOIN users d ON d.id = c.decided_by`;

interface RawRow {
  id: string;
  decidedById: string | null;
  decidedByEmail: string | null;
  waitingDays: number | null;
  [column: string]: unknown;
}

const shapeRow = ({ decidedById, decidedByEmail, ...row }: RawRow) => ({
  ...row,
  id: Number(row.id),
  waitingDays: row.waitingDays === null ? null : Number(row.waitingDays),
  decidedBy: decidedById === null ? null : { id: Number(decidedById), email: decidedByEmail },
});

/**
 * The review queue for staff, longest waiting first by default. Without NOT_SUBMITTED in the status filter the
 * query starts from the cases (every filter an index of kyc_cases); with it, investors without a case join in.
 * The page's ids and the count are found on the narrow tables; only the page's rows are read in full.
 */
export async function listCases(ctx: AppContext, params: ListParams) {
  const filter = (params.filter ?? {}) as CaseFilter;
  const { offset, limit } = pageOf(params);
  const [field, order] = params.sort ?? ['submittedAt', 'ASC'];
  const today = bangkokDate(ctx.clock.now());
  const statuses = filter.status === undefined ? [] : [filter.status].flat();
  const withoutCase = statuses.length === 0 || statuses.includes('NOT_SUBMITTED');
  const caseStatuses = statuses.filter((s) => s !== 'NOT_SUBMITTED');
  // Only investors have cases, so a list of cases need not read the users table.
  const where: string[] = withoutCase ? ['u.role IS NULL'] : [];
  const replacements: Record<string, unknown> = { today, offset, limit };
  if (statuses.length > 0) {
    const parts: string[] = [];
    if (caseStatuses.length > 0) {
      parts.push('c.status IN (:caseStatuses)');
      replacements.caseStatuses = caseStatuses;
    }
    if (statuses.includes('NOT_SUBMITTED')) parts.push('c.user_id IS NULL');
    where.push(`(${parts.join(' OR ')})`);
  }
  if (filter.waitingDaysGte !== undefined) {
    // Submitted on the Bangkok day `waitingDaysGte` days before today, or earlier.
    where.push('c.submitted_at < :submittedBefore');
    replacements.submittedBefore = bangkokMidnight(today, 1 - filter.waitingDaysGte);
  }
  if (filter.waitingDaysLte !== undefined) {
    // Submitted on the Bangkok day `waitingDaysLte` days before today, or later.
    where.push('c.submitted_at >= :submittedFrom');
    replacements.submittedFrom = bangkokMidnight(today, -filter.waitingDaysLte);
  }
  if (filter.riskBand !== undefined) {
    where.push('c.risk_band = :riskBand');
    replacements.riskBand = filter.riskBand;
  }
  if (filter.eddRequired !== undefined) {
    where.push(filter.eddRequired ? 'c.edd_required' : 'NOT COALESCE(c.edd_required, false)');
  }
  if (filter.deadlineBefore !== undefined) {
    where.push('c.deadline <= :deadlineBefore');
    replacements.deadlineBefore = filter.deadlineBefore;
  }
  const q = filter.q?.trim();
  const idColumn = withoutCase ? 'u.id' : 'c.user_id';
  if (q) {
    const digits = q.replace(/[\s-]/g, '');
    if (/^\d{13}$/.test(digits)) {
      where.push(
        `${idColumn} IN (SELECT user_id FROM kyc_profiles WHERE (identity ->> 'nationalId') = :nationalId)`,
      );
      replacements.nationalId = digits;
    } else {
      where.push(`${idColumn} IN (
        SELECT id FROM users WHERE email ILIKE :like
        UNION SELECT user_id FROM kyc_profiles
          WHERE ((identity ->> 'firstNameTh') || ' ' || (identity ->> 'lastNameTh')) ILIKE :like
        UNION SELECT user_id FROM kyc_profiles
          WHERE ((identity ->> 'firstNameEn') || ' ' || (identity ->> 'lastNameEn')) ILIKE :like)`);
      replacements.like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    }
  }
  const from = withoutCase ? 'users u LEFT JOIN kyc_cases c ON c.user_id = u.id' : 'kyc_cases c';
  const conditions = where.length > 0 ? where.join(' AND ') : 'true';
  const direction = order === 'DESC' ? 'DESC' : 'ASC';
  const page = await ctx.sequelize.query<{ id: string }>(
    `SELECT ${idColumn} AS id FROM ${from}
     WHERE ${conditions}
     ORDER BY ${sortColumns[field] ?? 'c.submitted_at'} ${direction} NULLS LAST, ${idColumn} ${direction}
     OFFSET :offset LIMIT :limit`,
    { replacements, type: QueryTypes.SELECT },
  );
  const [counted] = await ctx.sequelize.query<{ total: string }>(
    `SELECT count(*) AS total FROM ${from} WHERE ${conditions}`,
    { replacements, type: QueryTypes.SELECT },
  );
  const ids = page.map((row) => Number(row.id));
  const rows =
    ids.length === 0
      ? []
      : await ctx.sequelize.query<RawRow>(
          `SELECT ${rowColumns}
           FROM users u LEFT JOIN kyc_cases c ON c.user_id = u.id ${rowJoins}
           WHERE u.id IN (:ids)`,
          { replacements: { ids, today }, type: QueryTypes.SELECT },
        );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return {
    rows: ids.map((id) => shapeRow(byId.get(id)!)),
    offset,
    total: Number(counted?.total ?? 0),
  };
}

/** One investor's row of the queue, or null for an unknown id or a staff account. */
export async function caseRow(ctx: AppContext, userId: number) {
  const [row] = await ctx.sequelize.query<RawRow>(
    `SELECT ${rowColumns}
     FROM users u LEFT JOIN kyc_cases c ON c.user_id = u.id ${rowJoins}
     WHERE u.id = :userId AND u.role IS NULL`,
    { replacements: { userId, today: bangkokDate(ctx.clock.now()) }, type: QueryTypes.SELECT },
  );
  return row ? shapeRow(row) : null;
}
