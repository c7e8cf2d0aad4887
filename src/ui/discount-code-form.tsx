// The discount code box of the checkout and service summaries, on the form pattern. The server
// judges the code (purchase §4): the form sends what was typed, trimmed, and shows the refusal it
// answers under the field. It loads on the customer's first focus in the box (discount-code-box.tsx).
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from './button';
import { TextField } from './fields';
import { boundField, useSubmitForm } from './form';

export interface DiscountCodeFormProps {
  /** The input's id (the page's tests and links find the field by it). */
  id: string;
  className: string;
  loadingText: string;
  /** Applies the code: the refusal to show under the field, or null. */
  onApply: (code: string) => Promise<string | null>;
  /** The status line, given whether the last code sent was accepted. */
  status: (accepted: boolean) => string;
  /** What the customer typed before the form loaded. */
  initialCode?: string;
}

export default function DiscountCodeForm({ id, className, loadingText, onApply, status, initialCode = '' }: DiscountCodeFormProps) {
  const form = useSubmitForm({ defaultValues: { code: initialCode } });
  const { control, setError, formState } = form;
  const code = useWatch({ control, name: 'code' });
  const statusId = useId();
  const applying = formState.isSubmitting;
  // Accepted once a code sent has been answered without a refusal; sending another clears it until it answers.
  const accepted = !applying && formState.isSubmitSuccessful;

  // The button is disabled while the box is blank, which also stops Enter from submitting it.
  const apply = async ({ code: typed }: { code: string }) => {
    const refusal = await onApply(typed.trim());
    if (refusal) setError('code', { type: 'server', message: refusal });
  };

  return (
    <form className={className} onSubmit={form.submitWith(apply)} noValidate>
      <TextField {...boundField(form, 'code', id)} label="Discount code" autoComplete="off" spellCheck={false} autoCapitalize="characters" maxLength={40} />
      <Button type="submit" variant="secondary" loading={applying} loadingText={loadingText} disabled={!code.trim() && !applying}>
        Apply code
      </Button>
      <p id={statusId} role="status" className={`${className}-status`}>
        {status(accepted)}
      </p>
    </form>
  );
}
