import type { Request } from 'express';

/** Who made a change, for the audit log: the signed-in user, from which address and browser. */
export interface Actor {
  id: number;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

export function actorOf(req: Request, id = req.user!.id): Actor {
  return {
    id,
    ip: req.ip ?? null,
    userAgent: req.get('user-agent') ?? null,
    requestId: req.id ? String(req.id) : null,
  };
}
