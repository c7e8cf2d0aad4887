// Solar's optional Upgrades step (purchase §2): an EV charger, a battery and a gateway, each "none"
// or one offered item. Leaving the step stores them with POST /order-items.
import type { CheckoutResponse } from '@/shared/contract-types';
import { formatPence } from '@/domain/money';
import { Button } from '@/ui/button';
import { ChoiceQuestion, noneChoiceLabel } from '@/ui/choice-question';
import { usePageTitle } from '@/ui/page-title';
import { SOLAR_UPGRADE_LISTS, type UpgradeChoices } from './enquiry-model';

const NONE = 'none';

export interface UpgradesStepProps {
  data: CheckoutResponse;
  choices: UpgradeChoices;
  onChange: (choices: UpgradeChoices) => void;
  onContinue: () => void;
  saving: boolean;
  pageTitle: string;
}

export function UpgradesStep({ data, choices, onChange, onContinue, saving, pageTitle }: UpgradesStepProps) {
  usePageTitle(pageTitle);
  const offered = SOLAR_UPGRADE_LISTS.filter(({ list }) => data[list].length > 0);
  return (
    <form
      className="enquiry__upgrades"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <p>Add to your solar panels now, or leave these out. Your adviser can include them in your proposal.</p>
      {offered.map(({ key, list, title }) => (
        <ChoiceQuestion
          key={key}
          name={`upgrade-${key}`}
          headingLevel={2}
          question={title}
          choices={[
            { value: NONE, label: noneChoiceLabel(title) },
            ...data[list].map((item) => ({ value: String(item.id), label: item.name, description: `Adds ${formatPence(item.product_total)}` })),
          ]}
          value={choices[key] === null ? NONE : String(choices[key])}
          onChange={(value) => onChange({ ...choices, [key]: value === NONE ? null : Number(value) })}
        />
      ))}
      <Button type="submit" block loading={saving} loadingText="Saving your upgrades">
        Continue
      </Button>
    </form>
  );
}
