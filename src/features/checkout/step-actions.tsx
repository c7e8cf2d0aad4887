import { Button } from '@/ui/button';

/** What a step's buttons need from the checkout: whether a save runs, and the two moves. */
export interface StepNav {
  /** The step being left is saving or being checked: nothing can be changed. */
  readonly saving: boolean;
  readonly canContinue: boolean;
  readonly isFirst: boolean;
  readonly next: () => void;
  readonly back: () => void;
}

/** Back (never guarded), in the same place on every step, under the step's own button (Continue, Pay). */
export function StepBack({ nav }: { nav: StepNav }) {
  if (nav.isFirst) return null;
  return (
    <div className="checkout__back">
      <Button variant="secondary" disabled={nav.saving} onClick={nav.back}>
        Back
      </Button>
    </div>
  );
}

/** Continue (saves the step, then checks) and Back under a step. */
export function StepActions({ nav, disabledHint }: { nav: StepNav; disabledHint?: string }) {
  const waiting = !nav.canContinue && !nav.saving;
  return (
    <>
      <div className="checkout__actions">
        {waiting && disabledHint && (
          <p id="checkout-continue-hint" className="ui-hint">
            {disabledHint}
          </p>
        )}
        <Button
          block
          loading={nav.saving}
          loadingText="Saving"
          disabled={waiting}
          aria-describedby={waiting && disabledHint ? 'checkout-continue-hint' : undefined}
          onClick={nav.next}
        >
          Continue
        </Button>
      </div>
      <StepBack nav={nav} />
    </>
  );
}
