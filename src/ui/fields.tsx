import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export function hintId(id: string) {
  return `${id}-hint`;
}

export function errorId(id: string) {
  return `${id}-error`;
}

/** Ties the hint and error to the control for screen readers. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  const ids = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** A field's hint and error message, under its label, with the ids describedBy() names. */
export function FieldMessages({ id, hint, error }: { id: string; hint: ReactNode; error: string | undefined }) {
  return (
    <>
      {hint && (
        <span id={hintId(id)} className="ui-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId(id)} className="ui-error-message">
          <span className="ui-visually-hidden">Error: </span>
          {error}
        </span>
      )}
    </>
  );
}

/** A fieldset's legend as a section heading, for a page of several groups. */
export function HeadingLegend({ children }: { children: ReactNode }) {
  return (
    <legend className="ui-legend">
      <h2>{children}</h2>
    </legend>
  );
}

/** An error message under a control, read out as an error; `alert` when it comes without a submit. */
export function ErrorMessage({ id, role, children }: { id: string; role?: 'alert'; children: ReactNode }) {
  return (
    <p id={id} className="ui-error-message" role={role}>
      <span className="ui-visually-hidden">Error: </span>
      {children}
    </p>
  );
}

/** `labelAsHeading`: the label is the page's h1 (GOV.UK: a single-question page's question is its heading). */
function FieldFrame({ id, label, hint, error, labelAsHeading = false, children }: FieldProps & { labelAsHeading?: boolean | undefined; children: ReactNode }) {
  const labelElement = (
    <label className="ui-label" htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div className={`ui-field${error ? ' ui-field--error' : ''}`}>
      {labelAsHeading ? <h1 className="ui-legend">{labelElement}</h1> : labelElement}
      <FieldMessages id={id} hint={hint} error={error} />
      {children}
    </div>
  );
}

/** A form's registration (the input stays uncontrolled), or a value the caller controls. */
export type FieldBinding =
  | { registration: UseFormRegisterReturn; value?: never; onChange?: never }
  | { registration?: never; value: string; onChange: (value: string) => void };

function bindingProps({ registration, value, onChange }: FieldBinding) {
  if (registration) return registration;
  return { value, onChange: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => onChange(event.target.value) };
}

/** What every field's control carries: its binding, id, classes and what describes it. */
function controlProps(fieldId: string, binding: FieldBinding, hint: ReactNode, error: string | undefined, className: string | undefined, kind?: string) {
  return {
    ...bindingProps(binding),
    id: fieldId,
    className: ['ui-input', kind, error ? 'ui-input--error' : '', className].filter(Boolean).join(' '),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(fieldId, hint, error),
  };
}

/** What every field takes besides its binding and its control's own attributes. */
interface FieldProps {
  /** The id links the error summary to the field. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'onBlur' | 'name' | 'type'>;

export type TextFieldProps = NativeInputProps &
  FieldBinding &
  FieldProps & {
    type?: 'text' | 'email' | 'tel' | 'url';
    labelAsHeading?: boolean;
  };

export function TextField({ id, label, hint, error, registration, value, onChange, type = 'text', labelAsHeading, className, ...rest }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} labelAsHeading={labelAsHeading}>
      <input
        {...rest}
        {...controlProps(id, { registration, value, onChange } as FieldBinding, hint, error, className)}
        type={type}
      />
    </FieldFrame>
  );
}

/** Omit that keeps each member of a union (a field's binding) apart. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type PostcodeFieldProps = OmitEach<TextFieldProps, 'type' | 'label'> & { label?: ReactNode };

/** A UK postcode input: short, upper-cased on screen, postal-code autofill, no spellcheck. */
export function PostcodeField({ label = 'Postcode', className, ...rest }: PostcodeFieldProps) {
  return (
    <TextField
      autoComplete="postal-code"
      spellCheck={false}
      autoCapitalize="characters"
      {...rest}
      label={label}
      className={['ui-input--postcode', className ?? ''].filter(Boolean).join(' ')}
    />
  );
}

export type NumberFieldProps = OmitEach<TextFieldProps, 'type' | 'inputMode'> & {
  /** A unit shown after the box, e.g. "kWh" or "m²". */
  suffix?: ReactNode;
  /** Allow a decimal point (default whole numbers only). */
  decimal?: boolean;
};

/** A number input as GOV.UK advises: type=text with inputmode, as type=number changes on scroll and accepts "e". */
export function NumberField({ id, label, hint, error, registration, value, onChange, suffix, decimal = false, labelAsHeading, className, ...rest }: NumberFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} labelAsHeading={labelAsHeading}>
      <div className="ui-input-wrap">
        <input
          {...rest}
          {...controlProps(id, { registration, value, onChange } as FieldBinding, hint, error, className, 'ui-input--number')}
          type="text"
          inputMode={decimal ? 'decimal' : 'numeric'}
          spellCheck={false}
        />
        {suffix && (
          <span className="ui-input-suffix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
    </FieldFrame>
  );
}

type NativeTextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'onBlur' | 'name'>;

export type TextAreaFieldProps = NativeTextareaProps & FieldBinding & FieldProps;

export function TextAreaField({ id, label, hint, error, registration, value, onChange, className, ...rest }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        {...rest}
        {...controlProps(id, { registration, value, onChange } as FieldBinding, hint, error, className)}
      />
    </FieldFrame>
  );
}
