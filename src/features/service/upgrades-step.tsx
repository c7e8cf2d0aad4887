// The Upgrades step: each offered group is one question; single groups are "none" or one item,
// radiator valves and CO alarms may be several. Prices are add-on product_total in pence.
import type { ServiceCheckoutResponse } from '@/shared/contract-types';
import { formatPence } from '@/domain/money';
import { toggled } from '@/domain/toggled';
import { AddOnQuestion } from '@/ui/choice-question';
import { HeadingLegend } from '@/ui/fields';
import { offeredGroups, type ServiceUpgradeChoices } from './service-model';

export interface UpgradesStepProps {
  data: ServiceCheckoutResponse;
  choices: ServiceUpgradeChoices;
  onChange: (choices: ServiceUpgradeChoices) => void;
}

export function UpgradesStep({ data, choices, onChange }: UpgradesStepProps) {
  const groups = offeredGroups(data);
  if (groups.length === 0) return <p>There are no upgrades for this service. Continue to the next step.</p>;
  return (
    <div className="service__upgrades">
      <p>Add anything you would like the engineer to fit during the visit, or leave these out.</p>
      {groups.map((group) => {
        const items = data[group.list];
        if (group.kind === 'single') {
          return (
            <AddOnQuestion
              key={group.key}
              name={group.key}
              title={group.title}
              items={items}
              withDescriptions
              value={choices[group.key]}
              onChange={(id) => onChange({ ...choices, [group.key]: id })}
            />
          );
        }
        const chosen = choices[group.key];
        return (
          <fieldset key={group.key} className="ui-fieldset service__multiple">
            <HeadingLegend>{group.title}</HeadingLegend>
            <p className="ui-hint">Choose any you want.</p>
            {items.map((item) => {
              const id = `upgrade-${group.key}-${item.id}`;
              return (
                <div key={item.id} className="service__checkbox">
                  <input
                    id={id}
                    type="checkbox"
                    checked={chosen.includes(item.id)}
                    onChange={(event) => onChange({ ...choices, [group.key]: [...toggled(new Set(chosen), item.id, event.target.checked)] })}
                  />
                  <label htmlFor={id}>
                    {item.name}
                    {item.quantity && item.quantity > 1 ? ` (${item.quantity})` : ''}, adds {formatPence(item.product_total)}
                  </label>
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
