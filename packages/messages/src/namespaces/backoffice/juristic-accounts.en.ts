import type { Messages } from '../../types.ts';
import type { juristicAccountsTh } from './juristic-accounts.th.ts';

/** The back office's juristic-accounts screens in English. */
export const juristicAccountsEn: Messages<typeof juristicAccountsTh> = {
  'juristic-accounts': {
    name: 'Juristic accounts',
    create_title: 'Open a juristic account',
    created: 'Account opened; it waits for compliance',
    fields: {
      id: 'No.',
      companyName: 'Company name (Thai)',
      companyNameEn: 'Company name (English)',
      registrationNumber: 'Registration number',
      address: 'Registered address',
      address_houseDetail: 'Number, building, road',
      address_subDistrict: 'Sub-district',
      address_district: 'District',
      address_province: 'Province',
      address_postalCode: 'Postal code',
      email: 'Authorised person’s sign-in e-mail',
      language: 'E-mail language',
      authorisedPersons: 'Authorised persons',
      person_titleTh: 'Title (Thai)',
      person_firstNameTh: 'First name (Thai)',
      person_lastNameTh: 'Last name (Thai)',
      person_firstNameEn: 'First name (English)',
      person_lastNameEn: 'Last name (English)',
      person_nationalId: 'National ID',
      person_laserId: 'Laser ID',
      person_birthDate: '$t(kyc.birthDate, {"ns": "common"})',
      person_nameTh: 'Full name (Thai)',
      person_nameEn: 'Full name (English)',
      person_position: 'Position',
      documents: 'Documents',
      riskLevel: 'Company risk level',
      riskReason: 'Reason for the risk level',
      status: 'Status',
      preparedByEmail: 'Prepared by',
      createdAt: 'Opened',
      decidedByEmail: 'Decided by',
      decidedAt: 'Decided',
      rejectReason: 'Reject reason',
    },
    statuses: {
      PENDING: 'To approve',
      APPROVED: 'Approved',
      REJECTED: 'Rejected',
    },
    documentKinds: {
      COMPANY_CERTIFICATE: 'Company certificate',
      SHAREHOLDER_LIST: 'Shareholder list',
      BOARD_RESOLUTION: 'Board resolution',
    },
    upload: {
      choose: 'Choose the {{kind}} file',
      uploading: '$t(uploading, {"ns": "common"})',
      uploaded: 'Attached: {{name}}',
      hint: 'JPG, PNG or PDF, at most 10 MB',
      required: 'Attach this document',
    },
    risk_hint:
      'The suitability questionnaire is written for a person, so staff choose the level with a reason',
    validation: {
      registrationNumber: 'The registration number is 13 digits with a valid check digit',
      nationalId: 'The national ID is 13 digits with a valid check digit',
      birthDate: 'Enter the date of birth as DD/MM/YYYY',
    },
    own_account: 'You prepared this account, so another staff member must decide it',
    open_file: 'Open {{name}}',
    actions: {
      approve: {
        button: 'Approve',
        title: 'Approve account {{ref}}?',
        content:
          'The company’s sign-in is created and the authorised person is e-mailed a set-password link.',
        confirm: 'Confirm approval',
        done: 'Account approved',
      },
      reject: {
        button: 'Reject',
        title: 'Reject account {{ref}}',
        content: 'Give the reason customer service will tell the company.',
        confirm: 'Confirm rejection',
        done: 'Account rejected',
      },
    },
  },
};
