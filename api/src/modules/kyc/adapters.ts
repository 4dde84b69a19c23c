import type { Readable } from 'node:stream';
import { isThaiNationalId } from '@fund/domain';
import sharp from 'sharp';

/**
 * The card check at the Department of Provincial Administration (DOPA): the national ID, the laser code on the
 * back, the Thai first and last names and the birth date must all belong to one live card.
 */
export interface DopaCardQuery {
  nationalId: string;
  laserId: string;
  firstNameTh: string;
  lastNameTh: string;
  /** YYYY-MM-DD */
  birthDate: string;
}

export type DopaField = keyof DopaCardQuery;

export interface DopaChecker {
  /**
   * `mismatched` names what DOPA found wrong, so the applicant is told which field to check: the national ID alone
   * when no live card has it, else each field that differs from the card.
   */
  check(query: DopaCardQuery): Promise<{ valid: boolean; mismatched: DopaField[] }>;
}

/** Cards the local simulator knows; any other combination is answered as DOPA answers a mismatch. */
export const simulatedDopaCards: readonly DopaCardQuery[] = [
  {
    nationalId: '1101700230708',
    laserId: 'JT1123456789',
    firstNameTh: 'สมชาย',
    lastNameTh: 'ใจดี',
    birthDate: '1990-03-05',
  },
  {
    nationalId: '3100500123458',
    laserId: 'ME0987654321',
    firstNameTh: 'สมศรี',
    lastNameTh: 'รักเรียน',
    birthDate: '1975-11-20',
  },
  {
    nationalId: '1509900456789',
    laserId: 'AB1000000001',
    firstNameTh: 'มานี',
    lastNameTh: 'มีนา',
    birthDate: '2006-06-15',
  },
  {
    nationalId: '3700100987654',
    laserId: 'CD2000000002',
    firstNameTh: 'ปิติ',
    lastNameTh: 'ยินดี',
    birthDate: '1988-01-31',
  },
];

const same = (a: string, b: string) => a.replace(/\s/g, '') === b.replace(/\s/g, '');

/**
 * The sandbox's cards, for tests and demos that need many different people (one person, one account refuses a
 * card already used): any national ID with a valid check digit whose laser ID is "SB" and the ID's first 10
 * digits, held by whoever is named on the form.
 */
export const sandboxLaserIdOf = (nationalId: string) => `SB${nationalId.slice(0, 10)}`;
const isSandboxCard = (query: DopaCardQuery) =>
  isThaiNationalId(query.nationalId) && query.laserId === sandboxLaserIdOf(query.nationalId);

export function dopaSimulator(cards: readonly DopaCardQuery[] = simulatedDopaCards): DopaChecker {
  return {
    async check(query) {
      if (isSandboxCard(query)) return { valid: true, mismatched: [] };
      const card = cards.find((c) => c.nationalId === query.nationalId);
      if (!card) return { valid: false, mismatched: ['nationalId'] };
      const mismatched: DopaField[] = [];
      if (card.laserId !== query.laserId) mismatched.push('laserId');
      if (!same(card.firstNameTh, query.firstNameTh)) mismatched.push('firstNameTh');
      if (!same(card.lastNameTh, query.lastNameTh)) mismatched.push('lastNameTh');
      if (card.birthDate !== query.birthDate) mismatched.push('birthDate');
      return { valid: mismatched.length === 0, mismatched };
    },
  };
}

/** The liveness providers the product has used (spec §3 "Account completeness": onfido, verifio). */
export type LivenessProvider = 'onfido' | 'verifio';

export interface LivenessChecker {
  provider: LivenessProvider;
  /** Whether the selfie shows a live face; `score` 0-1. */
  check(selfie: Readable): Promise<{ live: boolean; score: number }>;
}

const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Behaves like the provider's answer without a face model: a selfie too small to hold a face (under 200 px on
 * its short side) or without any variation (a blank frame) is not live.
 */
export function livenessSimulator(provider: LivenessProvider = 'verifio'): LivenessChecker {
  return {
    provider,
    async check(selfie) {
      const image = sharp(await readAll(selfie));
      const { width = 0, height = 0 } = await image.metadata();
      const stats = await image.stats();
      const spread = Math.max(...stats.channels.map((c) => c.stdev));
      const live = Math.min(width, height) >= 200 && spread >= 8;
      return { live, score: live ? 0.97 : 0.12 };
    },
  };
}

export interface KycAdapters {
  dopa: DopaChecker;
  /** One checker per provider; the `useVerifio` flag picks verifio (on) or onfido (off). */
  liveness: Record<LivenessProvider, LivenessChecker>;
}

/** Only the simulators exist here; the real services plug in behind the same interfaces. */
export const defaultKycAdapters = (): KycAdapters => ({
  dopa: dopaSimulator(),
  liveness: { verifio: livenessSimulator('verifio'), onfido: livenessSimulator('onfido') },
});
