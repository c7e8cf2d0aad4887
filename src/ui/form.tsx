// The one way a customer's typing becomes a submit (decision 958): react-hook-form, validated on submit, with a GOV.UK error summary.
import { useRef, type BaseSyntheticEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldErrors, type FieldPath, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { afterPaint } from './after-next-paint';
import { ErrorSummary, type FieldError } from './error-summary';

export interface SubmitFormOptions<Values extends FieldValues, Parsed> {
  defaultValues: DefaultValues<Values>;
  /** A zod schema's resolver (`zodResolver(schema)`), or one that loads its schema when first asked. */
  resolver?: Resolver<Values, unknown, Parsed>;
}

export interface SubmitForm<Values extends FieldValues, Parsed> extends UseFormReturn<Values, unknown, Parsed> {
  /** The form's onSubmit; another submit while `onValid` runs is ignored, as a double click validates twice before the button disables. */
  submitWith: (onValid: (values: Parsed, formElement: HTMLFormElement | null) => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
}

/** The form's fields' controls inside a <form> element: inputs, text areas and selects with a name. */
type NamedControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What the form's boxes show, into its values where they differ: a password manager that sets `value` and dispatches
 * `input` fires no React onChange, and what the customer sees wins.
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
  const submitWith: SubmitForm<Values, Parsed>['submitWith'] = (onValid) => async (event) => {
    const target: unknown = event?.currentTarget;
    const formElement = target instanceof HTMLFormElement ? target : null;
    if (formElement) takeShownValues(form, formElement);
    // Checked after the press has painted: the schema's checks (a phone number's above all) take a phone tens of ms.
    event?.preventDefault();
    await afterPaint();
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

/** A resolver whose schema loads when first asked (decision 958); a failed load refuses the submit and is tried again on the next. */
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
