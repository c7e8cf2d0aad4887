// Gas safety checks (landlords with certifications only, purchase §2): one certification or none.
import type { AddOnItem } from '@/shared/contract-types';
import { noneChoiceLabel } from '@/ui/choice-question';
import { HeadingLegend } from '@/ui/fields';
import { Money } from '@/ui/money';
import { StepActions, type StepNav } from './step-actions';

const CERTIFICATES_TITLE = 'Certificates';

export interface CertificationsStepProps {
  readonly certifications: readonly AddOnItem[];
  readonly chosen: number | null;
  readonly onChoose: (certification: number | null) => void;
  readonly nav: StepNav;
}

export function CertificationsStep({ certifications, chosen, onChoose, nav }: CertificationsStepProps) {
  return (
    <div>
      <p className="ui-lede">As a landlord you need a gas safety record (CP12) every 12 months. We can do it while we are there.</p>
      <fieldset className="ui-fieldset checkout__options" disabled={nav.saving}>
        <HeadingLegend>{CERTIFICATES_TITLE}</HeadingLegend>
        <label className="checkout__option">
          <input type="radio" name="certification" checked={chosen === null} onChange={() => onChoose(null)} />
          <span className="checkout__option-name">{noneChoiceLabel(CERTIFICATES_TITLE)}</span>
        </label>
        {certifications.map((item) => (
          <label key={item.id} className="checkout__option">
            <input type="radio" name="certification" checked={chosen === item.id} onChange={() => onChoose(item.id)} />
            <span className="checkout__option-name">
              {item.name}
              {item.description && <span className="ui-hint">{item.description}</span>}
            </span>
            <Money pence={item.product_total} className="checkout__option-price" />
          </label>
        ))}
      </fieldset>
      <StepActions nav={nav} />
    </div>
  );
}
