import DownloadIcon from '@mui/icons-material/Download';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import type { InboxItem } from './types.ts';

/**
 * A plain same-origin link: the browser sends the session cookie and saves the file under the name the API
 * gives, so the file never passes through the page's memory.
 */
export function AttachmentLink(_props: { label?: string; source?: string }) {
  const record = useRecordContext<InboxItem>();
  const translate = useTranslate();
  const { fileSize } = useFormats();
  if (!record) return null;
  if (!record.attachment) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('resources.inbox.no_attachment')}
      </Typography>
    );
  }
  const { name, size } = record.attachment;
  return (
    <Link
      href={`/api/admin/inbox/${record.id}/attachment`}
      download={name}
      aria-label={translate('resources.inbox.download', { name })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <DownloadIcon fontSize="small" aria-hidden />
      {size === null ? name : `${name} (${fileSize(size)})`}
    </Link>
  );
}
