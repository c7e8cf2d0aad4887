// Gas safety checks (landlords with certifications only, purchase §2): one certification or none.
import { noneChoiceLabel } from '@/ui/choice-question';
import { Money } from '@/ui/money';
import { StepActions } from './step-actions';
import type { CheckoutController } from './use-checkout';

const CERTIFICATES_TITLE = 'Certificates';

export function CertificationsStep({ checkout }: { checkout: CheckoutController }) {
  const { data, choices, setChoices, state } = checkout;
  if (!data || !choices) return null;
  const select = (certification: number | null) => setChoices({ ...choices, certification });
  return (
    <div>
      <p className="ui-lede">As a landlord you need a gas safety record (CP12) every 12 months. We can do it while we are there.</p>
      <fieldset className="ui-fieldset checkout__options" disabled={state.phase !== 'idle'}>
        <legend className="ui-legend">
          <h2>{CERTIFICATES_TITLE}</h2>
        </legend>
        <label className="checkout__option">
          <input type="radio" name="certification" checked={choices.certification === null} onChange={() => select(null)} />
          <span className="checkout__option-name">{noneChoiceLabel(CERTIFICATES_TITLE)}</span>
        </label>
        {data.certifications.map((item) => (
          <label key={item.id} className="checkout__option">
            <input type="radio" name="certification" checked={choices.certification === item.id} onChange={() => select(item.id)} />
            <span className="checkout__option-name">
              {item.name}
              {item.description && <span className="ui-hint">{item.description}</span>}
            </span>
            <Money pence={item.product_total} className="checkout__option-price" />
          </label>
        ))}
      </fieldset>
      <StepActions checkout={checkout} />
    </div>
  );
}
