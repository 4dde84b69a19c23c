import { describe, expect, it } from 'vitest';
import { withRegistrationClosed } from './registration.ts';

describe('self-registration', () => {
  it('is turned off in the plugin defaults, keeping the other settings', () => {
    expect(
      withRegistrationClosed({ unique_email: true, allow_register: true, default_role: 'authenticated' }),
    ).toEqual({ unique_email: true, allow_register: false, default_role: 'authenticated' });
  });

  it('is turned off when the settings are not stored yet', () => {
    expect(withRegistrationClosed(null)).toEqual({ allow_register: false });
  });

  it('needs no change when already off', () => {
    expect(withRegistrationClosed({ allow_register: false, unique_email: true })).toBeNull();
  });
});
