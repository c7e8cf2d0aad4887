// The discount code box of the checkout and service summaries. Most customers never type a code, so
// the box paints without react-hook-form: the same field and a disabled button, and the customer's
// first focus in it loads the form (src/ui/discount-code-form.tsx, decision 580), which takes their
// place with what was typed meanwhile and the focus where it was (src/ui/load-on-first-focus.ts).
import { useState, type ComponentType } from 'react';
import { Button } from './button';
import { TextField } from './fields';
import { loadableForm, useFormOnFirstFocus } from './load-on-first-focus';
import type { DiscountCodeFormProps } from './discount-code-form';

// Loaded once a page: a box that mounts afterwards (another step, another summary) shows the form at once.
const discountCodeForm = loadableForm<ComponentType<DiscountCodeFormProps>>(() => import('./discount-code-form'));

export function DiscountCodeBox(props: DiscountCodeFormProps) {
  const { Form, boxProps } = useFormOnFirstFocus(discountCodeForm);
  const [typed, setTyped] = useState('');

  if (Form) return <Form {...props} initialCode={typed} />;

  return (
    <form className={props.className} {...boxProps} noValidate>
      <TextField id={props.id} value={typed} onChange={setTyped} label="Discount code" autoComplete="off" spellCheck={false} autoCapitalize="characters" maxLength={40} />
      {/* Enabled by the form once it has loaded, which the first focus has started. */}
      <Button type="submit" variant="secondary" disabled>
        Apply code
      </Button>
      <p role="status" className={`${props.className}-status`}>
        {props.status(false)}
      </p>
    </form>
  );
}
