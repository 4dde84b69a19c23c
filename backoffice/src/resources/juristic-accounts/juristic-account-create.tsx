import {
  juristicDocumentKinds,
  juristicRiskReasonMinLength,
  nationalIdProblem,
  parseFormDate,
  registrationNumberProblem,
  suitabilityBands,
} from '@fund/domain';
import Typography from '@mui/material/Typography';
import {
  ArrayInput,
  Create,
  email,
  Labeled,
  minLength,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useLocale,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { DocumentUploads } from './document-uploads.tsx';

const registrationNumber = (value: string | undefined) =>
  value && registrationNumberProblem(value) !== null
    ? 'resources.juristic-accounts.validation.registrationNumber'
    : undefined;
const nationalId = (value: string | undefined) =>
  value && nationalIdProblem(value) !== null
    ? 'resources.juristic-accounts.validation.nationalId'
    : undefined;
const birthDate = (value: string | undefined) =>
  value && parseFormDate(value) === null ? 'resources.juristic-accounts.validation.birthDate' : undefined;

interface FormValues {
  companyName: string;
  companyNameEn?: string;
  registrationNumber: string;
  address: Record<string, string>;
  email: string;
  language: 'th' | 'en';
  authorisedPersons: Record<string, string>[];
  documents: Partial<Record<string, string>>;
  riskLevel: string;
  riskReason: string;
}

/** The form's values as the API takes them: the documents' ids in one list, the address a Thai one. */
export const toOpenAccountBody = ({ documents, address, ...values }: FormValues) => ({
  ...values,
  companyNameEn: values.companyNameEn ?? '',
  address: { kind: 'THAI', ...address },
  authorisedPersons: values.authorisedPersons.map((person) => ({
    ...person,
    titleTh: person.titleTh ?? '',
    position: person.position ?? '',
  })),
  fileIds: juristicDocumentKinds.map((kind) => documents?.[kind]).filter((id): id is string => Boolean(id)),
});

const field = (name: string) => `resources.juristic-accounts.fields.${name}`;
const wide = { width: '100%', maxWidth: 560 };

/**
 * Customer service open a company's account: the company, its registered address, its authorised persons (each
 * checked with DOPA by the API), the three documents and the company's risk level with a reason. It then waits
 * for compliance (maker-checker).
 */
export function JuristicAccountCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const locale = useLocale();
  return (
    <Create
      title={translate('resources.juristic-accounts.create_title')}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (data: { id: number }) => {
          notify('resources.juristic-accounts.created', { type: 'info' });
          redirect('show', 'juristic-accounts', data.id);
        },
      }}
      transform={toOpenAccountBody}
    >
      <SimpleForm
        defaultValues={{ language: locale === 'en' ? 'en' : 'th', authorisedPersons: [{}], documents: {} }}
      >
        <TextInput source="companyName" validate={required()} sx={wide} />
        <TextInput source="companyNameEn" sx={wide} />
        <TextInput
          source="registrationNumber"
          validate={[required(), registrationNumber]}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={wide}
        />
        <Typography variant="subtitle1" component="h2">
          {translate(field('address'))}
        </Typography>
        <TextInput
          source="address.houseDetail"
          label={field('address_houseDetail')}
          validate={required()}
          sx={wide}
        />
        <TextInput
          source="address.subDistrict"
          label={field('address_subDistrict')}
          validate={required()}
          sx={wide}
        />
        <TextInput
          source="address.district"
          label={field('address_district')}
          validate={required()}
          sx={wide}
        />
        <TextInput
          source="address.province"
          label={field('address_province')}
          validate={required()}
          sx={wide}
        />
        <TextInput
          source="address.postalCode"
          label={field('address_postalCode')}
          validate={required()}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={wide}
        />
        <TextInput source="email" type="email" validate={[required(), email()]} sx={wide} />
        <SelectInput
          source="language"
          choices={[
            { id: 'th', name: 'ไทย' },
            { id: 'en', name: 'English' },
          ]}
          validate={required()}
        />
        <ArrayInput source="authorisedPersons" validate={required()}>
          <SimpleFormIterator inline={false} disableReordering>
            <TextInput source="titleTh" label={field('person_titleTh')} sx={wide} />
            <TextInput
              source="firstNameTh"
              label={field('person_firstNameTh')}
              validate={required()}
              sx={wide}
            />
            <TextInput
              source="lastNameTh"
              label={field('person_lastNameTh')}
              validate={required()}
              sx={wide}
            />
            <TextInput
              source="firstNameEn"
              label={field('person_firstNameEn')}
              validate={required()}
              sx={wide}
            />
            <TextInput
              source="lastNameEn"
              label={field('person_lastNameEn')}
              validate={required()}
              sx={wide}
            />
            <TextInput
              source="nationalId"
              label={field('person_nationalId')}
              validate={[required(), nationalId]}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={wide}
            />
            <TextInput source="laserId" label={field('person_laserId')} validate={required()} sx={wide} />
            <TextInput
              source="birthDate"
              label={field('person_birthDate')}
              validate={[required(), birthDate]}
              sx={wide}
            />
            <TextInput source="position" label={field('person_position')} sx={wide} />
          </SimpleFormIterator>
        </ArrayInput>
        <Labeled label={field('documents')} fullWidth>
          <DocumentUploads />
        </Labeled>
        <SelectInput
          source="riskLevel"
          choices={suitabilityBands.map((band) => ({
            id: band.type,
            name: locale === 'en' ? band.label.en : band.label.th,
          }))}
          validate={required()}
          helperText="resources.juristic-accounts.risk_hint"
        />
        <TextInput
          source="riskReason"
          multiline
          minRows={2}
          validate={[required(), minLength(juristicRiskReasonMinLength)]}
          sx={wide}
        />
      </SimpleForm>
    </Create>
  );
}
