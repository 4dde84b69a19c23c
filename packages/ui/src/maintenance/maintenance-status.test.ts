import { describe, expect, it } from 'vitest';
import { readMaintenanceStatus } from './maintenance-status.ts';

describe('readMaintenanceStatus', () => {
  it('keeps the flag and a non-empty text', () => {
    expect(readMaintenanceStatus({ maintenance: true, maintenanceText: 'Back at 18:00' })).toEqual({
      maintenance: true,
      maintenanceText: 'Back at 18:00',
    });
  });

  it('treats a blank or missing text as no text', () => {
    expect(readMaintenanceStatus({ maintenance: true, maintenanceText: '   ' }).maintenanceText).toBeNull();
    expect(readMaintenanceStatus({ maintenance: false }).maintenanceText).toBeNull();
  });

  it('refuses an answer without a boolean flag, so the caller logs a failed check', () => {
    expect(() => readMaintenanceStatus({ maintenance: 'yes' })).toThrow(TypeError);
    expect(() => readMaintenanceStatus(null)).toThrow(TypeError);
    expect(() => readMaintenanceStatus('<html>')).toThrow(TypeError);
  });
});
