import type { Answer, ItemOf } from '@fund/contract';
import { documents } from '@fund/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Confirm,
  useDataProvider,
  useGetList,
  useLocaleState,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import type { AppDataProvider } from '../../providers/data-provider.ts';
import { toLanguage } from '../../providers/language.ts';
import { canKeepDocuments } from '../../providers/permissions.ts';
import type { UserRecord } from './types.ts';

/** `GET /admin/documents?filter={"userId":…}`: one document of the investor, as the investor's list shows it. */
type InvestorDocument = ItemOf<Answer<'/admin/documents'>>;

/**
 * "Documents" on the user's page: every document the investor can download (contract, tax invoices, confirmations,
 * statements), each downloadable by staff in the language they read. Operations and admins cancel a tax invoice in
 * force and issue its replacement, with a reason that is audited; the cancelled one stays listed. They also e-mail a
 * document to the investor again (after a confirmation): the API sends a link to the very file kept for it. The
 * contract and a cancelled invoice are not offered (the API refuses them too).
 */
export function UserDocuments() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = toLanguage(locale);
  const { dateTime } = useFormats();
  const { permissions } = usePermissions();
  const [replacing, setReplacing] = useState<InvestorDocument | null>(null);
  const { data, isPending, error } = useGetList<InvestorDocument>(
    'documents',
    {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { userId: record?.id },
    },
    { enabled: record !== undefined && record.role === null },
  );
  const [resending, setResending] = useState<InvestorDocument | null>(null);
  const replace = useReplaceInvoice(() => setReplacing(null));
  const resend = useResendDocument(() => setResending(null));
  if (!record || record.role !== null) return null;
  return (
    <Box component="section" aria-labelledby="user-documents-title" sx={{ px: 2, pb: 2, minWidth: 0 }}>
      <Typography id="user-documents-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('resources.users.documents.title')}
      </Typography>
      {error ? (
        <Alert severity="error">{translate('ra.notification.http_error')}</Alert>
      ) : isPending ? null : data && data.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {data.map((document) => (
            <Box
              component="li"
              key={document.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                overflowWrap: 'anywhere',
              }}
            >
              <Link
                href={`/api/admin/documents/${encodeURIComponent(document.id)}/file?lang=${language}`}
                download
              >
                {document.title[language]}
              </Link>
              <Typography variant="body2" color="text.secondary" component="span">
                {dateTime(document.createdAt)}
                {document.status === 'CANCELLED'
                  ? ` · ${translate('resources.users.documents.cancelled')}`
                  : ''}
              </Typography>
              {document.kind === 'TAX_INVOICE' &&
                document.status === 'ISSUED' &&
                canKeepDocuments(permissions) && (
                  <Button size="small" variant="outlined" onClick={() => setReplacing(document)}>
                    {translate('resources.users.documents.replace')}
                  </Button>
                )}
              {document.kind !== 'CONTRACT' &&
                document.status !== 'CANCELLED' &&
                canKeepDocuments(permissions) && (
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={translate('resources.users.documents.resend_label', {
                      title: document.title[language],
                    })}
                    onClick={() => setResending(document)}
                  >
                    {translate('resources.users.documents.resend')}
                  </Button>
                )}
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.users.documents.none')}
        </Typography>
      )}
      <ReasonDialog
        open={replacing !== null}
        pending={replace.isPending}
        title={translate('resources.users.documents.replace_title', { number: replacing?.number ?? '' })}
        content={translate('resources.users.documents.replace_body')}
        confirm={translate('resources.users.documents.replace')}
        onClose={() => setReplacing(null)}
        onSubmit={(reason) => replacing && replace.mutate({ id: replacing.id, reason })}
        minLength={documents.replaceReasonLength.min}
      />
      <Confirm
        isOpen={resending !== null}
        loading={resend.isPending}
        title={translate('resources.users.documents.resend_title', {
          title: resending?.title[language] ?? '',
        })}
        content={translate('resources.users.documents.resend_body', { email: record.email })}
        confirm="resources.users.documents.resend"
        onClose={() => setResending(null)}
        onConfirm={() => resending && resend.mutate({ userId: record.id, documentId: resending.id })}
      />
    </Box>
  );
}

function useReplaceInvoice(onDone: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      dataProvider.act('documents', { id, action: 'replace', data: { reason } }),
    onSuccess: () => {
      onDone();
      notify('resources.users.documents.replaced', { type: 'info' });
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
}

function useResendDocument(onDone: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ userId, documentId }: { userId: UserRecord['id']; documentId: string }) =>
      dataProvider.act('users', { id: userId, action: `documents/${encodeURIComponent(documentId)}/resend` }),
    onSuccess: () => {
      onDone();
      notify('resources.users.documents.resent', { type: 'info' });
    },
    onError: (error) => {
      onDone();
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    },
  });
}
