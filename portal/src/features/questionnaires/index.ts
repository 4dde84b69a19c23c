export type { EddFileKind } from './api.ts';
export { eddFieldOf, eddKinds, eddMaxMegabytes, uploadEddDocuments } from './edd-files.ts';
export { SuitabilityExpiryNotice } from './suitability-expiry-notice.tsx';
