import {
  fromIsoDate,
  isOldEnough,
  type JuristicAccountStatus,
  type JuristicAuthorisedPerson,
  missingJuristicDocuments,
  type SuitabilityRiskType,
} from '@fund/domain';
import { cast, col, Op, QueryTypes, where as sqlWhere, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ListParams } from '../../platform/simple-rest.ts';
import { pageOf } from '../../platform/simple-rest.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import type { DopaChecker } from '../kyc/adapters.ts';
import { filesOfAccount } from './files.ts';

export interface OpenAccountInput {
  companyName: string;
  companyNameEn: string;
  registrationNumber: string;
  address: Record<string, unknown>;
  email: string;
  language: 'th' | 'en';
  authorisedPersons: JuristicAuthorisedPerson[];
  fileIds: string[];
  riskLevel: SuitabilityRiskType;
  riskReason: string;
}

const columns = `a.id, a.company_name AS "companyName", a.company_name_en AS "companyNameEn",
  a.registration_number AS "registrationNumber",
  a.address, a.authorised_persons AS "authorisedPersons", a.email, a.language, a.risk_level AS "riskLevel",
  a.risk_reason AS "riskReason", a.status, a.prepared_by AS "preparedBy", p.email AS "preparedByEmail",
  a.decided_by AS "decidedBy", d.email AS "decidedByEmail", a.decided_at AS "decidedAt",
  a.reject_reason AS "rejectReason", a.user_id AS "userId", a.created_at AS "createdAt"`;
const joins = `JOIN users p ON p.id = a.prepared_by LEFT JOIN users d ON d.id = a.decided_by`;

interface Raw {
  id: string;
  companyName: string;
  companyNameEn: string;
  registrationNumber: string;
  address: Record<string, unknown>;
  authorisedPersons: JuristicAuthorisedPerson[];
  email: string;
  language: 'th' | 'en';
  riskLevel: SuitabilityRiskType;
  riskReason: string;
  status: JuristicAccountStatus;
  preparedBy: string;
  preparedByEmail: string;
  decidedBy: string | null;
  decidedByEmail: string | null;
  decidedAt: Date | null;
  rejectReason: string | null;
  userId: string | null;
  createdAt: Date;
}

function shape(row: Raw) {
  return {
    ...row,
    id: Number(row.id),
    preparedBy: Number(row.preparedBy),
    decidedBy: row.decidedBy === null ? null : Number(row.decidedBy),
    userId: row.userId === null ? null : Number(row.userId),
    decidedAt: row.decidedAt && new Date(row.decidedAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
export type JuristicAccount = ReturnType<typeof shape>;

export async function loadAccount(
  ctx: AppContext,
  id: number,
  options: { transaction?: Transaction; lock?: boolean } = {},
): Promise<JuristicAccount> {
  const [row] = await ctx.sequelize.query<Raw>(
    `SELECT ${columns} FROM juristic_accounts a ${joins} WHERE a.id = :id${options.lock ? ' FOR UPDATE OF a' : ''}`,
    { type: QueryTypes.SELECT, replacements: { id }, transaction: options.transaction },
  );
  if (!row) throw new AppError('NOT_FOUND', 404);
  return shape(row);
}

export async function accountDetail(ctx: AppContext, id: number) {
  const account = await loadAccount(ctx, id);
  return { ...account, files: await filesOfAccount(ctx, id) };
}

const sortColumns: Record<string, string> = {
  createdAt: 'a.created_at',
  status: 'a.status',
  id: 'a.id',
  companyName: 'a.company_name',
};

/** The accounts, oldest waiting first by default (filter: status; q searches the name and registration number). */
export async function listAccounts(ctx: AppContext, params: ListParams) {
  const filter = (params.filter ?? {}) as { status?: string; q?: string };
  const { offset, limit } = pageOf(params);
  const [field, order] = params.sort ?? ['createdAt', 'ASC'];
  const where: string[] = [];
  if (filter.status) where.push('a.status = :status');
  if (filter.q) {
    where.push(
      '(a.company_name ILIKE :like OR a.company_name_en ILIKE :like OR a.registration_number = :digits)',
    );
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const replacements = {
    status: filter.status,
    like: `%${(filter.q ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    digits: (filter.q ?? '').replace(/[\s-]/g, ''),
    offset,
    limit,
  };
  const rows = await ctx.sequelize.query<Raw>(
    `SELECT ${columns} FROM juristic_accounts a ${joins} ${whereSql}
     ORDER BY ${sortColumns[field] ?? 'a.created_at'} ${order === 'DESC' ? 'DESC' : 'ASC'}, a.id
     OFFSET :offset LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements },
  );
  const [{ total }] = (await ctx.sequelize.query<{ total: string }>(
    `SELECT count(*) AS total FROM juristic_accounts a ${whereSql}`,
    { type: QueryTypes.SELECT, replacements },
  )) as [{ total: string }];
  return { rows: rows.map(shape), offset, total: Number(total) };
}

/**
 * The e-mail the sign-in will be created for: free, or held by a juristic customer who signed up in the portal
 * (and was sent to customer service) and is not yet tied to another company's account. Answers that customer's id.
 */
export async function assertEmailAvailable(
  ctx: AppContext,
  email: string,
  options: { transaction?: Transaction; accountId?: number } = {},
) {
  const { transaction, accountId = 0 } = options;
  const [holder] = await ctx.sequelize.query<{ id: string; role: string | null; customerType: string }>(
    `SELECT u.id, u.role, u.customer_type AS "customerType" FROM users u WHERE lower(u.email) = lower(:email)`,
    { type: QueryTypes.SELECT, replacements: { email }, transaction },
  );
  const [claimed] = await ctx.sequelize.query(
    `SELECT 1 FROM juristic_accounts WHERE lower(email) = lower(:email) AND status <> 'REJECTED' AND id <> :accountId`,
    { type: QueryTypes.SELECT, replacements: { email, accountId }, transaction },
  );
  const signedUpCompany = holder && holder.role === null && holder.customerType === 'JURISTIC';
  if (claimed || (holder && !signedUpCompany)) {
    throw new AppError('JURISTIC_EMAIL_TAKEN', 409, {
      errors: [{ field: 'body.email', code: 'JURISTIC_EMAIL_TAKEN', message: 'This e-mail is taken' }],
    });
  }
  return holder ? Number(holder.id) : null;
}

async function assertRegistrationNumberFree(ctx: AppContext, number: string, transaction?: Transaction) {
  const [taken] = await ctx.sequelize.query(
    `SELECT 1 FROM juristic_accounts WHERE registration_number = :number AND status <> 'REJECTED'`,
    { type: QueryTypes.SELECT, replacements: { number }, transaction },
  );
  if (taken) throw new AppError('JURISTIC_REGISTRATION_NUMBER_TAKEN', 409);
}

/** The files whose id, as text, is one of those given (an id not written as a uuid names no file). */
const idAmong = (fileIds: string[]) => sqlWhere(cast(col('id'), 'text'), { [Op.in]: fileIds });

/** The unattached files named, by kind; an id that is unknown or already used refuses the whole account. */
async function documentsOf(ctx: AppContext, fileIds: string[], transaction?: Transaction) {
  const rows =
    fileIds.length === 0
      ? []
      : await ctx.models.JuristicAccountFile.findAll({
          attributes: ['id', 'kind'],
          where: { [Op.and]: [idAmong(fileIds), { accountId: null }] },
          transaction,
          lock: transaction !== undefined,
          raw: true,
        });
  if (rows.length !== fileIds.length) throw new AppError('JURISTIC_DOCUMENT_UNKNOWN', 422);
  const missing = missingJuristicDocuments(rows.map((row) => row.kind));
  if (missing.length > 0) throw new AppError('JURISTIC_DOCUMENTS_MISSING', 422, { details: { missing } });
}

/**
 * Each authorised person passes the individual KYC's checks on a person: 20 or over, and the card (ID, laser ID,
 * Thai names, birth date) confirmed by DOPA through the same adapter the individual route uses.
 */
async function checkAuthorisedPersons(
  ctx: AppContext,
  dopa: DopaChecker,
  persons: JuristicAuthorisedPerson[],
) {
  for (const [index, person] of persons.entries()) {
    if (!isOldEnough(fromIsoDate(person.birthDate), ctx.clock.now())) {
      throw new AppError('JURISTIC_PERSON_UNDER_AGE', 422, {
        errors: [
          {
            field: `body.authorisedPersons.${index}.birthDate`,
            code: 'JURISTIC_PERSON_UNDER_AGE',
            message: 'An authorised person must be at least 20 years old',
          },
        ],
      });
    }
    const result = await dopa.check({
      nationalId: person.nationalId,
      laserId: person.laserId,
      firstNameTh: person.firstNameTh,
      lastNameTh: person.lastNameTh,
      birthDate: person.birthDate,
    });
    if (!result.valid) {
      throw new AppError('JURISTIC_PERSON_MISMATCH', 422, {
        errors: result.mismatched.map((name) => ({
          field: `body.authorisedPersons.${index}.${name}`,
          code: 'KYC_IDENTITY_FIELD_MISMATCH',
          message: 'Does not match the card registered with DOPA',
        })),
      });
    }
  }
}

/**
 * Customer service open a company's account: everything is checked before anything is written (the number not
 * held by another account, the e-mail free, the three documents, each authorised person's identity), then the
 * account waits for compliance with its documents attached. Audited.
 */
export async function openAccount(
  ctx: AppContext,
  dopa: DopaChecker,
  actor: RequestActor,
  input: OpenAccountInput,
): Promise<JuristicAccount> {
  await assertRegistrationNumberFree(ctx, input.registrationNumber);
  await assertEmailAvailable(ctx, input.email);
  await documentsOf(ctx, input.fileIds);
  await checkAuthorisedPersons(ctx, dopa, input.authorisedPersons);
  const id = await ctx.sequelize.transaction(async (transaction) => {
    // Checked again under the transaction: two staff opening the same company at once get one account.
    await assertRegistrationNumberFree(ctx, input.registrationNumber, transaction);
    await documentsOf(ctx, input.fileIds, transaction);
    const now = ctx.clock.now();
    let created: { id: string } | undefined;
    try {
      [created] = await ctx.sequelize.query<{ id: string }>(
        `INSERT INTO juristic_accounts (company_name, company_name_en, registration_number, address, authorised_persons, email,
           language, risk_level, risk_reason, prepared_by, created_at, updated_at)
         VALUES (:companyName, :companyNameEn, :registrationNumber, :address, :persons, :email, :language, :riskLevel, :riskReason,
           :actorId, :now, :now) RETURNING id`,
        {
          type: QueryTypes.SELECT,
          replacements: {
            companyName: input.companyName,
            companyNameEn: input.companyNameEn,
            registrationNumber: input.registrationNumber,
            address: JSON.stringify(input.address),
            persons: JSON.stringify(input.authorisedPersons),
            email: input.email,
            language: input.language,
            riskLevel: input.riskLevel,
            riskReason: input.riskReason,
            actorId: actor.id,
            now,
          },
          transaction,
        },
      );
    } catch (error) {
      if ((error as { name?: string }).name === 'SequelizeUniqueConstraintError') {
        throw new AppError('JURISTIC_REGISTRATION_NUMBER_TAKEN', 409);
      }
      throw error;
    }
    const accountId = Number(created!.id);
    await ctx.models.JuristicAccountFile.update(
      { accountId },
      { where: idAmong(input.fileIds), transaction },
    );
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'JURISTIC_ACCOUNT_OPENED',
        subject: `juristic-accounts/${accountId}`,
        before: null,
        after: {
          status: 'PENDING',
          companyName: input.companyName,
          registrationNumber: input.registrationNumber,
          email: input.email,
          authorisedPersons: input.authorisedPersons.length,
          fileIds: input.fileIds,
          riskLevel: input.riskLevel,
        },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
    return accountId;
  });
  return loadAccount(ctx, id);
}
