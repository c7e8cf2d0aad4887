// The discount code box of the checkout and service summaries. Most customers never type a code, so
// the box paints without react-hook-form: the same field and a disabled button, and the customer's
// first focus in it loads the form (src/ui/discount-code-form.tsx, decision 580), which takes their
// place with what was typed meanwhile and the focus where it was.
import { useState, type ComponentType } from 'react';
import { Button } from './button';
import { TextField } from './fields';
import type { DiscountCodeFormProps } from './discount-code-form';

type DiscountCodeForm = ComponentType<DiscountCodeFormProps>;

// Loaded once a page: a box that mounts afterwards (another step, another summary) shows the form at once.
let loadedForm: DiscountCodeForm | undefined;
let formLoad: Promise<DiscountCodeForm> | undefined;

function loadForm(): Promise<DiscountCodeForm> {
  formLoad ??= import('./discount-code-form').then(
    (module) => (loadedForm = module.default),
    (error: unknown) => {
      // Forgotten, so the next focus tries again.
      formLoad = undefined;
      throw error;
    },
  );
  return formLoad;
}

export function DiscountCodeBox(props: DiscountCodeFormProps) {
  const [Form, setForm] = useState<DiscountCodeForm | undefined>(() => loadedForm);
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);

  if (Form) return <Form {...props} initialCode={typed} focusOnMount={focused} />;

  const startLoad = () => {
    setFocused(true);
    // Offline or a replaced chunk: the box stays as it is, and the next focus tries again.
    loadForm().then((form) => setForm(() => form), () => undefined);
  };

  return (
    <form className={props.className} onFocus={startLoad} onBlur={() => setFocused(false)} onSubmit={(event) => event.preventDefault()} noValidate>
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
