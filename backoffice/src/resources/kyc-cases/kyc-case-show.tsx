import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Loading, Show, type ShowProps, TopToolbar, useRecordContext } from 'react-admin';
import {
  AmlSection,
  BankSection,
  ChecksSection,
  FatcaSection,
  GeneralSection,
  IdentitySection,
  PersonalSection,
  SuitabilitySection,
} from './case-answers.tsx';
import { ContractSection, EddDocumentsSection, PhotosSection } from './case-documents.tsx';
import { EventsSection, ReasonsSection, StepsSection, SummarySection } from './case-history.tsx';
import { ApproveButton, BlockButton, RejectButton, RequestRevisionButton } from './decision-buttons.tsx';
import { NearMatchesSection } from './near-matches-section.tsx';
import type { KycCaseDetail } from './types.ts';

/** The decisions, each enabled only in the states the API accepts it from; hidden from roles that cannot decide. */
function CaseActions() {
  return (
    <TopToolbar sx={{ gap: 1 }}>
      <ApproveButton />
      <RejectButton />
      <RequestRevisionButton />
      <BlockButton />
    </TopToolbar>
  );
}

/**
 * The queue's row of a case is shown first while the case itself loads (react-admin reuses the list's record);
 * the sections wait for the full case, which alone carries the steps, files and answers.
 */
function WhenCaseLoaded({ children }: { children: ReactNode }) {
  const record = useRecordContext<KycCaseDetail>();
  return record?.steps === undefined ? <Loading /> : children;
}

/**
 * The case page: everything the investor gave and what the checks said, in the order of the onboarding steps,
 * with the steps, the last reasons and the history beside it.
 */
export function KycCaseShow(props: ShowProps) {
  return (
    <Show {...props} actions={<CaseActions />}>
      <WhenCaseLoaded>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
            p: 2,
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 2, gridColumn: '1 / -1' }}>
            <NearMatchesSection />
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <IdentitySection />
            <ChecksSection />
            <PhotosSection />
            <GeneralSection />
            <PersonalSection />
            <BankSection />
            <SuitabilitySection />
            <FatcaSection />
            <AmlSection />
            <EddDocumentsSection />
            <ContractSection />
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <SummarySection />
            <StepsSection />
            <ReasonsSection />
            <EventsSection />
          </Box>
        </Box>
      </WhenCaseLoaded>
    </Show>
  );
}
