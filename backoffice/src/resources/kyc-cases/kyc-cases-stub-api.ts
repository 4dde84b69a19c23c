import type { Answer } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { isKycCaseActionAllowed, type KycCaseAction } from '@fund/domain';
import { flagAnswer, listRange, problemResponse, staffMe, stubFetch } from '../../testing/fetch-stub.ts';
import type { KycCaseDetail } from './types.ts';

/** Case 7: a pending individual with every step answered, EDD asked for; case 8: a verified one, little data. */
export function makeCases(): KycCaseDetail[] {
  const pending: KycCaseDetail = {
    id: 7,
    userUuid: '9d2e8b4f-3f6c-4d75-9c77-4b2f0b3e2c07',
    email: 'somsri@example.com',
    nameTh: 'นางสาว สมศรี ใจดี',
    nameEn: 'Miss Somsri Jaidee',
    customerType: 'INDIVIDUAL',
    status: 'PENDING',
    submittedAt: '2026-11-18T03:30:00Z',
    waitingDays: 5,
    riskBand: 'HIGH',
    riskScore: 52,
    eddRequired: true,
    amlAnswered: true,
    deadline: null,
    decidedAt: null,
    decidedBy: null,
    steps: [
      { key: 'emailVerification', status: 'VERIFIED' },
      { key: 'identityPhoto', status: 'PENDING' },
      { key: 'identityData', status: 'PENDING' },
      { key: 'personalInfo', status: 'PENDING' },
      { key: 'bankAccount', status: 'PENDING' },
      { key: 'suitability', status: 'PENDING' },
      { key: 'fatca', status: 'PENDING' },
      { key: 'aml', status: 'PENDING' },
      { key: 'contract', status: 'PENDING' },
    ],
    // In the order PostgreSQL's jsonb keeps keys (shorter first), not the form's.
    identity: {
      laserId: 'ME0123456789',
      titleEn: 'Miss',
      titleTh: 'นางสาว',
      idExpiry: '2030-04-11',
      birthDate: '1990-04-12',
      idLifetime: false,
      lastNameEn: 'Jaidee',
      lastNameTh: 'ใจดี',
      nationalId: '1101700230705',
      firstNameEn: 'Somsri',
      firstNameTh: 'สมศรี',
      middleNameEn: '',
      middleNameTh: '',
    },
    dopa: { passDopa: true, checkedAt: '2026-11-17T02:00:00Z' },
    liveness: { status: 'VERIFIED', provider: 'verifio', score: '0.97' },
    general: {
      nationality: 'TH',
      gender: 'FEMALE',
      maritalStatus: 'SINGLE',
      phone: '0812345678',
      idCardAddress: {
        kind: 'THAI',
        houseDetail: '99/1 ถนนสุขุมวิท',
        province: 'กรุงเทพมหานคร',
        district: 'วัฒนา',
        subDistrict: 'คลองตันเหนือ',
        postalCode: '10110',
        country: 'TH',
      },
      currentAddressSameAs: 'ID_CARD',
      currentAddress: {
        kind: 'THAI',
        houseDetail: '99/1 ถนนสุขุมวิท',
        province: 'กรุงเทพมหานคร',
        district: 'วัฒนา',
        subDistrict: 'คลองตันเหนือ',
        postalCode: '10110',
        country: 'TH',
      },
    },
    personal: {
      occupation: 'EMPLOYEE',
      occupationOther: null,
      employer: 'บริษัท ตัวอย่าง จำกัด',
      businessType: 'TECHNOLOGY',
      businessTypeOther: null,
      position: 'OFFICER',
      positionOther: null,
      workAddressSameAs: 'CURRENT',
      workAddress: {
        kind: 'THAI',
        houseDetail: '99/1 ถนนสุขุมวิท',
        province: 'กรุงเทพมหานคร',
        district: 'วัฒนา',
        subDistrict: 'คลองตันเหนือ',
        postalCode: '10110',
        country: 'TH',
      },
      incomeSourceCountry: 'TH',
      sourceOfIncome: 'SALARY',
      sourceOfIncomeOther: null,
      sourceOfFunds: 'SAVINGS',
      sourceOfFundsOther: null,
      monthlyIncome: '50K_100K',
      incomeRatio: 'DOMESTIC_ONLY',
      plannedAssetType: 'CASH',
      plannedAssetTypeOther: null,
      beneficiary: { type: 'SELF', name: null, under20: null },
      vulnerable: false,
      investingKnowledge3Years: true,
    },
    bankAccount: {
      bankCode: '004',
      bankNameTh: 'ธนาคารกสิกรไทย',
      bankNameEn: 'Kasikornbank',
      accountNumber: '1234567890',
      accountName: 'สมศรี ใจดี',
      status: 'PENDING',
      changeRequest: null,
    },
    files: [
      {
        id: 'f1',
        kind: 'ID_FRONT',
        mimeType: 'image/jpeg',
        createdAt: '2026-11-17T02:00:00Z',
        url: '/kyc/files/f1',
      },
      {
        id: 'f2',
        kind: 'ID_BACK',
        mimeType: 'image/jpeg',
        createdAt: '2026-11-17T02:00:00Z',
        url: '/kyc/files/f2',
      },
      {
        id: 'f3',
        kind: 'SELFIE',
        mimeType: 'image/png',
        createdAt: '2026-11-17T02:01:00Z',
        url: '/kyc/files/f3',
      },
      {
        id: 'f4',
        kind: 'EDD_STATEMENT',
        mimeType: 'application/pdf',
        createdAt: '2026-11-17T03:00:00Z',
        url: '/kyc/files/f4',
      },
    ],
    suitability: {
      version: 1,
      score: 52,
      band: 'HIGH',
      answers: { answers: { ageRange: '3', investTypeExperience: ['1', '4'] }, otherText: {} },
      answeredAt: '2026-11-17T04:00:00Z',
      expiresAt: '2028-11-17T04:00:00Z',
    },
    fatca: {
      version: 1,
      usPerson: false,
      answers: { answers: { usCitizen: false, usGreencard: false, usTax: false }, agreement: true },
      answeredAt: '2026-11-17T04:10:00Z',
    },
    aml: {
      version: 2,
      eddRequired: true,
      eddReasons: ['HIGH_RISK_COUNTRY'],
      answers: { answers: { countryIncome: 'MM', incomeRange: 'OVER_500K' } },
      answeredAt: '2026-11-17T04:20:00Z',
    },
    contract: {
      version: 3,
      signedAt: '2026-11-18T03:29:00Z',
      contentHash: 'sha256:5d41402abc4b2a76b9719d911017c592',
      ip: '203.0.113.9',
      url: '/admin/kyc-cases/7/contract',
    },
    reasons: [],
    events: [
      {
        id: 1,
        action: 'SUBMITTED',
        actor: null,
        at: '2026-11-18T03:30:00Z',
        note: null,
        deadline: null,
        reasons: null,
      },
    ],
    nearMatches: [
      {
        id: 8,
        email: 'anan@example.com',
        nameTh: 'นาย อนันต์ มั่นคง',
        status: 'BLOCKED',
        signals: ['SAME_ID', 'BANK_ACCOUNT'],
      },
    ],
  };
  const verified: KycCaseDetail = {
    ...pending,
    nearMatches: [],
    id: 8,
    userUuid: '1e3f9c5a-4a7d-4e86-8d88-5c3a1c4f3d08',
    email: 'anan@example.com',
    nameTh: 'นาย อนันต์ มั่นคง',
    nameEn: 'Mr. Anan Mankong',
    status: 'VERIFIED',
    submittedAt: '2026-11-01T03:00:00Z',
    waitingDays: 22,
    riskBand: 'LOW',
    riskScore: 12,
    eddRequired: false,
    deadline: '2026-12-01',
    decidedAt: '2026-11-02T03:00:00Z',
    decidedBy: { id: 1, email: 'compliance@example.com' },
  };
  return [pending, verified];
}

const option = (value: string, th: string, en: string) => ({ value, label: { th, en } });

/** A required question answered by picking, not typing. */
const question = { other: false, select: false, required: true } as const;

/** Version 1 of the suitability questionnaire, two of its questions; the AML questionnaire served is version 1. */
const questionnaires: Record<string, Answer<'/questionnaires/{kind}'>> = {
  suitability: {
    kind: 'suitability',
    version: 1,
    title: { th: 'แบบประเมินความเหมาะสมในการลงทุน', en: 'Suitability assessment' },
    pages: [
      {
        number: 1,
        title: { th: 'ข้อมูลของท่าน', en: 'About you' },
        items: [
          {
            ...question,
            calculate: true,
            multipleChoice: false,
            key: 'ageRange',
            label: { th: 'อายุของท่าน', en: 'Your age' },
            options: [
              option('1', 'มากกว่า 60 ปี', 'Over 60'),
              option('2', '45-59 ปี', '45-59'),
              option('3', '35-44 ปี', '35-44'),
              option('4', 'น้อยกว่า 35 ปี', 'Under 35'),
            ],
          },
          {
            ...question,
            calculate: true,
            multipleChoice: true,
            key: 'investTypeExperience',
            label: { th: 'ประสบการณ์การลงทุนของท่าน', en: 'What you have invested in' },
            options: [
              option('1', 'เงินฝากธนาคาร / พันธบัตรรัฐบาล', 'Bank deposits / government bonds'),
              option('2', 'หุ้นกู้', 'Corporate bonds'),
              option('3', 'หุ้น / กองทุนความเสี่ยงสูง', 'Equities / high-risk funds'),
              option('4', 'สินทรัพย์ดิจิทัล', 'Digital assets'),
            ],
          },
        ],
      },
    ],
    results: [],
    adviserNote: { th: 'ปรึกษาผู้แนะนำการลงทุน', en: 'Talk to an investment adviser' },
  },
  aml: {
    kind: 'aml',
    version: 1,
    title: { th: 'แบบสอบถามการป้องกันการฟอกเงิน', en: 'Anti-money-laundering questionnaire' },
    edd: {
      highRiskCountries: [],
      description: { th: 'ตรวจสอบเพิ่มเติม', en: 'Enhanced due diligence' },
      documents: [],
    },
    items: [
      {
        ...question,
        select: true,
        calculate: false,
        multipleChoice: false,
        key: 'countryIncome',
        label: { th: 'ประเทศ (ฉบับเก่า)', en: 'Country (old)' },
        options: [],
      },
    ],
  },
};

const rowOf = ({
  id,
  userUuid,
  email,
  nameTh,
  nameEn,
  customerType,
  status,
  submittedAt,
  waitingDays,
  riskBand,
  riskScore,
  eddRequired,
  amlAnswered,
  deadline,
  decidedAt,
  decidedBy,
}: KycCaseDetail) => ({
  id,
  userUuid,
  email,
  nameTh,
  nameEn,
  customerType,
  status,
  submittedAt,
  waitingDays,
  riskBand,
  riskScore,
  eddRequired,
  amlAnswered,
  deadline,
  decidedAt,
  decidedBy,
});

const nextStatus: Record<KycCaseAction, KycCaseDetail['status']> = {
  approve: 'VERIFIED',
  reject: 'REJECTED',
  'request-revision': 'REVIEW',
  block: 'BLOCKED',
};

/**
 * A small in-memory staff KYC-case API after the contract: list (with its filters), one case, and the four
 * actions, which refuse the roles and states the API refuses (or every action, with `refuseWith`). `/api/me`
 * answers with the given role.
 */
export function stubKycCasesApi(
  role = 'compliance',
  {
    refuseWith,
    blockingOn = true,
  }: { refuseWith?: { status: number; code: string }; blockingOn?: boolean } = {},
) {
  const cases = makeCases();
  return stubFetch((request) => {
    const url = new URL(request.url, 'http://backoffice.test');
    if (url.pathname === '/api/feature-flags/useBlockedStatus') {
      return flagAnswer('useBlockedStatus', blockingOn, { invest: true });
    }
    if (url.pathname === '/api/me') return staffMe(role, { uuid: 'u-staff-1' });
    const questionnaire = /^\/api\/questionnaires\/(\w+)$/.exec(url.pathname)?.[1];
    if (questionnaire && questionnaires[questionnaire]) {
      return answerOf('/questionnaires/{kind}', 'get', questionnaires[questionnaire]);
    }
    if (url.pathname === '/api/admin/kyc-cases') {
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
      const rows = cases
        .filter(
          (c) =>
            (filter.status === undefined || c.status === filter.status) &&
            (filter.riskBand === undefined || c.riskBand === filter.riskBand) &&
            (filter.eddRequired === undefined || c.eddRequired === filter.eddRequired) &&
            (filter.waitingDaysGte === undefined || (c.waitingDays ?? 0) >= Number(filter.waitingDaysGte)) &&
            (filter.waitingDaysLte === undefined || (c.waitingDays ?? 0) <= Number(filter.waitingDaysLte)) &&
            (filter.q === undefined || c.email.includes(String(filter.q))),
        )
        .map(rowOf);
      return answerOf('/admin/kyc-cases', 'get', rows, listRange('kyc-cases', rows.length));
    }
    const match = /^\/api\/admin\/kyc-cases\/(\d+)(?:\/(approve|reject|request-revision|block))?$/.exec(
      url.pathname,
    );
    const found = match ? cases.find((c) => c.id === Number(match[1])) : undefined;
    if (!match || !found) return problemResponse(404, 'NOT_FOUND');
    const action = match[2] as KycCaseAction | undefined;
    if (action && request.method === 'POST') {
      if (role !== 'compliance' && role !== 'admin') return problemResponse(403, 'AUTH_FORBIDDEN');
      if (refuseWith) return problemResponse(refuseWith.status, refuseWith.code);
      if (!isKycCaseActionAllowed(action, found.status)) return problemResponse(409, 'KYC_CASE_STATE');
      const body = request.body as { deadline?: string };
      Object.assign(found, {
        status: nextStatus[action],
        deadline: action === 'request-revision' ? body.deadline : found.deadline,
        decidedAt: '2026-11-23T06:00:00Z',
        decidedBy: { id: 1, email: `${role}@example.com` },
      });
    } else if (action) {
      return problemResponse(404, 'ROUTE_NOT_FOUND');
    }
    const answer = structuredClone(found);
    return action
      ? answerOf(`/admin/kyc-cases/{id}/${action}`, 'post', answer)
      : answerOf('/admin/kyc-cases/{id}', 'get', answer);
  });
}
