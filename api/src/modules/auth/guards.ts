import { type StaffRole, staffRoles } from '@fund/domain';
import type { RequestHandler } from 'express';
import { AppError } from '../../platform/errors.ts';

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new AppError('AUTH_REQUIRED', 401);
  next();
};

/** Staff endpoints name the roles that may call them; an investor (role null) never passes. */
export function requireStaff(...roles: StaffRole[]): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) throw new AppError('AUTH_REQUIRED', 401);
    if (!req.user.role || !roles.includes(req.user.role)) throw new AppError('AUTH_FORBIDDEN', 403);
    next();
  };
}

/** Guards the whole `/admin` tree, so a staff route that forgot its own check still refuses investors. */
export const requireAnyStaff: RequestHandler = requireStaff(...staffRoles);
