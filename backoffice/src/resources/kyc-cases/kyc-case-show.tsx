import Box from '@mui/material/Box';
import { Show, type ShowProps, TopToolbar } from 'react-admin';
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
 * The case page: everything the investor gave and what the checks said, in the order of the onboarding steps,
 * with the steps, the last reasons and the history beside it.
 */
export function KycCaseShow(props: ShowProps) {
  return (
    <Show {...props} actions={<CaseActions />}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
          p: 2,
          alignItems: 'start',
        }}
      >
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
    </Show>
  );
}
