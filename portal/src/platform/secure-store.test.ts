import { describe, expect, it, vi } from 'vitest';
import { nativeSecureStore, type SecureDataPlugin, secureStore } from './secure-store.ts';

describe('the secure store', () => {
  it('in the app keeps, reads and deletes through the Keychain / Keystore data store', async () => {
    const kept = new Map<string, string>();
    const plugin: SecureDataPlugin = {
      getData: vi.fn(async ({ key }) => {
        const value = kept.get(key);
        if (value === undefined) throw new Error('No data found');
        return { value };
      }),
      setData: vi.fn(async ({ key, value }) => void kept.set(key, value)),
      deleteData: vi.fn(async ({ key }) => void kept.delete(key)),
    };
    const store = nativeSecureStore(async () => plugin);
    expect(await store.get('token')).toBeNull();
    await store.set('token', 'secret');
    expect(plugin.setData).toHaveBeenCalledWith({ key: 'token', value: 'secret' });
    expect(await store.get('token')).toBe('secret');
    await store.remove('token');
    expect(await store.get('token')).toBeNull();
    // Removing what is not there is not an error.
    vi.mocked(plugin.deleteData).mockRejectedValueOnce(new Error('No data found'));
    await expect(store.remove('token')).resolves.toBeUndefined();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('on the web is the browser storage, written at once as before', async () => {
    void secureStore.set('token', 'secret');
    expect(window.localStorage.getItem('token')).toBe('secret');
    expect(await secureStore.get('token')).toBe('secret');
    void secureStore.remove('token');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
