import { Button, ButtonGroup } from '@/ui/button';
import type { CheckoutController } from './use-checkout';

/** Continue (saves the step, then checks) and Back (never guarded) under a step. */
export function StepActions({ checkout, continueLabel = 'Continue', disabledHint }: { checkout: CheckoutController; continueLabel?: string; disabledHint?: string }) {
  const { state, canContinue, next, back } = checkout;
  const busy = state.phase === 'saving' || state.phase === 'checking';
  const waiting = !canContinue && !busy;
  return (
    <div className="checkout__actions">
      {waiting && disabledHint && (
        <p id="checkout-continue-hint" className="ui-hint">
          {disabledHint}
        </p>
      )}
      <ButtonGroup>
        <Button
          block
          loading={busy}
          loadingText="Saving"
          disabled={waiting}
          aria-describedby={waiting && disabledHint ? 'checkout-continue-hint' : undefined}
          onClick={() => void next()}
        >
          {continueLabel}
        </Button>
        {state.index > 0 && (
          <Button variant="secondary" disabled={busy} onClick={back}>
            Back
          </Button>
        )}
      </ButtonGroup>
    </div>
  );
}
