// The one way a customer's typing becomes a submit (decision 958): react-hook-form with a zod schema,
// inputs left uncontrolled through `register` (fields.tsx takes a registration), loaded with the page
// that shows the form, validation on submit only (decision 958), what the boxes show taken at submit,
// and a GOV.UK error summary built from the form's errors in the page's field order, which prefixes
// the page title with "Error: " while it shows (page-title.ts).
import { useRef, type BaseSyntheticEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldErrors, type FieldPath, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary, type FieldError } from './error-summary';

export interface SubmitFormOptions<Values extends FieldValues, Parsed> {
  defaultValues: DefaultValues<Values>;
  /** A zod schema's resolver (`zodResolver(schema)`), or one that loads its schema when first asked. */
  resolver?: Resolver<Values, unknown, Parsed>;
}

export interface SubmitForm<Values extends FieldValues, Parsed> extends UseFormReturn<Values, unknown, Parsed> {
  /**
   * The form's onSubmit: takes what the boxes show (`takeShownValues`), validates, then calls
   * `onValid` with the parsed values and the <form> element. One click, one request: while a
   * submit's `onValid` runs, another submit is ignored (a double click passes validation twice
   * before the page can disable its button).
   */
  submitWith: (onValid: (values: Parsed, formElement: HTMLFormElement | null) => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
}

/** The form's fields' controls inside a <form> element: inputs, text areas and selects with a name. */
type NamedControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What the boxes of `formElement` show, into the form's values wherever they differ. react-hook-form
 * keeps its own copy of the values, fed by React's onChange; a password manager or extension that
 * sets an input's `value` and dispatches `input` fires no onChange at all (React tracks the value
 * through its setter), so the box shows one thing and the copy holds another. The DOM is what the
 * customer sees: it wins. Only this form's fields are taken (a name its values have); a checkbox
 * holds whether it is ticked, a radio group the value of the ticked one.
 */
export function takeShownValues<Values extends FieldValues>(form: Pick<UseFormReturn<Values, unknown, unknown>, 'getValues' | 'setValue'>, formElement: HTMLFormElement): void {
  const held = form.getValues();
  for (const control of Array.from(formElement.elements) as NamedControl[]) {
    const name = control.name as FieldPath<Values> | undefined;
    if (!name || !('value' in control)) continue;
    const current: unknown = get(held, name);
    if (current === undefined) continue;
    const type = control instanceof HTMLInputElement ? control.type : '';
    if (type === 'radio' && !(control as HTMLInputElement).checked) continue;
    const shown = type === 'checkbox' ? (control as HTMLInputElement).checked : control.value;
    if (shown !== current) form.setValue(name, shown as never, { shouldDirty: true });
  }
}

/** A form that validates when the customer submits, not while they type or leave a field. */
export function useSubmitForm<Values extends FieldValues, Parsed = Values>({ defaultValues, resolver }: SubmitFormOptions<Values, Parsed>): SubmitForm<Values, Parsed> {
  const form = useForm<Values, unknown, Parsed>({
    defaultValues,
    ...(resolver ? { resolver } : {}),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The error summary takes focus instead of the first field.
    shouldFocusError: false,
  });
  const submitting = useRef(false);
  const submitWith: SubmitForm<Values, Parsed>['submitWith'] = (onValid) => (event) => {
    const target: unknown = event?.currentTarget;
    const formElement = target instanceof HTMLFormElement ? target : null;
    if (formElement) takeShownValues(form, formElement);
    return form.handleSubmit(async (values) => {
      if (submitting.current) return;
      submitting.current = true;
      try {
        await onValid(values, formElement);
      } finally {
        submitting.current = false;
      }
    })(event);
  };
  return { ...form, submitWith };
}

/**
 * A resolver whose schema loads when it is first asked (the form's first focus can start that
 * load), so a page paints without its validation code (decision 958). A load that fails is forgotten, so the next
 * submit tries again; meanwhile the submit is refused with `unavailableMessage` as the form's error.
 */
export function lazyResolver<Values extends FieldValues, Parsed>(load: () => Promise<Resolver<Values, unknown, Parsed>>, unavailableMessage: string): Resolver<Values, unknown, Parsed> {
  let resolve: Resolver<Values, unknown, Parsed> | undefined;
  return async (values, context, options) => {
    try {
      resolve ??= await load();
    } catch {
      // A form-wide error: FieldErrors of a generic form cannot be written as a literal.
      return { values: {}, errors: { root: { type: 'unavailable', message: unavailableMessage } } as FieldErrors<Values> };
    }
    return resolve(values, context, options);
  };
}

/** A field as the error summary names it: its form path, the id of its input, and its name when the message alone does not say it. */
export interface SummaryField<Values extends FieldValues> {
  name: FieldPath<Values>;
  fieldId: string;
  label?: string;
}

/** The message of a field's error, if it has one. */
export function fieldError<Values extends FieldValues>(errors: FieldErrors<Values>, name: FieldPath<Values>): string | undefined {
  const message: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** A field's props from its form (fields.tsx): its input id, its registration and its error message. */
export function boundField<Values extends FieldValues>(form: Pick<UseFormReturn<Values, unknown, unknown>, 'register' | 'formState'>, name: FieldPath<Values>, id: string) {
  return { id, registration: form.register(name), error: fieldError(form.formState.errors, name) };
}

export interface FormErrorSummaryProps<Values extends FieldValues> {
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'formState'>;
  /** The fields in page order; the summary lists their errors in that order. */
  fields: readonly SummaryField<Values>[];
  /** Where a form-wide error (errors.root) links to, e.g. the submit button. */
  rootFieldId?: string;
}

/** The form's error summary: every field's error in page order, afresh (and refocused) on each failed submit. */
export function FormErrorSummary<Values extends FieldValues>({ form, fields, rootFieldId }: FormErrorSummaryProps<Values>) {
  const { errors, submitCount } = form.formState;
  const summary: FieldError[] = fields.flatMap(({ name, fieldId, label }) => {
    const message = fieldError(errors, name);
    return message ? [{ fieldId, message, ...(label ? { label } : {}) }] : [];
  });
  const rootMessage = errors.root?.message;
  if (rootMessage && rootFieldId) summary.push({ fieldId: rootFieldId, message: rootMessage });
  // A new key on each submit, so focus returns to the summary even with the same errors.
  return <ErrorSummary key={submitCount} errors={summary} />;
}
