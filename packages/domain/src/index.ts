export * from './auth/password-policy.ts';
export * from './calendar/bangkok-date.ts';
export * from './enquiries/rules.ts';
export * from './errors/codes.ts';
export * from './errors/messages.ts';
export * from './feature-flags/catalogue.ts';
export * from './feature-flags/lookup.ts';
export * from './staff/roles.ts';
