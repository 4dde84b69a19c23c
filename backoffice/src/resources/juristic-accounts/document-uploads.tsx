import { type JuristicDocumentKind, juristicDocumentKinds, juristicFileRules } from '@fund/domain';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useInput, useNotify, useTranslate, ValidationError } from 'react-admin';
import type { AppDataProvider } from '../../providers/data-provider.ts';

const required = (value: unknown) => (value ? undefined : 'resources.juristic-accounts.upload.required');

/**
 * One document: the file is uploaded as soon as it is chosen (the API checks it and answers its id), and the form
 * keeps the id under `documents.{kind}` for the account to be opened with.
 */
function DocumentUpload({ kind }: { kind: JuristicDocumentKind }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { field, fieldState, formState } = useInput({ source: `documents.${kind}`, validate: required });
  const [name, setName] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const label = translate(`resources.juristic-accounts.documentKinds.${kind}`);
  const inputId = `juristic-document-${kind}`;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPending(true);
    try {
      const uploaded = await dataProvider.uploadJuristicDocument(kind, file);
      field.onChange(uploaded.id);
      setName(uploaded.fileName);
    } catch (error) {
      field.onChange(null);
      setName(null);
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="label" htmlFor={inputId}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          component="label"
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          disabled={pending}
        >
          {translate('resources.juristic-accounts.upload.choose', { kind: label })}
          <input
            id={inputId}
            type="file"
            hidden
            accept={juristicFileRules.mimeTypes.join(',')}
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {pending
            ? translate('resources.juristic-accounts.upload.uploading')
            : name
              ? translate('resources.juristic-accounts.upload.uploaded', { name })
              : translate('resources.juristic-accounts.upload.hint')}
        </Typography>
      </Stack>
      {/* react-admin keeps a validator's message in its own encoding: ValidationError reads and translates it. */}
      {showError && fieldState.error?.message ? (
        <FormHelperText error>
          <ValidationError error={fieldState.error.message} />
        </FormHelperText>
      ) : null}
    </Stack>
  );
}

/** The company certificate, the shareholder list and the board resolution: all three are required. */
export function DocumentUploads(_props: { label?: string }) {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {juristicDocumentKinds.map((kind) => (
        <DocumentUpload key={kind} kind={kind} />
      ))}
    </Stack>
  );
}
