import { kycForms } from '@fund/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { BangkokTime, CaseSection, FactList } from './case-section.tsx';
import type { CaseFile, KycCaseDetail } from './types.ts';

// The API's file URLs are its own paths; the back office reaches the API under `/api` on its origin.
const apiHref = (path: string) => `/api${path}`;

/** The newest file of a kind: a re-uploaded photo replaces the earlier one. */
function latestOf(files: CaseFile[], kind: CaseFile['kind']): CaseFile | undefined {
  return files.filter((file) => file.kind === kind).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

/** An image shown small and opened full size in a new tab; a PDF as a link. Both carry the session cookie. */
export function FileView({ file }: { file: CaseFile }) {
  const translate = useTranslate();
  const name = translate(`resources.kyc-cases.files.${file.kind}`);
  if (file.mimeType === 'application/pdf') {
    return (
      <Link href={apiHref(file.url)} target="_blank" rel="noopener">
        {translate('resources.kyc-cases.files.pdf', { name })}
      </Link>
    );
  }
  return (
    <Link
      href={apiHref(file.url)}
      target="_blank"
      rel="noopener"
      aria-label={translate('resources.kyc-cases.files.open', { name })}
    >
      <Box
        component="img"
        src={apiHref(file.url)}
        alt={name}
        sx={{
          display: 'block',
          maxWidth: '100%',
          maxHeight: 220,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
        }}
      />
    </Link>
  );
}

export function Figure({ kind, file }: { kind: CaseFile['kind']; file: CaseFile | undefined }) {
  const translate = useTranslate();
  const name = translate(`resources.kyc-cases.files.${kind}`);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      {file ? (
        <FileView file={file} />
      ) : (
        <Typography color="text.secondary">
          {translate('resources.kyc-cases.files.missing', { name })}
        </Typography>
      )}
      <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>
        {name}
      </Typography>
    </Box>
  );
}

export function PhotosSection() {
  const record = useRecordContext<KycCaseDetail>();
  if (!record) return null;
  return (
    <CaseSection title="photos">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {kycForms.kycPhotoKinds.map((kind) => (
          <Figure key={kind} kind={kind} file={latestOf(record.files, kind)} />
        ))}
      </Box>
    </CaseSection>
  );
}

/** Every due-diligence upload, not only the latest: the reviewer checks six months of statements. */
export function EddDocumentsSection() {
  const record = useRecordContext<KycCaseDetail>();
  const translate = useTranslate();
  if (!record) return null;
  const documents = record.files.filter((file) => kycForms.eddFileKinds.includes(file.kind));
  if (documents.length === 0 && !record.eddRequired) return null;
  return (
    <CaseSection title="edd">
      {documents.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.kyc-cases.not_given')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {documents.map((file) => (
            <Box key={file.id}>
              <FileView file={file} />
            </Box>
          ))}
        </Box>
      )}
    </CaseSection>
  );
}

export function ContractSection() {
  const record = useRecordContext<KycCaseDetail>();
  const translate = useTranslate();
  if (!record) return null;
  const contract = record.contract;
  return (
    <CaseSection title="contract">
      {contract ? (
        <>
          <Link href={apiHref(contract.url)} target="_blank" rel="noopener">
            {translate('resources.kyc-cases.contract.open')}
          </Link>
          <ContractFacts contract={contract} />
        </>
      ) : (
        <Typography color="text.secondary">{translate('resources.kyc-cases.not_given')}</Typography>
      )}
    </CaseSection>
  );
}

function ContractFacts({ contract }: { contract: NonNullable<KycCaseDetail['contract']> }) {
  return (
    <FactList
      rows={[
        ['resources.kyc-cases.contract.version', String(contract.version)],
        ['resources.kyc-cases.contract.signedAt', <BangkokTime key="at" value={contract.signedAt} />],
        ['resources.kyc-cases.contract.ip', contract.ip],
        [
          'resources.kyc-cases.contract.contentHash',
          <Box key="hash" component="span" sx={{ fontFamily: 'monospace' }}>
            {contract.contentHash}
          </Box>,
        ],
      ]}
    />
  );
}
