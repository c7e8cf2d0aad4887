// The discount code box (decision 958): the server judges the code (purchase §4) and its refusal shows under the field.
import { useId } from 'react';
import { Button } from './button';
import { TextField } from './fields';
import { boundField, useSubmitForm } from './form';
import type { SaveFailure } from './step-flow';

export const EMPTY_CODE_MESSAGE = 'Enter a discount code';

/** A code's answer for onApply: the refusal to show under the field, else null (no answer at all goes to the Error dialog, decision 313). */
export function codeRefusal<T>(answer: { ok: true; data: T } | ({ ok: false } & SaveFailure), showApiError: (message: string) => void, applied: (data: T) => void) {
  if (answer.ok) applied(answer.data);
  else if (answer.status === 0) showApiError(answer.message);
  else return answer.message;
  return null;
}

export interface DiscountCodeFormProps {
  /** The input's id (the page's tests and links find the field by it). */
  id: string;
  className: string;
  loadingText: string;
  /** Applies the code: the refusal to show under the field, or null. */
  onApply: (code: string) => Promise<string | null>;
  /** The status line, given whether the last code sent was accepted. */
  status: (accepted: boolean) => string;
}

export function DiscountCodeForm({ id, className, loadingText, onApply, status }: DiscountCodeFormProps) {
  const form = useSubmitForm({ defaultValues: { code: '' } });
  const { setError, formState } = form;
  const statusId = useId();
  const applying = formState.isSubmitting;
  // Accepted once a code sent has been answered without a refusal; sending another clears it until it answers.
  const accepted = !applying && formState.isSubmitSuccessful;

  const apply = async ({ code: typed }: { code: string }) => {
    const code = typed.trim();
    const refusal = code ? await onApply(code) : EMPTY_CODE_MESSAGE;
    if (refusal) setError('code', { type: code ? 'server' : 'required', message: refusal });
  };

  return (
    <form className={className} onSubmit={form.submitWith(apply)} noValidate>
      <TextField {...boundField(form, 'code', id)} label="Discount code" autoComplete="off" spellCheck={false} autoCapitalize="characters" maxLength={40} />
      <Button type="submit" variant="secondary" loading={applying} loadingText={loadingText}>
        Apply code
      </Button>
      <p id={statusId} role="status" className={`${className}-status`}>
        {status(accepted)}
      </p>
    </form>
  );
}
