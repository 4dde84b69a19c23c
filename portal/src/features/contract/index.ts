export { missingStepsOf } from './api.ts';
