import { describe, expect, it } from 'vitest';
import { featureFlagCatalogue, flagNames } from './catalogue.ts';
import { lookupFlag, resolveFlags } from './lookup.ts';

describe('feature flag lookup', () => {
  it('an unknown flag falls back to the default object where invest is false', () => {
    expect(lookupFlag({}, 'noSuchFlag')).toEqual({
      name: 'noSuchFlag',
      known: false,
      enabled: false,
      invest: false,
      governs: null,
    });
  });

  it('a known flag reads its stored value over the default', () => {
    expect(lookupFlag({ switching: false }, 'switching')).toMatchObject({
      known: true,
      enabled: false,
      invest: true,
    });
    expect(lookupFlag({}, 'switching').enabled).toBe(true);
  });

  it('inherited object keys are not flags', () => {
    expect(lookupFlag({}, 'toString').known).toBe(false);
    expect(lookupFlag({}, '__proto__').known).toBe(false);
  });

  it('resolves every catalogued flag, and only those', () => {
    const flags = resolveFlags({ scammerAlert: false, bogus: true });
    expect(Object.keys(flags).sort()).toEqual([...flagNames].sort());
    expect(flags.scammerAlert).toBe(false);
    expect(flags.showToolsMenu).toBe(false);
  });

  it('carries the spec flags with their on/off defaults', () => {
    expect(featureFlagCatalogue.mockEmailOTP.default).toBe(true);
    expect(featureFlagCatalogue.tooManyLoginBan.default).toBe(true);
    expect(featureFlagCatalogue.merkleExclusive.default).toBe(false);
    expect(flagNames).toContain('disableDepositTHBonMfund');
    // Spec §9: 4 flags that differ by build, 38 on in both, 7 off in both.
    expect(flagNames.length).toBe(49);
  });
});
