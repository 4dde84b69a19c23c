import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Confirm, useGetIdentity, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { canChangeRoles } from '../../providers/permissions.ts';
import { noRole, type RoleChoice, roleChoices, roleLabelKey, toRole, type UserRecord } from './types.ts';
import { useUserAction } from './use-user-action.ts';

/**
 * Gives or takes a staff role. Only admins see it (the API refuses everyone else anyway), and not on their
 * own account, which the API also refuses. The change ends the user's sessions, so it is confirmed first.
 */
export function RoleChange() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const { identity } = useGetIdentity();
  const titleId = useId();
  const [chosen, setChosen] = useState<RoleChoice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const change = useUserAction('role', 'resources.users.role_change.done');
  if (!record || !canChangeRoles(permissions)) return null;

  const current: RoleChoice = record.role ?? noRole;
  const selected = chosen ?? current;
  const ownAccount = identity?.id === record.uuid;

  return (
    <Card variant="outlined" sx={{ alignSelf: 'start' }} component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" gutterBottom>
          {translate('resources.users.role_change.title')}
        </Typography>
        {ownAccount ? (
          <Typography color="text.secondary">
            {translate('resources.users.role_change.own_account')}
          </Typography>
        ) : (
          <>
            <TextField
              select
              label={translate('resources.users.role_change.new_role')}
              value={selected}
              onChange={(event) => setChosen(event.target.value as RoleChoice)}
              disabled={change.isPending}
              fullWidth
              margin="normal"
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {roleChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {translate(roleLabelKey(toRole(choice)))}
                </option>
              ))}
            </TextField>
            <Button
              variant="contained"
              disabled={selected === current || change.isPending}
              onClick={() => setConfirming(true)}
            >
              {translate('resources.users.role_change.button')}
            </Button>
            <Confirm
              isOpen={confirming}
              loading={change.isPending}
              title="resources.users.role_change.confirm_title"
              content="resources.users.role_change.content"
              translateOptions={{ email: record.email, role: translate(roleLabelKey(toRole(selected))) }}
              confirm="resources.users.role_change.confirm"
              onConfirm={() =>
                change.mutate(
                  { id: record.id, data: { role: toRole(selected) } },
                  {
                    onSuccess: () => setChosen(null),
                    onSettled: () => setConfirming(false),
                  },
                )
              }
              onClose={() => setConfirming(false)}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
