export interface ProgressBarProps {
  value: number;
  max: number;
  /** Visible text, e.g. "Question 3 of 12"; also what a screen reader reads for the value, rather than a percentage. */
  label: string;
}

/** How far a task has got (an upload, a questionnaire). Apart from LoadingState, which every page's entry loads. */
export function ProgressBar({ value, max, label }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  return (
    <div className="ui-progress">
      <span className="ui-progress__label" aria-hidden="true">
        {label}
      </span>
      <div className="ui-progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={clamped} aria-valuetext={label}>
        <div className="ui-progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
