import { describe, expect, it, vi } from 'vitest';
import { type BiometricPlugin, biometricErrors, biometricPinUnlock } from './biometric-unlock.ts';

const texts = { reason: 'Unlock your PIN', title: 'MFund', cancel: 'Enter PIN' };
const uuid = 'investor-1';

/** The plugin as the device answers, with a secure store that keeps what it is given. */
function fakePlugin(answers: Partial<BiometricPlugin> = {}) {
  const store = new Map<string, { username: string; password: string }>();
  const plugin: BiometricPlugin = {
    isAvailable: vi.fn(async () => ({ isAvailable: true })),
    verifyIdentity: vi.fn(async () => undefined),
    setCredentials: vi.fn(
      async ({ server, username, password }) => void store.set(server, { username, password }),
    ),
    getSecureCredentials: vi.fn(async ({ server }) => {
      const kept = store.get(server);
      if (!kept) throw Object.assign(new Error('No protected credentials found'), { code: '0' });
      return kept;
    }),
    isCredentialsSaved: vi.fn(async ({ server }) => ({ isSaved: store.has(server) })),
    deleteCredentials: vi.fn(async ({ server }) => void store.delete(server)),
    ...answers,
  };
  return { plugin, store, unlock: biometricPinUnlock(async () => plugin) };
}

const failure = (code: number) => Object.assign(new Error('biometrics'), { code: String(code) });

describe('biometric PIN unlock', () => {
  it('reports a device with enrolled biometrics, one without any enrolled, and one without biometrics', async () => {
    expect(await fakePlugin().unlock.availability()).toBe('available');
    const notEnrolled = fakePlugin({
      isAvailable: async () => ({ isAvailable: false, errorCode: biometricErrors.notEnrolled }),
    });
    expect(await notEnrolled.unlock.availability()).toBe('not-enrolled');
    const none = fakePlugin({ isAvailable: async () => ({ isAvailable: false, errorCode: 1 }) });
    expect(await none.unlock.availability()).toBe('unavailable');
    const broken = fakePlugin({ isAvailable: async () => Promise.reject(new Error('no plugin')) });
    expect(await broken.unlock.availability()).toBe('unavailable');
  });

  it('is off until turned on, and turning on asks for the biometrics before keeping the PIN behind them', async () => {
    const { plugin, store, unlock } = fakePlugin();
    expect(await unlock.isEnabled(uuid)).toBe(false);
    expect(await unlock.unlock(uuid, texts)).toBeNull();
    expect(plugin.getSecureCredentials).not.toHaveBeenCalled();

    expect(await unlock.enable(uuid, '123456', texts)).toBe(true);
    expect(plugin.verifyIdentity).toHaveBeenCalledWith({
      reason: 'Unlock your PIN',
      title: 'MFund',
      negativeButtonText: 'Enter PIN',
    });
    expect(plugin.setCredentials).toHaveBeenCalledWith(
      expect.objectContaining({
        username: uuid,
        password: '123456',
        server: `pin-unlock.${uuid}`,
        accessControl: 1,
      }),
    );
    expect(store.size).toBe(1);
    expect(await unlock.isEnabled(uuid)).toBe(true);
    expect(await unlock.isEnabled('someone-else')).toBe(false);
  });

  it('keeps nothing when the biometric check is cancelled or fails while turning on', async () => {
    const { plugin, store, unlock } = fakePlugin({
      verifyIdentity: vi.fn(async () => Promise.reject(failure(biometricErrors.userCancel))),
    });
    expect(await unlock.enable(uuid, '123456', texts)).toBe(false);
    expect(plugin.setCredentials).not.toHaveBeenCalled();
    expect(store.size).toBe(0);
  });

  it('hands back the kept PIN when the biometrics match', async () => {
    const { plugin, unlock } = fakePlugin();
    await unlock.enable(uuid, '654321', texts);
    expect(await unlock.unlock(uuid, texts)).toBe('654321');
    expect(plugin.getSecureCredentials).toHaveBeenCalledWith({
      server: `pin-unlock.${uuid}`,
      reason: 'Unlock your PIN',
      title: 'MFund',
      negativeButtonText: 'Enter PIN',
    });
  });

  it.each([
    ['a cancel', biometricErrors.userCancel],
    ['"enter PIN" instead', biometricErrors.userFallback],
    ['a finger that does not match', biometricErrors.authenticationFailed],
  ])('falls back to the typed PIN on %s, and stays on', async (_what, code) => {
    const { plugin, unlock } = fakePlugin();
    await unlock.enable(uuid, '654321', texts);
    vi.mocked(plugin.getSecureCredentials).mockRejectedValueOnce(failure(code));
    expect(await unlock.unlock(uuid, texts)).toBeNull();
    expect(await unlock.isEnabled(uuid)).toBe(true);
  });

  it('forgets an entry that no longer opens (biometrics enrolled since), so the setting shows off', async () => {
    const { plugin, unlock } = fakePlugin();
    await unlock.enable(uuid, '654321', texts);
    vi.mocked(plugin.getSecureCredentials).mockRejectedValueOnce(failure(biometricErrors.notEnrolled));
    expect(await unlock.unlock(uuid, texts)).toBeNull();
    expect(await unlock.isEnabled(uuid)).toBe(false);
  });

  it('turning off deletes the kept PIN', async () => {
    const { store, unlock } = fakePlugin();
    await unlock.enable(uuid, '654321', texts);
    await unlock.disable(uuid);
    expect(store.size).toBe(0);
    expect(await unlock.unlock(uuid, texts)).toBeNull();
  });
});
