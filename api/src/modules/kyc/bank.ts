import { kycForms } from '@fund/domain';
import { cast, col, Op, where as sqlWhere } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { recordUserChange } from '../audit/user-change.ts';
import { openRequest } from '../change-requests/requests.ts';
import { saveAccountForReview } from './bank-account-repository.ts';
import type { StepStatus } from './profile.ts';
import { loadProfile } from './profile.ts';

export interface BankAccountView {
  bankCode: string;
  bankNameTh: string;
  bankNameEn: string;
  accountNumber: string;
  accountName: string;
  status: StepStatus;
  changeRequest: {
    id: number;
    bankCode: string;
    accountNumber: string;
    accountName: string;
    createdAt: string;
  } | null;
}

const applicantNames = (identity: NonNullable<Awaited<ReturnType<typeof loadProfile>>['identity']>) => [
  [identity.firstNameTh, identity.middleNameTh, identity.lastNameTh].filter(Boolean).join(' '),
  [identity.firstNameEn, identity.middleNameEn, identity.lastNameEn].filter(Boolean).join(' '),
];

export async function bankAccountOf(ctx: AppContext, userId: number): Promise<BankAccountView | null> {
  const account = (await ctx.models.KycBankAccount.findByPk(userId, {
    attributes: ['bankCode', 'accountNumber', 'accountName', 'status'],
    raw: true,
  })) as { bankCode: string; accountNumber: string; accountName: string; status: StepStatus } | null;
  if (!account) return null;
  const request = (await ctx.models.ChangeRequest.findOne({
    attributes: ['id', 'after', 'createdAt'],
    where: { userId, kind: 'BANK_ACCOUNT', status: 'PENDING' },
    raw: true,
  })) as { id: string; after: Record<string, string>; createdAt: Date } | null;
  const bank = kycForms.findThaiBank(account.bankCode);
  return {
    ...account,
    bankNameTh: bank?.nameTh ?? '',
    bankNameEn: bank?.nameEn ?? '',
    changeRequest: request
      ? {
          id: Number(request.id),
          bankCode: String(request.after['bank.bankCode']),
          accountNumber: String(request.after['bank.accountNumber']),
          accountName: String(request.after['bank.accountName']),
          createdAt: new Date(request.createdAt).toISOString(),
        }
      : null,
  };
}

/** The book-bank photo of a change request must be the requester's own upload of that kind. */
async function assertBookBankPhoto(ctx: AppContext, userId: number, fileId: string | undefined) {
  const file = fileId
    ? await ctx.models.KycFile.findOne({
        attributes: ['id'],
        where: { [Op.and]: [sqlWhere(cast(col('id'), 'text'), fileId), { userId, kind: 'BOOK_BANK' }] },
        raw: true,
      })
    : null;
  if (!file) {
    throw new AppError('CHANGE_REQUEST_BOOK_BANK_REQUIRED', 422, {
      errors: [
        {
          field: 'body.bookBankFileId',
          code: 'CHANGE_REQUEST_BOOK_BANK_REQUIRED',
          message: 'The book-bank photo of the new account is required',
        },
      ],
    });
  }
}

/**
 * Sets the account redemptions are paid to. The number must have the bank's length and the name must be the
 * applicant's (Thai or English, as checked with DOPA). Before staff verify the account it is simply replaced;
 * afterwards a different account becomes a change request for staff, with the photo of its book bank, and the
 * verified one stays in force.
 */
export async function saveBankAccount(
  ctx: AppContext,
  userId: number,
  input: { bankCode: string; accountNumber: string; accountName: string; bookBankFileId?: string },
): Promise<{ changeRequested: boolean; account: BankAccountView }> {
  const profile = await loadProfile(ctx, userId);
  if (!profile.identity || !profile.passDopa) throw new AppError('KYC_IDENTITY_REQUIRED', 422);
  const accountNumber = kycForms.normalizeAccountNumber(input.accountNumber);
  if (!kycForms.isAccountNumberOf(input.bankCode, accountNumber)) {
    throw new AppError('KYC_BANK_ACCOUNT_INVALID', 422, {
      errors: [
        {
          field: 'body.accountNumber',
          code: 'KYC_BANK_ACCOUNT_INVALID',
          message: 'Bank account number is incorrect',
        },
      ],
    });
  }
  if (!kycForms.accountNameMatches(input.accountName, applicantNames(profile.identity))) {
    throw new AppError('KYC_BANK_NAME_MISMATCH', 422, {
      errors: [
        {
          field: 'body.accountName',
          code: 'KYC_BANK_NAME_MISMATCH',
          message: 'The bank account name must be the same as the applicant',
        },
      ],
    });
  }
  const values = { userId, bankCode: input.bankCode, accountNumber, accountName: input.accountName };
  const bankChanges = (current: { bankCode: string; accountNumber: string; accountName: string } | null) => ({
    'bank.bankCode': { before: current?.bankCode ?? null, after: input.bankCode },
    'bank.accountNumber': { before: current?.accountNumber ?? null, after: accountNumber },
    'bank.accountName': { before: current?.accountName ?? null, after: input.accountName },
  });
  const changeRequested = await ctx.sequelize.transaction(async (transaction) => {
    const current = (await ctx.models.KycBankAccount.findByPk(userId, {
      attributes: ['status', 'bankCode', 'accountNumber', 'accountName'],
      transaction,
      lock: true,
      raw: true,
    })) as { status: StepStatus; bankCode: string; accountNumber: string; accountName: string } | null;
    if (current?.status === 'VERIFIED') {
      await assertBookBankPhoto(ctx, userId, input.bookBankFileId);
      // DESIGN §4 "Servicing": a verified account changes only through a request compliance approves; one open
      // request at a time, so the investor withdraws nothing by asking twice.
      const request = await openRequest(ctx, transaction, {
        userId,
        kind: 'BANK_ACCOUNT',
        before: {
          'bank.bankCode': current.bankCode,
          'bank.accountNumber': current.accountNumber,
          'bank.accountName': current.accountName,
        },
        after: {
          'bank.bankCode': input.bankCode,
          'bank.accountNumber': accountNumber,
          'bank.accountName': input.accountName,
        },
        fileIds: [input.bookBankFileId!],
      });
      await recordAudit(
        ctx,
        {
          actorId: userId,
          action: 'BANK_CHANGE_REQUESTED',
          subject: `change-requests/${request.id}`,
          before: request.before,
          after: request.after,
          requestId: null,
        },
        transaction,
      );
      await recordUserChange(ctx, transaction, { id: userId, requestId: null }, 'bank', bankChanges(current));
      return true;
    }
    await saveAccountForReview(ctx, values, transaction);
    await recordUserChange(ctx, transaction, { id: userId, requestId: null }, 'bank', bankChanges(current));
    return false;
  });
  return { changeRequested, account: (await bankAccountOf(ctx, userId))! };
}
