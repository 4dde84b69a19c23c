export { type KycProgress, useKycProgress } from './api.ts';
export { ContinueOnboarding } from './continue-onboarding.tsx';
export { SelectField } from './form-controls.tsx';
