import FactCheckIcon from '@mui/icons-material/FactCheck';
import { KycCaseList } from './kyc-case-list.tsx';
import { KycCaseShow } from './kyc-case-show.tsx';

export const kycCases = {
  name: 'kyc-cases',
  list: KycCaseList,
  show: KycCaseShow,
  icon: FactCheckIcon,
  recordRepresentation: 'email',
};
