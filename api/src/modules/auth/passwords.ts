import { hash, verify } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet: argon2id (the library's default algorithm), 19 MiB, 2 iterations,
// 1 degree of parallelism.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

/** Verified against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password. */
export const unknownUserHash = hash('not-a-real-password', options);
