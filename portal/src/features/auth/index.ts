export { isSecurityLocked } from './api.ts';
