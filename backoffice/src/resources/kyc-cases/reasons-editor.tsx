import { isKycReasonValid, type KycReviewStep, kycReviewLimits, kycReviewSteps } from '@fund/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { CaseReason } from './types.ts';

const { reasonMaxLength, reasonsMax } = kycReviewLimits;

/** A reason row being typed; `key` keeps React's rows apart while they are added and removed. */
export interface ReasonDraft extends CaseReason {
  key: number;
}

let nextKey = 1;
export const newReason = (step: KycReviewStep = kycReviewSteps[0]): ReasonDraft => ({
  key: nextKey++,
  step,
  reason: '',
});

/** At least one reason and every one 1..500 characters (the API's rule), each sent trimmed. */
export function areReasonsValid(reasons: ReasonDraft[]): boolean {
  return (
    reasons.length > 0 && reasons.length <= reasonsMax && reasons.every((r) => isKycReasonValid(r.reason))
  );
}

export const toReasons = (reasons: ReasonDraft[]): CaseReason[] =>
  reasons.map(({ step, reason }) => ({ step, reason: reason.trim() }));

interface ReasonsEditorProps {
  value: ReasonDraft[];
  onChange: (value: ReasonDraft[]) => void;
  /** After a refused submit, invalid rows and the rule are shown. */
  showErrors: boolean;
}

/** One row per reason: the step it concerns (from the step list) and the text sent to the customer. */
export function ReasonsEditor({ value, onChange, showErrors }: ReasonsEditorProps) {
  const translate = useTranslate();
  const update = (key: number, change: Partial<CaseReason>) =>
    onChange(value.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <Box sx={{ mt: 1 }}>
      {value.map((row, index) => {
        const number = index + 1;
        const invalid = showErrors && !isKycReasonValid(row.reason);
        return (
          <Box key={row.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
            <TextField
              select
              label={`${translate('resources.kyc-cases.actions.step')} ${number}`}
              value={row.step}
              onChange={(event) => update(row.key, { step: event.target.value as KycReviewStep })}
              sx={{ minWidth: 220 }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {kycReviewSteps.map((step) => (
                <option key={step} value={step}>
                  {translate(`resources.kyc-cases.steps.${step}`)}
                </option>
              ))}
            </TextField>
            <TextField
              label={`${translate('resources.kyc-cases.actions.reason')} ${number}`}
              value={row.reason}
              onChange={(event) => update(row.key, { reason: event.target.value })}
              required
              multiline
              fullWidth
              error={invalid || row.reason.trim().length > reasonMaxLength}
              helperText={translate('resources.kyc-cases.actions.reason_helper', { max: reasonMaxLength })}
              slotProps={{ htmlInput: { maxLength: reasonMaxLength } }}
            />
            <IconButton
              aria-label={translate('resources.kyc-cases.actions.remove_reason', { number })}
              onClick={() => onChange(value.filter((item) => item.key !== row.key))}
              disabled={value.length <= 1}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...value, newReason()])}
        disabled={value.length >= reasonsMax}
        sx={{ mt: 1 }}
      >
        {translate('resources.kyc-cases.actions.add_reason')}
      </Button>
      {showErrors && !areReasonsValid(value) && (
        <FormHelperText error role="alert">
          {translate('resources.kyc-cases.actions.reasons_required', { max: reasonMaxLength })}
        </FormHelperText>
      )}
    </Box>
  );
}
