import { suitabilityBands } from '@fund/domain';
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
  TopToolbar,
  useGetIdentity,
  useLocale,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ApproveDecisionButton, RejectDecisionButton } from '../../components/decision-buttons.tsx';
import { InstantField } from '../../components/instant-field.tsx';
import { canDecideJuristicAccounts } from '../../providers/permissions.ts';
import type { JuristicAccountRecord } from './types.ts';

const text = (key: string) => `resources.juristic-accounts.${key}`;

/**
 * Compliance decide a waiting account. The one who prepared it sees why approval is not theirs to give (the API
 * refuses it too).
 */
function Decisions() {
  const record = useRecordContext<JuristicAccountRecord>();
  const { permissions } = usePermissions();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  if (record?.status !== 'PENDING' || !canDecideJuristicAccounts(permissions)) return null;
  const decided = { id: record.id, ref: `#${record.id}` };
  const own = identity?.fullName === record.preparedByEmail;
  return (
    <TopToolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <ApproveDecisionButton
        resource="juristic-accounts"
        record={decided}
        disabledReason={own ? translate(text('own_account')) : undefined}
      />
      {own ? null : <RejectDecisionButton resource="juristic-accounts" record={decided} />}
    </TopToolbar>
  );
}

/** ISO date as the staff read it: DD/MM/YYYY. */
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

function Persons(_props: { label?: string }) {
  const record = useRecordContext<JuristicAccountRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const column = (name: string) => translate(text(`fields.person_${name}`));
  return (
    <Table
      size="small"
      aria-label={translate(text('fields.authorisedPersons'))}
      sx={{ overflowX: 'auto', display: 'block' }}
    >
      <TableHead>
        <TableRow>
          <TableCell scope="col">{column('nameTh')}</TableCell>
          <TableCell scope="col">{column('nameEn')}</TableCell>
          <TableCell scope="col">{column('nationalId')}</TableCell>
          <TableCell scope="col">{column('birthDate')}</TableCell>
          <TableCell scope="col">{column('position')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {record.authorisedPersons.map((person) => (
          <TableRow key={person.nationalId}>
            <TableCell component="th" scope="row">
              {[person.titleTh, person.firstNameTh, person.lastNameTh].filter(Boolean).join(' ')}
            </TableCell>
            <TableCell>{`${person.firstNameEn} ${person.lastNameEn}`}</TableCell>
            <TableCell>{person.nationalId}</TableCell>
            <TableCell>{ddmmyyyy(person.birthDate)}</TableCell>
            <TableCell>{person.position || '-'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Each document by what it is, opened through the staff file route. */
function Documents(_props: { label?: string }) {
  const record = useRecordContext<JuristicAccountRecord>();
  const translate = useTranslate();
  if (!record?.files?.length) return <Typography>-</Typography>;
  return (
    <ul>
      {record.files.map((file) => {
        const kind = translate(text(`documentKinds.${file.kind}`));
        return (
          <li key={file.id}>
            <Link
              href={`/api${file.url}`}
              target="_blank"
              rel="noopener"
              aria-label={translate(text('open_file'), { name: kind })}
            >
              {kind}
            </Link>{' '}
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ wordBreak: 'break-all' }}
            >
              ({file.fileName})
            </Typography>
          </li>
        );
      })}
    </ul>
  );
}

const addressLine = (a: JuristicAccountRecord['address']) =>
  [a.houseDetail, a.subDistrict, a.district, a.province, a.postalCode].filter(Boolean).join(' ');

/** One company's account: who it is, who acts for it, its papers, its risk level and compliance's decision. */
export function JuristicAccountShow(props: ShowProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const bandLabel = (type: string) => {
    const band = suitabilityBands.find((b) => b.type === type);
    return band ? (locale === 'en' ? band.label.en : band.label.th) : type;
  };
  return (
    <Show {...props} actions={<Decisions />}>
      <SimpleShowLayout>
        <FunctionField<JuristicAccountRecord>
          source="status"
          render={(r) => translate(text(`statuses.${r.status}`))}
        />
        <TextField source="companyName" />
        <TextField source="companyNameEn" emptyText="-" />
        <TextField source="registrationNumber" />
        <FunctionField<JuristicAccountRecord> source="address" render={(r) => addressLine(r.address)} />
        <TextField source="email" />
        <Labeled label={text('fields.authorisedPersons')} fullWidth>
          <Persons />
        </Labeled>
        <Labeled label={text('fields.documents')} fullWidth>
          <Documents />
        </Labeled>
        <FunctionField<JuristicAccountRecord> source="riskLevel" render={(r) => bandLabel(r.riskLevel)} />
        <TextField source="riskReason" />
        <TextField source="preparedByEmail" />
        <InstantField source="createdAt" />
        <TextField source="decidedByEmail" emptyText="-" />
        <InstantField source="decidedAt" />
        <TextField source="rejectReason" emptyText="-" />
      </SimpleShowLayout>
    </Show>
  );
}
