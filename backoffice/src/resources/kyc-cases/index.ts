import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const KycCaseShow = lazy(() => import('./kyc-case-show.tsx').then((m) => ({ default: m.KycCaseShow })));
const KycCaseList = lazy(() => import('./kyc-case-list.tsx').then((m) => ({ default: m.KycCaseList })));

export const kycCases = {
  name: 'kyc-cases',
  list: KycCaseList,
  show: KycCaseShow,
  icon: FactCheckIcon,
  recordRepresentation: 'email',
};
