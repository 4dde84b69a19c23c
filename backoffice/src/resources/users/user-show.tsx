import Box from '@mui/material/Box';
import {
  BooleanField,
  Show,
  type ShowProps,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { DecisionActions } from '../../components/detail-page.tsx';
import { InstantField } from '../../components/instant-field.tsx';
import { TiersOffNote, UserTierField } from '../tiers/tier-fields.tsx';
import { LockButton, UnlockButton } from './lock-buttons.tsx';
import { RoleChange } from './role-change.tsx';
import { ResetTwoFactorButton } from './two-factor-reset.tsx';
import type { UserRecord } from './types.ts';
import { UserChanges } from './user-changes.tsx';
import { UserDocuments } from './user-documents.tsx';
import { CustomerTypeField, LockReasonField, RoleField, UserStatusChip } from './user-fields.tsx';

function UserShowActions() {
  return (
    <DecisionActions>
      <UnlockButton />
      <LockButton />
      <ResetTwoFactorButton />
    </DecisionActions>
  );
}

/** The lock fields mean something only while the account is locked. */
function LockDetails() {
  const record = useRecordContext<UserRecord>();
  if (!record?.locked) return null;
  return (
    <SimpleShowLayout sx={{ p: 0 }}>
      <InstantField source="lockedAt" />
      <LockReasonField source="lockedReason" />
    </SimpleShowLayout>
  );
}

/** Who the person is, the state of their account, and the staff actions on it. */
export function UserShow(props: ShowProps) {
  return (
    <Show {...props} actions={<UserShowActions />}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, p: 2 }}>
        <Box>
          <SimpleShowLayout sx={{ p: 0 }}>
            <TextField source="email" />
            <TextField source="uuid" />
            <CustomerTypeField source="customerType" />
            <TextField source="companyName" emptyText="—" />
            <TextField source="saleCode" emptyText="—" />
            <UserStatusChip source="status" />
            <BooleanField source="emailVerified" />
            <BooleanField source="locked" />
            <RoleField source="role" />
            <InstantField source="createdAt" />
            <UserTierField source="tierCode" withSince />
          </SimpleShowLayout>
          <TiersOffNote />
          <LockDetails />
        </Box>
        <RoleChange />
      </Box>
      <UserDocuments />
      <UserChanges />
    </Show>
  );
}
