// Boiler upgrades: one of each list or none, radiator valves by count, warranties and water hardness; a bundle's
// items cannot be chosen beside it (decision 862). Gas safety checks: one certification or none (landlords, purchase §2).
import type { AddOnItem, CheckoutResponse } from '@/shared/contract-types';
import { useId, useState } from 'react';
import { noneChoiceLabel } from '@/ui/choice-question';
import { HeadingLegend } from '@/ui/fields';
import { Money } from '@/ui/money';
import { bundleContents, chosenBundle, withoutBundled, WATER_HARDNESS_OPTIONS, SINGLE_CHOICE_LISTS, type Choices } from './checkout-choices';
import { StepActions, type StepNav } from './step-actions';

/** The most valves of one kind a customer can add online (a larger job is surveyed). */
export const MAX_VALVES_PER_KIND = 20;

/** "A, B and C". */
const listed = (names: readonly string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? ''));

function ChoiceList({ legend, name, items, selected, onSelect, withNone = true, disabled, bundle, contentsOf }: {
  legend: string;
  name: string;
  items: readonly AddOnItem[];
  selected: number | null;
  onSelect: (id: number | null) => void;
  withNone?: boolean;
  disabled: boolean;
  /** The chosen bundle: the items it includes are not offered beside it. */
  bundle?: AddOnItem | null;
  /** A bundle's items, listed on its line. */
  contentsOf?: (item: AddOnItem) => AddOnItem[];
}) {
  if (items.length === 0) return null;
  return (
    <fieldset className="ui-fieldset checkout__options" disabled={disabled}>
      <HeadingLegend>{legend}</HeadingLegend>
      {withNone && (
        <label className="checkout__option">
          <input type="radio" name={name} checked={selected === null} onChange={() => onSelect(null)} />
          <span className="checkout__option-name">{noneChoiceLabel(legend)}</span>
        </label>
      )}
      {items.map((item) => {
        const inBundle = bundle?.includes?.includes(item.id) ?? false;
        const contents = contentsOf?.(item) ?? [];
        return (
          <label key={item.id} className={inBundle ? 'checkout__option checkout__option--in-bundle' : 'checkout__option'}>
            <input type="radio" name={name} checked={selected === item.id} disabled={inBundle} onChange={() => onSelect(item.id)} />
            <span className="checkout__option-name">
              {item.name}
              {item.description && <span className="ui-hint">{item.description}</span>}
              {contents.length > 0 && <span className="ui-hint">Includes {listed(contents.map((content) => content.name))}.</span>}
              {inBundle && <span className="ui-hint">In your {bundle?.name}: not charged again.</span>}
            </span>
            {inBundle ? (
              <span className="checkout__option-price">In your bundle</span>
            ) : item.product_total === 0 ? (
              <span className="checkout__option-price">Included</span>
            ) : (
              <Money pence={item.product_total} className="checkout__option-price" />
            )}
          </label>
        );
      })}
    </fieldset>
  );
}

function RadiatorValves({ valves, chosen, onChange, disabled, bundle }: {
  valves: readonly AddOnItem[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  disabled: boolean;
  bundle: AddOnItem | null;
}) {
  const hintId = useId();
  if (valves.length === 0) return null;
  const countOf = (id: number) => chosen.filter((chosenId) => chosenId === id).length;
  const setCount = (id: number, count: number) => onChange([...chosen.filter((chosenId) => chosenId !== id), ...Array<number>(count).fill(id)]);
  return (
    <fieldset className="ui-fieldset checkout__options" disabled={disabled} aria-describedby={hintId}>
      <HeadingLegend>Radiator valves</HeadingLegend>
      <p id={hintId} className="ui-hint">
        Choose how many of each valve you would like fitted, priced per valve.
      </p>
      {valves.map((valve) => (
        <div key={valve.id} className="checkout__option checkout__option--count">
          <label htmlFor={`valve-${valve.id}`} className="checkout__option-name">
            {valve.name} (<Money pence={valve.product_price} /> each)
            {valve.description && <span className="ui-hint">{valve.description}</span>}
            {bundle?.includes?.includes(valve.id) && <span className="ui-hint">In your {bundle.name}: not charged again.</span>}
          </label>
          <select
            id={`valve-${valve.id}`}
            className="ui-input checkout__count"
            value={countOf(valve.id)}
            disabled={bundle?.includes?.includes(valve.id) ?? false}
            onChange={(event) => setCount(valve.id, Number(event.target.value))}>
            {Array.from({ length: MAX_VALVES_PER_KIND + 1 }, (_, count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}

/** The add-on lists the upgrades step offers. */
export type UpgradeLists = Pick<CheckoutResponse, 'bundles' | 'controls' | 'filters' | 'system_flushes' | 'radiator_valves' | 'warranties'>;

/** Why items just went: the bundle that includes them (read out when it is chosen). */
function untickedText(bundle: AddOnItem, unticked: readonly AddOnItem[]): string {
  const names = listed(unticked.map((item) => item.name));
  return `${names} ${unticked.length > 1 ? 'are' : 'is'} in the ${bundle.name}, so we have taken ${unticked.length > 1 ? 'them' : 'it'} off: you do not pay for ${unticked.length > 1 ? 'them' : 'it'} twice.`;
}

export interface UpgradesStepProps {
  readonly lists: UpgradeLists;
  readonly choices: Choices;
  readonly onChange: (choices: Choices) => void;
  readonly nav: StepNav;
}

export function UpgradesStep({ lists, choices, onChange, nav }: UpgradesStepProps) {
  const disabled = nav.saving;
  const [untickedNote, setUntickedNote] = useState<string | null>(null);
  const bundle = chosenBundle(lists, choices);
  const update = (change: Partial<Choices>) => {
    const next = withoutBundled(lists, { ...choices, ...change });
    const nextBundle = chosenBundle(lists, next.choices);
    setUntickedNote(nextBundle && next.unticked.length > 0 ? untickedText(nextBundle, next.unticked) : null);
    onChange(next.choices);
  };

  return (
    <div className="checkout__upgrades">
      <p className="ui-lede">Add anything you would like fitted with your new boiler. Your total updates as you choose.</p>
      {/* Kept in the page, so the reason an item went is read out when a bundle takes it off. */}
      <div role="status">{untickedNote && <p className="ui-notice">{untickedNote}</p>}</div>
      {SINGLE_CHOICE_LISTS.map(({ key, list, title }) => (
        <ChoiceList
          key={key}
          legend={title}
          name={key}
          items={lists[list]}
          selected={choices[key]}
          onSelect={(id) => update({ [key]: id })}
          disabled={disabled}
          bundle={key === 'bundle' ? null : bundle}
          contentsOf={key === 'bundle' ? (item) => bundleContents(lists, item) : undefined}
        />
      ))}
      <RadiatorValves valves={lists.radiator_valves} chosen={choices.radiator_valve} onChange={(ids) => update({ radiator_valve: ids })} disabled={disabled} bundle={bundle} />
      <ChoiceList legend="Warranties" name="warranty" items={lists.warranties} selected={choices.warranty} onSelect={(id) => update({ warranty: id })} withNone={false} disabled={disabled} />
      <fieldset className="ui-fieldset checkout__options" disabled={disabled}>
        <HeadingLegend>Water hardness</HeadingLegend>
        <p className="ui-hint">We looked this up from your postcode; change it if you know better. Hard and very hard water need a scale reducer to protect the new boiler.</p>
        {WATER_HARDNESS_OPTIONS.map((hardness) => (
          <label key={hardness} className="checkout__option">
            <input type="radio" name="water" checked={choices.water === hardness} onChange={() => update({ water: hardness })} />
            <span className="checkout__option-name">{hardness}</span>
          </label>
        ))}
      </fieldset>
      <StepActions nav={nav} />
    </div>
  );
}

export interface CertificationsStepProps {
  readonly certifications: readonly AddOnItem[];
  readonly chosen: number | null;
  readonly onChoose: (certification: number | null) => void;
  readonly nav: StepNav;
}

/** A free certification reads "Included", as the summary says it (never "£0.00"). */
export function CertificationsStep({ certifications, chosen, onChoose, nav }: CertificationsStepProps) {
  return (
    <div>
      <p className="ui-lede">As a landlord you need a gas safety record (CP12) every 12 months. We can do it while we are there.</p>
      <ChoiceList legend="Certificates" name="certification" items={certifications} selected={chosen} onSelect={onChoose} disabled={nav.saving} />
      <StepActions nav={nav} />
    </div>
  );
}
