export { useSecurity } from './api.ts';
export { PinDialog } from './pin-dialog.tsx';
