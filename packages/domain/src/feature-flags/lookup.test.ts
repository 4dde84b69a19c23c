import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { featureFlagCatalogue, flagNames, isFlagName } from './catalogue.ts';
import { frontEndFlag, lookupFlag, resolveFlags } from './lookup.ts';
import { retiredFlags } from './retired.ts';

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

  it('carries the governing spec flags with their on/off defaults, and says what each does in Thai and English', () => {
    expect(featureFlagCatalogue.tooManyLoginBan.default).toBe(true);
    expect(featureFlagCatalogue.showToolsMenu.default).toBe(false);
    // Off by default; on offers the NDID route beside the card photos, off hides it and the API refuses.
    expect(featureFlagCatalogue.ndid.default).toBe(false);
    expect(featureFlagCatalogue.ndid.governs.en).toMatch(
      /^On: .*NDID.*Off: the choice is not offered and the API refuses\.$/,
    );
    for (const name of flagNames) {
      const { th, en } = featureFlagCatalogue[name].governs;
      expect(th, name).toMatch(/[\u0E00-\u0E7F]/);
      expect(en, name).toMatch(/^[\x20-\x7E’]+$/);
    }
  });

  it('every spec flag either governs a rule or left the catalogue with its reason, never both', () => {
    // Spec §9: 4 flags that differ by build, 38 on in both, 7 off in both.
    expect(flagNames.length + Object.keys(retiredFlags).length).toBe(49);
    for (const name of Object.keys(retiredFlags)) {
      expect(isFlagName(name), name).toBe(false);
      expect(lookupFlag({ [name]: true }, name)).toMatchObject({
        known: false,
        enabled: false,
        invest: false,
      });
    }
    expect(retiredFlags.mockEmailOTP).toMatch(/SMTP/);
  });

  it('the package README lists each retired flag with its reason, word for word', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const [name, reason] of Object.entries(retiredFlags)) {
      expect(readme, name).toContain(`- \`${name}\`: ${reason}`);
    }
  });
});

describe('a front end’s flag value (spec §9: build-time and runtime variants)', () => {
  it('is the runtime value once the API has answered it, either way', () => {
    expect(frontEndFlag({ multipleLanguages: true }, 'multipleLanguages')).toBe(true);
    expect(frontEndFlag({ multipleLanguages: false }, 'multipleLanguages')).toBe(false);
  });

  it('is the build-time value before the answer, where the spec gives the flag one', () => {
    expect(featureFlagCatalogue.multipleLanguages.default).toBe(true);
    expect(frontEndFlag(undefined, 'multipleLanguages')).toBe(false);
    expect(frontEndFlag({ switching: true }, 'multipleLanguages')).toBe(false);
  });

  it('is the default before the answer for a flag with one value', () => {
    expect(frontEndFlag(undefined, 'switching')).toBe(featureFlagCatalogue.switching.default);
    expect(frontEndFlag(undefined, 'showToolsMenu')).toBe(false);
  });
});
