// The one way a form that a page paints before anyone needs it loads its code: the page shows the
// form's box, the same fields without the form library, and the customer's first focus in the box
// loads the form (decisions 580, 630), which takes the box's place with what was typed meanwhile and
// the focus and caret where they were. A submit made before the form arrived is made again by the
// form. A load that fails (offline, a replaced chunk) leaves the box as it is; the next focus tries again.
import { useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { loadOnce, type LoadOnce } from './load-once';

export type LoadableForm<Form> = LoadOnce<Form>;

/** A form module's default export, loaded once a page (load-once.ts). */
export function loadableForm<Form>(importForm: () => Promise<{ default: Form }>): LoadableForm<Form> {
  return loadOnce(() => importForm().then((module) => module.default));
}

/** What the form is handed as it takes the box's place. */
interface Handover {
  /** The id of the control that had the focus in the box, and its caret. */
  focusedId: string | null;
  selection: readonly [number, number] | null;
  /** The id of a control inside the box, to find the form a submit made in the box goes to. */
  submitVia: string | null;
}

function focusIn(box: HTMLFormElement | null): Pick<Handover, 'focusedId' | 'selection'> {
  const focused = document.activeElement;
  if (!box || !(focused instanceof HTMLElement) || !box.contains(focused) || !focused.id) return { focusedId: null, selection: null };
  const text = focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? focused : null;
  // An email input has no selection to read (null): its caret goes to the end.
  const selection = text && text.selectionStart !== null && text.selectionEnd !== null ? ([text.selectionStart, text.selectionEnd] as const) : null;
  return { focusedId: focused.id, selection };
}

function takeFocus({ focusedId, selection }: Handover): void {
  const control = focusedId ? document.getElementById(focusedId) : null;
  if (!control) return;
  control.focus();
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return;
  try {
    const [start, end] = selection ?? [control.value.length, control.value.length];
    control.setSelectionRange(start, end);
  } catch {
    // An email input has no caret to set.
  }
}

/** The submit made in the box, made in the form, unless the form's button refuses it now (as the box's did). */
function submitAgain(controlId: string): void {
  const form = document.getElementById(controlId)?.closest('form');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (form && !button?.disabled) form.requestSubmit(button ?? undefined);
}

/** The props of a box's <form> element. */
export interface FormBoxProps {
  ref: RefObject<HTMLFormElement | null>;
  onFocus: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * For a box: the form once loaded (at once when an earlier box of the page loaded it) and the props
 * of the box's <form> element. Render the form in the box's place with what was typed as its values.
 */
export function useFormOnFirstFocus<Form>(loadable: LoadableForm<Form>): { Form: Form | undefined; boxProps: FormBoxProps } {
  const [Form, setForm] = useState<Form | undefined>(() => loadable.loaded());
  const box = useRef<HTMLFormElement>(null);
  const handover = useRef<Handover | null>(null);
  const submitVia = useRef<string | null>(null);

  const start = () => {
    loadable.load().then(
      (form) => {
        handover.current = { ...focusIn(box.current), submitVia: submitVia.current };
        setForm(() => form);
      },
      () => undefined,
    );
  };

  useLayoutEffect(() => {
    const taken = handover.current;
    if (!Form || !taken) return;
    handover.current = null;
    takeFocus(taken);
    if (taken.submitVia) submitAgain(taken.submitVia);
  }, [Form]);

  const boxProps: FormBoxProps = {
    ref: box,
    onFocus: start,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // The submit button, or the field Enter was pressed in: the form's own is found by its id.
      const submitter = (event.nativeEvent as SubmitEvent).submitter ?? document.activeElement;
      submitVia.current = submitter instanceof HTMLElement && submitter.id ? submitter.id : null;
      start();
    },
  };
  return { Form, boxProps };
}
