import { describe, expect, it } from 'vitest';
import { BUILD_TOKEN, keyFromFile, planBuildToken } from './build-token.ts';

describe('site build token', () => {
  it('is a read-only token that never expires', () => {
    expect(BUILD_TOKEN).toMatchObject({ type: 'read-only', lifespan: null });
  });

  it('a file holding a working key is left as it is', () => {
    expect(
      planBuildToken({ fileKey: 'abc', fileKeyIsValid: true, existing: { id: 1, accessKey: 'abc' } }),
    ).toEqual({ action: 'keep' });
  });

  it('a fresh CMS without a file or token creates the token', () => {
    expect(planBuildToken({ fileKey: null, fileKeyIsValid: false, existing: null })).toEqual({
      action: 'create',
      revokeId: null,
    });
  });

  it('a missing file is rewritten from the existing token when its key can be decrypted', () => {
    expect(
      planBuildToken({ fileKey: null, fileKeyIsValid: false, existing: { id: 4, accessKey: 'k' } }),
    ).toEqual({ action: 'write', accessKey: 'k' });
  });

  it('a file whose token was deleted gets a new token', () => {
    expect(planBuildToken({ fileKey: 'old', fileKeyIsValid: false, existing: null })).toEqual({
      action: 'create',
      revokeId: null,
    });
  });

  it('a token whose key cannot be decrypted (ENCRYPTION_KEY changed) is replaced', () => {
    expect(
      planBuildToken({ fileKey: null, fileKeyIsValid: false, existing: { id: 7, accessKey: null } }),
    ).toEqual({ action: 'create', revokeId: 7 });
  });
});

describe('key from the token file', () => {
  it('ignores surrounding whitespace and treats an empty file as no key', () => {
    expect(keyFromFile('abc\n')).toBe('abc');
    expect(keyFromFile('  \n')).toBeNull();
    expect(keyFromFile(null)).toBeNull();
  });
});
