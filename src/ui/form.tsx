// The one way a customer's typing becomes a submit: react-hook-form with a zod schema, inputs left
// uncontrolled through `register` (fields.tsx takes a registration), validation on submit only
// (decision 142), and a GOV.UK error summary built from the form's errors in the page's field order,
// which prefixes the page title with "Error: " while it shows (page-title.ts).
// react-hook-form loads with this module: a form on a page's first paint is loaded lazily (decision 510).
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
   * The form's onSubmit: validates, then calls `onValid` with the parsed values. One click, one
   * request: while a submit's `onValid` runs, another submit is ignored (a double click passes
   * validation twice before the page can disable its button).
   */
  submitWith: (onValid: (values: Parsed) => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
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
  const submitWith: SubmitForm<Values, Parsed>['submitWith'] = (onValid) =>
    form.handleSubmit(async (values) => {
      if (submitting.current) return;
      submitting.current = true;
      try {
        await onValid(values);
      } finally {
        submitting.current = false;
      }
    });
  return { ...form, submitWith };
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
