import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { AnswerList } from './answer-list.tsx';
import { BangkokTime, CaseSection, FactList, NotGiven } from './case-section.tsx';
import { type QuestionnaireKind, useQuestionnaireLabels } from './questionnaire-labels.ts';
import type { KycCaseDetail } from './types.ts';

/** The national ID is shown in full: staff compare it with the card photo. */
export function IdentitySection() {
  const record = useRecordContext<KycCaseDetail>();
  if (!record) return null;
  return (
    <CaseSection title="identity">
      {record.identity ? <AnswerList value={record.identity} /> : <NotGiven />}
    </CaseSection>
  );
}

export function ChecksSection() {
  const record = useRecordContext<KycCaseDetail>();
  const translate = useTranslate();
  if (!record) return null;
  const { dopa, liveness } = record;
  const livenessStatus = liveness.status
    ? translate(`resources.kyc-cases.step_statuses.${liveness.status}`, { _: liveness.status })
    : null;
  return (
    <CaseSection title="checks">
      <FactList
        rows={[
          [
            'resources.kyc-cases.checks.passDopa',
            translate(`resources.kyc-cases.checks.${dopa.passDopa ? 'dopaPassed' : 'dopaFailed'}`),
          ],
          ['resources.kyc-cases.checks.checkedAt', <BangkokTime key="at" value={dopa.checkedAt} />],
          ['resources.kyc-cases.checks.livenessStatus', livenessStatus],
          ['resources.kyc-cases.checks.livenessProvider', liveness.provider],
          [
            'resources.kyc-cases.checks.livenessScore',
            liveness.score === null ? null : String(liveness.score),
          ],
        ]}
      />
    </CaseSection>
  );
}

export function GeneralSection() {
  const record = useRecordContext<KycCaseDetail>();
  if (!record) return null;
  return (
    <CaseSection title="general">
      {record.general ? <AnswerList value={record.general} /> : <NotGiven />}
    </CaseSection>
  );
}

export function PersonalSection() {
  const record = useRecordContext<KycCaseDetail>();
  if (!record) return null;
  return (
    <CaseSection title="personal">
      {record.personal ? <AnswerList value={record.personal} /> : <NotGiven />}
    </CaseSection>
  );
}

export function BankSection() {
  const record = useRecordContext<KycCaseDetail>();
  const translate = useTranslate();
  if (!record) return null;
  const bank = record.bankAccount;
  return (
    <CaseSection title="bank">
      {bank ? (
        <>
          <FactList
            rows={[
              ['resources.kyc-cases.bank.bank', `${bank.bankNameTh} / ${bank.bankNameEn} (${bank.bankCode})`],
              ['resources.kyc-cases.bank.accountNumber', bank.accountNumber],
              ['resources.kyc-cases.bank.accountName', bank.accountName],
              [
                'resources.kyc-cases.bank.status',
                translate(`resources.kyc-cases.step_statuses.${bank.status}`, { _: bank.status }),
              ],
            ]}
          />
          {bank.changeRequest && (
            <>
              <Typography component="h3" variant="subtitle2">
                {translate('resources.kyc-cases.bank.changeRequest')}
              </Typography>
              <AnswerList value={bank.changeRequest} />
            </>
          )}
        </>
      ) : (
        <NotGiven />
      )}
    </CaseSection>
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function Answers({ kind, version, answers }: { kind: QuestionnaireKind; version: number; answers: unknown }) {
  const translate = useTranslate();
  const questions = useQuestionnaireLabels(kind, version);
  return (
    <>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
        {translate('resources.kyc-cases.questionnaire.answers')}
      </Typography>
      {isObject(answers) ? <AnswerList value={answers} questions={questions} /> : <NotGiven />}
    </>
  );
}

export function SuitabilitySection() {
  const record = useRecordContext<KycCaseDetail>();
  const translate = useTranslate();
  if (!record) return null;
  const suitability = record.suitability;
  return (
    <CaseSection title="suitability">
      {suitability ? (
        <>
          <FactList
            rows={[
              ['resources.kyc-cases.questionnaire.score', String(suitability.score)],
              [
                'resources.kyc-cases.questionnaire.band',
                translate(`resources.kyc-cases.risk_bands.${suitability.band}`, { _: suitability.band }),
              ],
              ['resources.kyc-cases.questionnaire.version', String(suitability.version)],
              [
                'resources.kyc-cases.questionnaire.answeredAt',
                <BangkokTime key="at" value={suitability.answeredAt} />,
              ],
              [
                'resources.kyc-cases.questionnaire.expiresAt',
                <BangkokTime key="exp" value={suitability.expiresAt} />,
              ],
            ]}
          />
          <Answers kind="suitability" version={suitability.version} answers={suitability.answers} />
        </>
      ) : (
        <NotGiven />
      )}
    </CaseSection>
  );
}

export function FatcaSection() {
  const record = useRecordContext<KycCaseDetail>();
  const translate = useTranslate();
  if (!record) return null;
  const fatca = record.fatca;
  return (
    <CaseSection title="fatca">
      {fatca ? (
        <>
          <FactList
            rows={[
              [
                'resources.kyc-cases.questionnaire.usPerson',
                translate(`resources.kyc-cases.${fatca.usPerson ? 'yes' : 'no'}`),
              ],
              ['resources.kyc-cases.questionnaire.version', String(fatca.version)],
              [
                'resources.kyc-cases.questionnaire.answeredAt',
                <BangkokTime key="at" value={fatca.answeredAt} />,
              ],
            ]}
          />
          <Answers kind="fatca" version={fatca.version} answers={fatca.answers} />
        </>
      ) : (
        <NotGiven />
      )}
    </CaseSection>
  );
}

export function AmlSection() {
  const record = useRecordContext<KycCaseDetail>();
  const translate = useTranslate();
  if (!record) return null;
  const aml = record.aml;
  const reasons = aml?.eddReasons.map((reason) =>
    translate(`resources.kyc-cases.edd_reasons.${reason}`, { _: reason }),
  );
  return (
    <CaseSection title="aml">
      {aml ? (
        <>
          <FactList
            rows={[
              [
                'resources.kyc-cases.fields.eddRequired',
                translate(`resources.kyc-cases.${aml.eddRequired ? 'yes' : 'no'}`),
              ],
              [
                'resources.kyc-cases.questionnaire.eddReasons',
                reasons && reasons.length > 0 ? reasons.join(', ') : null,
              ],
              ['resources.kyc-cases.questionnaire.version', String(aml.version)],
              [
                'resources.kyc-cases.questionnaire.answeredAt',
                <BangkokTime key="at" value={aml.answeredAt} />,
              ],
            ]}
          />
          <Answers kind="aml" version={aml.version} answers={aml.answers} />
        </>
      ) : (
        <NotGiven />
      )}
    </CaseSection>
  );
}
