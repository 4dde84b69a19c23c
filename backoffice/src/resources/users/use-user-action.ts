import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../providers/data-provider.ts';
import type { UserRecord } from './types.ts';

type UserAction = 'lock' | 'unlock' | 'role' | 'two-factor/reset';

/**
 * Runs one of the API's commands on a user and waits for its answer: nothing on screen changes until the
 * server has done it (never optimistic), then the screen reloads the user from the server.
 */
export function useUserAction(action: UserAction, doneMessage: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data?: object }) =>
      dataProvider.act<UserRecord>('users', { id, action, data }),
    onSuccess: () => {
      notify(doneMessage, { type: 'info' });
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
}
