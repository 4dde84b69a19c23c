import { timingSafeEqual } from 'node:crypto';
import type { Router } from 'express';
import Joi from 'joi';
import { demoPassword } from '../../seed.ts';

interface SisterUser {
  merkleUserId: string;
  email: string;
  password: string;
  /** A fixed second factor stands in for the sister platform's authenticator app. */
  twoFactor: string | null;
}

/** The sister platform's accounts, as seeded in its own demo environment. */
export const sisterUsers: SisterUser[] = [
  {
    merkleUserId: '5b0c1a52-7d1e-4c3a-9a57-0f4e8d2b6c11',
    email: 'merkle@example.com',
    password: demoPassword,
    twoFactor: null,
  },
  {
    merkleUserId: '9f3e2d71-2b4a-4e8c-8d19-6a7b5c4d3e22',
    email: 'merkle-2fa@example.com',
    password: demoPassword,
    twoFactor: '246810',
  },
];

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const loginBody = Joi.object({
  email: Joi.string().trim().lowercase().email({ tlds: false }).max(254).required(),
  password: Joi.string().max(128).required(),
  twoFactor: Joi.string().allow('', null).max(10),
});

/** The sister platform's login API: its user id and e-mail for the right credentials, 401 otherwise. */
export function merkleSimulator(router: Router): void {
  router.post('/merkle/login', (req, res) => {
    const { error, value } = loginBody.validate(req.body ?? {});
    const user = error ? undefined : sisterUsers.find((u) => u.email === value.email);
    const ok =
      user !== undefined &&
      same(user.password, value.password) &&
      (user.twoFactor === null || same(user.twoFactor, String(value.twoFactor ?? '')));
    if (!ok) {
      res.status(401).json({ error: 'invalid_credentials' });
      return;
    }
    res.json({ merkleUserId: user.merkleUserId, email: user.email });
  });
}
