import type { KycCaseAction } from '@fund/domain';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../providers/data-provider.ts';
import type { KycCaseDetail } from './types.ts';

/**
 * Runs one of the review decisions and waits for the API's answer (never optimistic); then says so and reloads
 * the case. A refusal (409 wrong state, 422 bad body) shows the API's message, already in the reader's language.
 */
export function useCaseAction(action: KycCaseAction, doneMessage: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data?: object }) =>
      dataProvider.act<KycCaseDetail>('kyc-cases', { id, action, data }),
    onSuccess: () => {
      notify(doneMessage, { type: 'info' });
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
}
