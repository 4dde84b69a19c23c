import { type StaffAction, staffMay } from '@fund/domain';
import type { Request, RequestHandler } from 'express';
import { AppError } from '../../platform/errors.ts';

/** Signed out: 401, with its own code when the staff session just ended for being idle 30 minutes. */
const signedOut = (req: Request) =>
  new AppError(req.sessionEndedIdle ? 'AUTH_SESSION_IDLE' : 'AUTH_REQUIRED', 401);

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw signedOut(req);
  next();
};

/**
 * Staff endpoints name the action they do; the domain's staff permission table says which roles may. An investor
 * (role null) never passes, nor staff who still have to enrol their second factor.
 */
export function requireStaff(action: StaffAction): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) throw signedOut(req);
    if (!staffMay(req.user.role, action)) throw new AppError('AUTH_FORBIDDEN', 403);
    // Staff without a confirmed second factor may only enrol (under /me/security/2fa, guarded by requireUser).
    if (req.staffEnrolmentRequired) throw new AppError('STAFF_2FA_ENROLMENT_REQUIRED', 403);
    next();
  };
}

/** Guards the whole `/admin` tree, so a staff route that forgot its own check still refuses investors. */
export const requireAnyStaff: RequestHandler = requireStaff('read');
