// Development and tests only: an answer that breaks the API contract opens the generic error
// dialog with the check's message, also where the flow itself fails quietly (results loads).
import { useEffect } from 'react';
import { onContractViolation, contractViolationMessage } from '@/api/response-check';
import { useErrorDialog } from '@/ui/error-dialog';

export function ContractViolationAlerts() {
  const { showApiError } = useErrorDialog();
  useEffect(() => onContractViolation((violation) => showApiError(contractViolationMessage(violation))), [showApiError]);
  return null;
}
