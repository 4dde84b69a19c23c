import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../providers/data-provider.ts';
import type { DepositDetail } from './types.ts';

/**
 * Verifies or rejects a deposit and waits for the API's answer (never optimistic); then says so and reloads. A
 * refusal (409 no longer waiting, 403 role) shows the API's message, already in the reader's language.
 */
export function useDepositAction(action: 'approve' | 'reject', doneMessage: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data?: object }) =>
      dataProvider.act<DepositDetail>('deposits', { id, action, data }),
    onSuccess: () => {
      notify(doneMessage, { type: 'info' });
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
}
