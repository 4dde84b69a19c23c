import { describe, expect, it } from 'vitest';
import { actionsOf, rolesAllowed, staffMay, staffPermissions } from './permissions.ts';
import { staffRoles } from './roles.ts';

describe('the staff permission table', () => {
  it('lets every role read, and nobody without a staff role do anything', () => {
    for (const role of staffRoles) expect(staffMay(role, 'read')).toBe(true);
    for (const action of Object.keys(staffPermissions) as (keyof typeof staffPermissions)[]) {
      expect(staffMay(null, action)).toBe(false);
      expect(staffMay('investor', action)).toBe(false);
    }
  });

  it('gives an admin every action', () => {
    expect(actionsOf('admin')).toEqual(Object.keys(staffPermissions));
  });

  it('keeps identity decisions with compliance and money with operations', () => {
    expect(rolesAllowed('decideKycCases')).toEqual(['compliance', 'admin']);
    expect(rolesAllowed('decideChangeRequests')).toEqual(['compliance', 'admin']);
    expect(staffMay('operations', 'decideKycCases')).toBe(false);
    expect(rolesAllowed('decideOrders')).toEqual(['operations', 'admin']);
    expect(staffMay('compliance', 'keepNavs')).toBe(false);
  });

  it('lets support unlock but not lock an account, and read the outbox but not the audit log', () => {
    expect(staffMay('support', 'unlockUsers')).toBe(true);
    expect(staffMay('support', 'lockUsers')).toBe(false);
    expect(staffMay('support', 'readOutbox')).toBe(true);
    expect(staffMay('support', 'readAuditLog')).toBe(false);
  });

  it('leaves roles, second factors, flags and tiers to admins', () => {
    for (const action of ['changeRoles', 'resetStaffTwoFactor', 'manageFeatureFlags', 'keepTiers'] as const) {
      expect(rolesAllowed(action)).toEqual(['admin']);
    }
  });

  it('reads the table the other way round per role', () => {
    expect(actionsOf('support')).toEqual([
      'read',
      'answerInbox',
      'openJuristicAccounts',
      'unlockUsers',
      'readOutbox',
    ]);
  });

  it('lets customer service open a company account and compliance decide it, each without the other', () => {
    expect(rolesAllowed('openJuristicAccounts')).toEqual(['support', 'admin']);
    expect(rolesAllowed('decideJuristicAccounts')).toEqual(['compliance', 'admin']);
    expect(staffMay('support', 'decideJuristicAccounts')).toBe(false);
    expect(staffMay('compliance', 'openJuristicAccounts')).toBe(false);
  });
});
