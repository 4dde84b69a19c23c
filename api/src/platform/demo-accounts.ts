import type { StaffRole } from '@fund/domain';

export const demoPassword = 'Demo!2026';

/** Seeded outside production only; `npm start` lists them. */
export const demoAccounts: { email: string; role: StaffRole | null; label: string }[] = [
  { email: 'investor@example.com', role: null, label: 'investor' },
  { email: 'compliance@example.com', role: 'compliance', label: 'compliance staff' },
  { email: 'operations@example.com', role: 'operations', label: 'operations staff' },
  { email: 'support@example.com', role: 'support', label: 'customer service staff' },
  { email: 'admin@example.com', role: 'admin', label: 'administrator' },
];
