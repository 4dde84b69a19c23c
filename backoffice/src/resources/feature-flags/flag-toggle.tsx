import Switch from '@mui/material/Switch';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { type FeatureFlag, toFlagBody } from './types.ts';

/**
 * Turns a flag on or off from its row. Like every setting it waits for the server (pessimistic), so the
 * switch only moves once the change is saved.
 */
export function FlagToggle() {
  const record = useRecordContext<FeatureFlag>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<FeatureFlag>();
  if (!record) return null;

  const toggle = () =>
    update(
      'feature-flags',
      { id: record.id, data: toFlagBody({ enabled: !record.enabled }), previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('resources.feature-flags.notifications.updated', { type: 'info' }),
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );

  return (
    <Switch
      checked={record.enabled}
      disabled={isPending}
      onChange={toggle}
      // The row opens the edit page on click; the switch acts on its own.
      onClick={(event) => event.stopPropagation()}
      // Giving slotProps.input replaces MUI's own input props, so the switch role is restated.
      slotProps={{
        input: {
          role: 'switch',
          'aria-label': translate('resources.feature-flags.toggle', { name: record.id }),
        },
      }}
    />
  );
}
