import { useEffect, useRef } from 'react';
import { useErrorSummaryTitle } from './page-title';

export interface FieldError {
  /** The id of the input the message belongs to; the summary links to it. */
  fieldId: string;
  message: string;
  /** The field's name when the message does not say it (the spec's "Required"): "First name: Required". */
  label?: string;
}

export interface ErrorSummaryProps {
  errors: readonly FieldError[];
  title?: string;
}

/** GOV.UK error summary: it takes focus to be announced (role="alert" too would announce it twice) and links to each field. */
export function ErrorSummary({ errors, title = 'There is a problem' }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Refocus whenever a new set of errors appears (each failed submit).
  const signature = errors.map((error) => `${error.fieldId}:${error.message}`).join('|');
  useErrorSummaryTitle(errors.length > 0);

  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);

  if (errors.length === 0) return null;
  return (
    <div ref={ref} className="ui-error-summary" tabIndex={-1} role="region" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{title}</h2>
      <ul>
        {errors.map((error) => (
          <li key={`${error.fieldId}-${error.message}`}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                // Focus the field itself (a plain anchor jump scrolls but does not focus inputs in all browsers).
                const field = document.getElementById(error.fieldId);
                if (field) {
                  event.preventDefault();
                  field.focus();
                  if (typeof field.scrollIntoView === 'function') field.scrollIntoView({ block: 'center' });
                }
              }}
            >
              {error.label ? `${error.label}: ${error.message}` : error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
