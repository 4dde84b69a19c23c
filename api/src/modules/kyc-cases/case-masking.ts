import { maskNumber, type StaffRole, staffMay } from '@fund/domain';
import type { caseDetail } from './case-detail.ts';

type CaseDetail = Awaited<ReturnType<typeof caseDetail>>;

/** Who decides KYC cases needs the investor's full ID and bank numbers to check them against the card. */
const decides = (role: StaffRole) => staffMay(role, 'decideKycCases');

const masked = <T>(value: T): T =>
  typeof value === 'string' && value !== '' ? (maskNumber(value) as T) : value;

/**
 * A case as a reader who does not decide it sees it (operations, support): the national ID, the card's laser code
 * and the bank account number show their last four characters only. They can still match a caller or a transfer by
 * those digits; the whole numbers stay with the people who verify them.
 */
export function caseForReader(detail: CaseDetail, role: StaffRole): CaseDetail {
  if (decides(role)) return detail;
  return {
    ...detail,
    identity: detail.identity && {
      ...detail.identity,
      nationalId: masked(detail.identity.nationalId),
      laserId: masked(detail.identity.laserId),
    },
    bankAccount: detail.bankAccount && {
      ...detail.bankAccount,
      accountNumber: masked(detail.bankAccount.accountNumber),
      changeRequest: detail.bankAccount.changeRequest && {
        ...detail.bankAccount.changeRequest,
        accountNumber: masked(detail.bankAccount.changeRequest.accountNumber),
      },
    },
  };
}
