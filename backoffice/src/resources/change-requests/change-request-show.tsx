import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  FunctionField,
  Labeled,
  Show,
  type ShowProps,
  SimpleShowLayout,
  TextField,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ApproveDecisionButton, RejectDecisionButton } from '../../components/decision-buttons.tsx';
import { DecisionActions } from '../../components/detail-page.tsx';
import { InstantField } from '../../components/instant-field.tsx';
import { canDecideKycCases } from '../../providers/permissions.ts';
import { Figure } from '../kyc-cases/case-documents.tsx';
import { ChangeValue } from './change-value.tsx';
import type { ChangeRequestRecord } from './types.ts';

function Decisions() {
  const record = useRecordContext<ChangeRequestRecord>();
  const { permissions } = usePermissions();
  if (record?.status !== 'PENDING' || !canDecideKycCases(permissions)) return null;
  const decided = { id: record.id, ref: `#${record.id}` };
  return (
    <DecisionActions>
      <ApproveDecisionButton resource="change-requests" record={decided} />
      <RejectDecisionButton resource="change-requests" record={decided} />
    </DecisionActions>
  );
}

// The API keeps the fields in no meaningful order; a wallet reads network first, then the address on it.
const fieldRank = (field: string) => (field === 'wallet.network' ? 0 : 1);

/** Before and after side by side, one row per changed field. */
function BeforeAfter(_props: { label?: string }) {
  const record = useRecordContext<ChangeRequestRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const label = (field: string) =>
    translate(`resources.change-requests.changeFields.${field.replace('.', '_')}`, { _: field });
  return (
    <Table size="small" aria-label={translate('resources.change-requests.fields.changes')}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{translate('resources.change-requests.fields.field')}</TableCell>
          <TableCell scope="col">{translate('resources.change-requests.fields.before')}</TableCell>
          <TableCell scope="col">{translate('resources.change-requests.fields.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {Object.keys(record.after)
          .sort((a, b) => fieldRank(a) - fieldRank(b))
          .map((field) => (
            <TableRow key={field}>
              <TableCell component="th" scope="row">
                {label(field)}
              </TableCell>
              <TableCell>
                <ChangeValue field={field} value={record.before[field]} />
              </TableCell>
              <TableCell sx={{ fontWeight: 'bold' }}>
                <ChangeValue field={field} value={record.after[field]} />
              </TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}

/**
 * The documents as the KYC case shows them, through the file route that serves staff: a book-bank photo to compare
 * with the new account's name and number, the EDD documents of a change that raised it.
 */
function Documents(_props: { label?: string }) {
  const record = useRecordContext<ChangeRequestRecord>();
  const translate = useTranslate();
  if (!record || record.fileIds.length === 0) return <Typography>-</Typography>;
  if (record.files) {
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {record.files.map((file) => (
          <Figure key={file.id} kind={file.kind} file={file} />
        ))}
      </Box>
    );
  }
  return (
    <ul>
      {record.fileIds.map((id, index) => (
        <li key={id}>
          <Link href={`/api/kyc/files/${id}`} target="_blank" rel="noopener">
            {translate('resources.change-requests.document', { n: index + 1 })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One request: who asked, what changes (before and after), the documents, and compliance's decision. */
export function ChangeRequestShow(props: ShowProps) {
  const translate = useTranslate();
  return (
    <Show {...props} actions={<Decisions />}>
      <SimpleShowLayout>
        <FunctionField<ChangeRequestRecord>
          source="kind"
          render={(r) => translate(`resources.change-requests.kinds.${r.kind}`)}
        />
        <FunctionField<ChangeRequestRecord>
          source="status"
          render={(r) => translate(`resources.change-requests.statuses.${r.status}`)}
        />
        <FunctionField<ChangeRequestRecord>
          source="investor"
          render={(r) => [r.nameTh, r.nameEn].filter(Boolean).join(' / ') || '-'}
        />
        <TextField source="email" />
        <InstantField source="createdAt" />
        <Labeled label="resources.change-requests.fields.changes" fullWidth>
          <BeforeAfter />
        </Labeled>
        <FunctionField<ChangeRequestRecord>
          source="eddRequired"
          render={(r) => translate(r.eddRequired ? 'ra.boolean.true' : 'ra.boolean.false')}
        />
        <Labeled label="resources.change-requests.fields.documents" fullWidth>
          <Documents />
        </Labeled>
        <TextField source="reason" emptyText="-" />
        <TextField source="decidedByEmail" emptyText="-" />
        <InstantField source="decidedAt" />
      </SimpleShowLayout>
    </Show>
  );
}
