export interface StepListItem {
  key: string;
  title: string;
  /** False for steps the customer may not jump back to (e.g. "Enquiry confirmation"). */
  clickable?: boolean;
}

export interface StepListProps {
  steps: readonly StepListItem[];
  /** Index of the current step. */
  current: number;
  /** When given, completed clickable steps become buttons that go back to that step. */
  onSelect?: (index: number) => void;
  label?: string;
}

/** The numbered steps of a flow; on a phone the others show only their numbers, one row (decision 306). */
export function StepList({ steps, current, onSelect, label = 'Steps' }: StepListProps) {
  return (
    <nav aria-label={label}>
      <ol className="ui-steps">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          const canGoBack = onSelect && state === 'done' && step.clickable !== false;
          const status = state === 'done' ? ' (completed)' : state === 'todo' ? ' (not started)' : '';
          return (
            <li key={step.key} className={`ui-steps__item ui-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {canGoBack ? (
                <button type="button" className="ui-steps__label" onClick={() => onSelect(index)}>
                  <span className="ui-steps__title">{step.title}</span>
                  <span className="ui-visually-hidden">{status}</span>
                </button>
              ) : (
                <span className="ui-steps__label">
                  <span className="ui-steps__title">{step.title}</span>
                  <span className="ui-visually-hidden">{status}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
