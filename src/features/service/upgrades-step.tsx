// The Upgrades step: each offered group is one question; single groups are "none" or one item,
// radiator valves and CO alarms may be several. Prices are add-on product_total in pence.
import type { ServiceCheckoutResponse } from '@/shared/contract-types';
import { formatPence } from '@/domain/money';
import { ChoiceQuestion, noneChoiceLabel } from '@/ui/choice-question';
import { usePageTitle } from '@/ui/page-title';
import { offeredGroups, toggled, type ServiceUpgradeChoices } from './service-model';

const NONE = 'none';

export interface UpgradesStepProps {
  data: ServiceCheckoutResponse;
  choices: ServiceUpgradeChoices;
  onChange: (choices: ServiceUpgradeChoices) => void;
  pageTitle: string;
}

export function UpgradesStep({ data, choices, onChange, pageTitle }: UpgradesStepProps) {
  usePageTitle(pageTitle);
  const groups = offeredGroups(data);
  if (groups.length === 0) return <p>There are no upgrades for this service. Continue to the next step.</p>;
  return (
    <div className="service__upgrades">
      <p>Add anything you would like the engineer to fit during the visit, or leave these out.</p>
      {groups.map((group) => {
        const items = data[group.list];
        if (group.kind === 'single') {
          const chosen = choices[group.key];
          return (
            <ChoiceQuestion
              key={group.key}
              name={`upgrade-${group.key}`}
              headingLevel={2}
              question={group.title}
              choices={[
                { value: NONE, label: noneChoiceLabel(group.title) },
                ...items.map((item) => ({ value: String(item.id), label: item.name, description: `${item.description ? `${item.description} ` : ''}Adds ${formatPence(item.product_total)}` })),
              ]}
              value={chosen === null ? NONE : String(chosen)}
              onChange={(value) => onChange({ ...choices, [group.key]: value === NONE ? null : Number(value) })}
            />
          );
        }
        const chosen = choices[group.key];
        return (
          <fieldset key={group.key} className="ui-fieldset service__multiple">
            <legend className="ui-legend">
              <h2>{group.title}</h2>
            </legend>
            <p className="ui-hint">Choose any you want.</p>
            {items.map((item) => {
              const id = `upgrade-${group.key}-${item.id}`;
              return (
                <div key={item.id} className="service__checkbox">
                  <input
                    id={id}
                    type="checkbox"
                    checked={chosen.includes(item.id)}
                    onChange={(event) => onChange({ ...choices, [group.key]: toggled(chosen, item.id, event.target.checked) })}
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
