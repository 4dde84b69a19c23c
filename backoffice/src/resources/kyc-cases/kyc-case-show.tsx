import Box from '@mui/material/Box';
import { Show, type ShowProps } from 'react-admin';
import { DecisionActions, WhenDetailLoaded } from '../../components/detail-page.tsx';
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

/** The decisions, each enabled only in the states the API accepts it from; hidden from roles that cannot decide. */
function CaseActions() {
  return (
    <DecisionActions>
      <ApproveButton />
      <RejectButton />
      <RequestRevisionButton />
      <BlockButton />
    </DecisionActions>
  );
}

/**
 * The case page: everything the investor gave and what the checks said, in the order of the onboarding steps,
 * with the steps, the last reasons and the history beside it.
 */
export function KycCaseShow(props: ShowProps) {
  return (
    <Show {...props} actions={<CaseActions />}>
      <WhenDetailLoaded field="steps">
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
      </WhenDetailLoaded>
    </Show>
  );
}
