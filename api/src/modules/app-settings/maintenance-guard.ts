import { errorMessage } from '@fund/domain';
import type { RequestHandler } from 'express';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { readMaintenance } from './service.ts';

const changesState = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What an investor may still do while maintenance is on: sign out, and read the screens in their language. */
const stillOpen = new Set(['/auth/logout', '/me/language']);

/** A request that would change an investor's state: a signed-in investor's, or a new sign-up. */
function isInvestorChange(req: Parameters<RequestHandler>[0]): boolean {
  if (!changesState.has(req.method) || stillOpen.has(req.path)) return false;
  if (req.path === '/auth/signup') return true;
  return req.user !== undefined && req.user.role === null;
}

/**
 * Spec §3 maintenance, enforced (DESIGN §4): while it is on, every investor request that changes state (orders,
 * deposits, KYC, profile changes, sign-ups) is refused with 503 and the maintenance text, so nothing is half done
 * while staff work; reads stay available, staff are never blocked, and the bank's and the providers' callbacks (no
 * investor session) still land. The setting is read per refused-kind request only: one indexed row.
 */
export function refuseInvestorChangesDuringMaintenance(ctx: AppContext): RequestHandler {
  return (req, _res, next) => {
    if (!isInvestorChange(req)) return next();
    readMaintenance(ctx)
      .then(({ maintenance, maintenanceText }) => {
        if (!maintenance) return next();
        const language = req.user?.language === 'en' ? 'en' : 'th';
        const message = errorMessage('MAINTENANCE', language);
        next(
          new AppError('MAINTENANCE', 503, {
            detail: maintenanceText ? `${message}\n${maintenanceText}` : message,
            details: { maintenanceText },
          }),
        );
      })
      .catch(next);
  };
}
