import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { unknownUserHash, verifyPassword } from './passwords.ts';
import type { SessionUser } from './session.ts';

export interface PublicUser {
  uuid: string;
  email: string;
  role: SessionUser['role'];
  isAdmin: boolean;
  customerType: SessionUser['customerType'];
}

export function toPublicUser(user: SessionUser): PublicUser {
  return {
    uuid: user.uuid,
    email: user.email,
    role: user.role,
    isAdmin: user.role !== null,
    customerType: user.customerType,
  };
}

/** Returns the user id when the password is right; the same error for an unknown e-mail and a wrong password. */
export async function checkCredentials(ctx: AppContext, email: string, password: string): Promise<number> {
  const user = await ctx.models.User.findOne({
    where: ctx.sequelize.where(ctx.sequelize.fn('lower', ctx.sequelize.col('email')), email.toLowerCase()),
  });
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await unknownUserHash), password);
  if (!user?.passwordHash || !passwordOk) throw new AppError('AUTH_INVALID_CREDENTIALS', 401);
  return Number(user.id);
}
