import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { sampleGeneral } from '../kyc/sample-applicant.ts';
import { applicant, newInvestor } from '../kyc/test-fixtures.ts';

let t: TestApp;
let compliance: string;
beforeAll(async () => {
  t = await createTestApp();
  compliance = await t.signIn('compliance@example.com');
});
afterAll(() => t.close());

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(0, 10))).join('');
const thaiLetters = 'กขคงจฉชซญดตถทธนบปผพฟภมยรลวศสหอฮ';
/** A Thai name no other test investor has, so only the accounts made here can match it. */
const thaiName = () =>
  Array.from({ length: 6 }, () => thaiLetters[randomInt(0, thaiLetters.length)]).join('');

interface Person {
  nationalId?: string;
  laserId?: string;
  firstNameTh?: string;
  lastNameTh?: string;
  birthDate?: string;
  phone?: string;
  accountNumber?: string;
  waived?: boolean;
}

/** An investor whose accepted identity, phone and bank account are these (written as the identity step would). */
async function investor(person: Person) {
  const card = applicant();
  const { id } = await newInvestor(t);
  const identity = {
    ...card,
    firstNameTh: person.firstNameTh ?? thaiName(),
    lastNameTh: person.lastNameTh ?? thaiName(),
    firstNameEn: `N${digits(8)}`,
    lastNameEn: `L${digits(8)}`,
    birthDate: person.birthDate ?? '1985-01-01',
    nationalId: person.nationalId ?? card.nationalId,
    laserId: person.laserId ?? card.laserId,
    middleNameTh: '',
    middleNameEn: '',
    idExpiry: '2030-03-04',
    idLifetime: false,
  };
  const address = { ...sampleGeneral.idCardAddress, country: 'TH' };
  const general = {
    ...sampleGeneral,
    phone: person.phone ?? `08${digits(8)}`,
    idCardAddress: address,
    currentAddress: address,
  };
  await t.ctx.sequelize.query(
    `INSERT INTO kyc_profiles (user_id, identity, general, identity_claim_waived)
     VALUES (:id, CAST(:identity AS jsonb), CAST(:general AS jsonb), :waived);
     INSERT INTO kyc_bank_accounts (user_id, bank_code, account_number, account_name)
     VALUES (:id, '004', :accountNumber, 'name')`,
    {
      replacements: {
        id,
        identity: JSON.stringify(identity),
        general: JSON.stringify(general),
        waived: person.waived ?? false,
        accountNumber: person.accountNumber ?? digits(10),
      },
    },
  );
  return { id, identity };
}

describe('near matches on a KYC case', () => {
  it('lists every other account that may be the same person, with the reasons, and nobody else', async () => {
    const first = thaiName();
    const last = thaiName();
    const phone = `08${digits(8)}`;
    const account = digits(10);
    const me = await investor({
      firstNameTh: first,
      lastNameTh: last,
      birthDate: '1979-02-28',
      phone,
      accountNumber: account,
    });
    const id = me.identity.nationalId;
    const oneDigitApart = `${id.slice(0, 6)}${(Number(id[6]) + 1) % 10}${id.slice(7)}`;

    const sameNameAndBirth = await investor({
      firstNameTh: ` ${first}`,
      lastNameTh: last,
      birthDate: '1979-02-28',
    });
    const sameNameOtherBirth = await investor({
      firstNameTh: first,
      lastNameTh: last,
      birthDate: '1979-03-01',
    });
    const samePhone = await investor({
      phone: `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`,
    });
    const sameBank = await investor({ accountNumber: `${account.slice(0, 3)}-${account.slice(3)}` });
    const typo = await investor({ nationalId: oneDigitApart });
    // An account that shared the ID before the one-account rule came in.
    const sameId = await investor({ nationalId: id, laserId: `XX${digits(10)}`, waived: true });
    const stranger = await investor({});

    const res = await t.http().get(`/admin/kyc-cases/${me.id}`).set('Cookie', compliance).expect(200);
    const found = Object.fromEntries(
      (res.body.nearMatches as { id: number; signals: string[] }[]).map((m) => [m.id, m.signals]),
    );
    expect(found).toEqual({
      [sameNameAndBirth.id]: ['NAME_AND_BIRTH_DATE'],
      [samePhone.id]: ['PHONE'],
      [sameBank.id]: ['BANK_ACCOUNT'],
      [typo.id]: ['ID_ONE_DIGIT_APART'],
      [sameId.id]: ['SAME_ID'],
    });
    expect(found[sameNameOtherBirth.id]).toBeUndefined();
    expect(found[stranger.id]).toBeUndefined();
    // The same ID is the strongest warning: listed first, with who holds it.
    expect(res.body.nearMatches[0]).toMatchObject({ id: sameId.id, status: 'NOT_SUBMITTED' });
    expect(res.body.nearMatches[0].email).toMatch(/@example\.com$/);
  });

  it('is empty for an investor who has not passed the identity step', async () => {
    const { id } = await newInvestor(t);
    const res = await t.http().get(`/admin/kyc-cases/${id}`).set('Cookie', compliance).expect(200);
    expect(res.body.nearMatches).toEqual([]);
  });
});
