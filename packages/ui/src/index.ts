export { MaintenanceScreen, type MaintenanceScreenProps } from './maintenance/maintenance-screen.tsx';
export { type MaintenanceStatus, readMaintenanceStatus } from './maintenance/maintenance-status.ts';
export { type SupportBrand, supportLineOf } from './maintenance/support-line.ts';
