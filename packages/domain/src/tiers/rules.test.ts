import { describe, expect, it } from 'vitest';
import { dec } from '../investing/money.ts';
import { nextTier, tierBandBounds, tierBands, tierForAum, tierThresholdsProblem } from './rules.ts';

const tiers = [
  { code: 'GOLD', minAum: '1000000.00' },
  { code: 'BASE', minAum: '0.00' },
  { code: 'PLATINUM', minAum: '10000000.00' },
];

describe('tierForAum', () => {
  it('puts nothing held in the base tier', () => {
    expect(tierForAum('0', tiers)?.code).toBe('BASE');
  });

  it('reaches a tier exactly at its threshold, not a satang before', () => {
    expect(tierForAum('999999.99', tiers)?.code).toBe('BASE');
    expect(tierForAum('1000000.00', tiers)?.code).toBe('GOLD');
    expect(tierForAum('1000000.01', tiers)?.code).toBe('GOLD');
    expect(tierForAum('9999999.99', tiers)?.code).toBe('GOLD');
    expect(tierForAum('10000000', tiers)?.code).toBe('PLATINUM');
    expect(tierForAum('250000000.00', tiers)?.code).toBe('PLATINUM');
  });

  it('compares as decimals, not as text or floats', () => {
    expect(
      tierForAum('99999999.99', [
        { code: 'A', minAum: '0' },
        { code: 'B', minAum: '100000000' },
      ])?.code,
    ).toBe('A');
  });

  it('finds no tier below the lowest threshold', () => {
    expect(tierForAum('5', [{ code: 'GOLD', minAum: '10' }])).toBeNull();
  });
});

describe('nextTier', () => {
  it('names the tier with the next threshold up, and none at the top', () => {
    expect(nextTier('BASE', tiers)?.code).toBe('GOLD');
    expect(nextTier('GOLD', tiers)?.code).toBe('PLATINUM');
    expect(nextTier('PLATINUM', tiers)).toBeNull();
    expect(nextTier('UNKNOWN', tiers)).toBeNull();
  });
});

describe('tierThresholdsProblem', () => {
  it('accepts a base tier at 0 and distinct thresholds', () => {
    expect(tierThresholdsProblem(tiers)).toBeNull();
  });

  it('refuses a set where some AUM would have no tier', () => {
    expect(tierThresholdsProblem([])).toBe('NO_BASE_TIER');
    expect(tierThresholdsProblem([{ code: 'BASE', minAum: '0.01' }])).toBe('NO_BASE_TIER');
    expect(
      tierThresholdsProblem([
        { code: 'BASE', minAum: '0' },
        { code: 'X', minAum: '-1' },
      ]),
    ).toBe('NO_BASE_TIER');
  });

  it('refuses two tiers at the same threshold', () => {
    expect(tierThresholdsProblem([...tiers, { code: 'SILVER', minAum: '1000000' }])).toBe('DUPLICATE');
  });
});

describe('tierBands', () => {
  it('gives each tier the range from its threshold to the next one, lowest first, the top one without end', () => {
    expect(tierBands(tiers)).toEqual([
      { code: 'BASE', fromAum: '0.00', toAum: '1000000.00' },
      { code: 'GOLD', fromAum: '1000000.00', toAum: '10000000.00' },
      { code: 'PLATINUM', fromAum: '10000000.00', toAum: null },
    ]);
    expect(tierBandBounds).toBe('[)');
  });

  it('places every AUM where tierForAum places it, at each edge and a satang either side', () => {
    // The ranges as PostgreSQL reads '[)': from inclusive, to exclusive, no end when null.
    const inBand = (aum: string) =>
      tierBands(tiers).find(
        (band) => dec(aum).gte(band.fromAum) && (band.toAum === null || dec(aum).lt(band.toAum)),
      )?.code;
    for (const aum of ['0', '0.01', '999999.99', '1000000', '1000000.01', '9999999.99', '10000000', '1e12']) {
      expect(inBand(aum), aum).toBe(tierForAum(aum, tiers)?.code);
    }
  });
});
