import { Button } from '@/ui/button';
import type { CheckoutController } from './use-checkout';

/**
 * Back (never guarded) in the same place on every step, under the step's own button: the details
 * form and the payment step bring their own (Continue, Pay), so no step groups Back with it.
 */
export function StepBack({ checkout }: { checkout: CheckoutController }) {
  const { state, back } = checkout;
  if (state.index === 0) return null;
  return (
    <div className="checkout__back">
      <Button variant="secondary" disabled={state.phase !== 'idle'} onClick={back}>
        Back
      </Button>
    </div>
  );
}

/** Continue (saves the step, then checks) and Back under a step. */
export function StepActions({ checkout, continueLabel = 'Continue', disabledHint }: { checkout: CheckoutController; continueLabel?: string; disabledHint?: string }) {
  const { state, canContinue, next } = checkout;
  const busy = state.phase === 'saving' || state.phase === 'checking';
  const waiting = !canContinue && !busy;
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
          loading={busy}
          loadingText="Saving"
          disabled={waiting}
          aria-describedby={waiting && disabledHint ? 'checkout-continue-hint' : undefined}
          onClick={() => void next()}
        >
          {continueLabel}
        </Button>
      </div>
      <StepBack checkout={checkout} />
    </>
  );
}
