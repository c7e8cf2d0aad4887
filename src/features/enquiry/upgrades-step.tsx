// Solar's optional Upgrades step (purchase §2): an EV charger, a battery and a gateway, each "none"
// or one offered item. Leaving the step stores them with POST /order-items.
import type { CheckoutResponse } from '@/shared/contract-types';
import { Button } from '@/ui/button';
import { AddOnQuestion } from '@/ui/choice-question';
import { SOLAR_UPGRADE_LISTS, type UpgradeChoices } from './enquiry-model';

export interface UpgradesStepProps {
  data: CheckoutResponse;
  choices: UpgradeChoices;
  onChange: (choices: UpgradeChoices) => void;
  onContinue: () => void;
  saving: boolean;
}

export function UpgradesStep({ data, choices, onChange, onContinue, saving }: UpgradesStepProps) {
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
        <AddOnQuestion key={key} name={key} title={title} items={data[list]} value={choices[key]} onChange={(id) => onChange({ ...choices, [key]: id })} />
      ))}
      <Button type="submit" block loading={saving} loadingText="Saving your upgrades">
        Continue
      </Button>
    </form>
  );
}
