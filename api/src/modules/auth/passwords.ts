import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP Password Storage Cheat Sheet: argon2id (the library's default algorithm), 19 MiB, 2 iterations,
// 1 degree of parallelism.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Hashing runs on libuv's worker threads, off the event loop, and at most one fewer at once than there are
 * cores: a sign-in flood queues here instead of starving the event loop (and every other request) of CPU.
 */
const hashing = pLimit(Math.max(1, availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, options));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashing(() => verify(passwordHash, password));
}

/** Verified against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password. */
export const unknownUserHash = hash('not-a-real-password', options);
