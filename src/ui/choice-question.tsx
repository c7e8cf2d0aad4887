import type { ReactNode } from 'react';
import type { AddOnItem } from '@/shared/contract-types';
import type { Choice } from '@/domain/questionnaires/types';
import { formatPence } from '@/domain/money';
import { hintId } from './fields';

/**
 * Cards wear their focus ring only after a key press: Chromium counts focus moved by script before any interaction
 * as :focus-visible, so a new question's focused first card looked already chosen.
 */
function trackFocusSource() {
  if (typeof document === 'undefined' || document.documentElement.dataset.focusSourceTracked) return;
  const root = document.documentElement;
  root.dataset.focusSourceTracked = 'true';
  const listen = { capture: true, passive: true };
  document.addEventListener(
    'keydown',
    (event) => {
      if (!event.metaKey && !event.ctrlKey && !event.altKey) root.dataset.focusSource = 'keyboard';
    },
    listen,
  );
  document.addEventListener('pointerdown', () => (root.dataset.focusSource = 'pointer'), listen);
}
trackFocusSource();

/** An optional group's "none" choice: "No" and its title, the first word lower-cased unless an abbreviation ("No EV chargers"). */
export function noneChoiceLabel(groupTitle: string): string {
  const [first = '', ...rest] = groupTitle.trim().split(/\s+/);
  const abbreviation = first.length > 1 && first === first.toUpperCase() && first !== first.toLowerCase();
  return ['No', abbreviation ? first : first.charAt(0).toLowerCase() + first.slice(1), ...rest].join(' ');
}

const descriptionId = (choice: Choice, id: string) => (choice.description ? `${id}-description` : undefined);

/** Text-only cards with descriptions (upgrade items with prices) take a full-width column on a phone. */
function cardLayout(choices: readonly Choice[]) {
  const pictures = choices.some((choice) => choice.image);
  const described = !pictures && choices.some((choice) => choice.description);
  return { grid: `ui-choice-grid${described ? ' ui-choice-grid--described' : ''}`, textOnly: pictures ? '' : ' ui-choice--text-only' };
}

/** A card's mark, picture, label and description, as radio cards and one-tap buttons show them. */
function ChoiceCardContent({ choice, id }: { choice: Choice; id: string }) {
  return (
    <>
      <span className="ui-choice__mark" aria-hidden="true" />
      {choice.image && <img className="ui-choice__image" src={choice.image} alt="" width={96} height={96} fetchPriority="low" />}
      <span id={`${id}-label`} className="ui-choice__label">
        {choice.label}
      </span>
      {choice.description && (
        <span id={descriptionId(choice, id)} className="ui-choice__description">
          {choice.description}
        </span>
      )}
    </>
  );
}

const NONE = 'none';

export interface AddOnQuestionProps {
  /** The add-on's list key, the base of the radio group's name. */
  name: string;
  title: string;
  items: readonly AddOnItem[];
  /** Each card says the item's description before its price. */
  withDescriptions?: boolean;
  value: number | null;
  onChange: (id: number | null) => void;
}

/**
 * An optional add-on group on a page of several: "none" or one item, each card saying what it adds. Native
 * radios: one Tab stop, arrow keys, "n of m" announced.
 */
export function AddOnQuestion({ name, title, items, withDescriptions = false, value, onChange }: AddOnQuestionProps) {
  const describe = (item: AddOnItem) => `${withDescriptions && item.description ? `${item.description} ` : ''}Adds ${formatPence(item.product_total)}`;
  const choices: Choice[] = [
    { value: NONE, label: noneChoiceLabel(title) },
    ...items.map((item) => ({ value: String(item.id), label: item.name, description: describe(item) })),
  ];
  const chosen = value === null ? NONE : String(value);
  const groupName = `upgrade-${name}`;
  const layout = cardLayout(choices);
  return (
    <div className="ui-field">
      <fieldset className="ui-fieldset">
        <legend className="ui-legend">
          <h2>{title}</h2>
        </legend>
        <div className={layout.grid}>
          {choices.map((choice, index) => {
            const id = `${groupName}-${index}`;
            return (
              <label key={choice.value} className={`ui-choice${layout.textOnly}`} htmlFor={id}>
                <input
                  id={id}
                  type="radio"
                  name={groupName}
                  value={choice.value}
                  checked={chosen === choice.value}
                  aria-labelledby={`${id}-label`}
                  aria-describedby={descriptionId(choice, id)}
                  onChange={() => onChange(choice.value === NONE ? null : Number(choice.value))}
                />
                <ChoiceCardContent choice={choice} id={id} />
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

export interface ChoiceButtonsProps<Value extends string = string> {
  /** The base of the ids. */
  name: string;
  /** The question, shown as the page's h1. */
  question: ReactNode;
  hint?: ReactNode;
  /** Help shown between the question and its answers (a diagram of how to measure). */
  children?: ReactNode;
  choices: readonly Choice<Value>[];
  /** The answer given before (Back, Change): marked as pressed. */
  value: Value | undefined;
  onChoose: (value: Value) => void;
}

/** A question answered by one tap on a button, which WCAG 3.2.2 lets move on (a radio may not); every tap answers (decision 957). */
export function ChoiceButtons<Value extends string = string>({ name, question, hint, children, choices, value, onChoose }: ChoiceButtonsProps<Value>) {
  const headingId = `${name}-heading`;
  const layout = cardLayout(choices);
  return (
    <div className="ui-field">
      <h1 id={headingId} tabIndex={-1}>
        {question}
      </h1>
      {hint && (
        <p id={hintId(name)} className="ui-hint">
          {hint}
        </p>
      )}
      {children}
      <div role="group" aria-labelledby={headingId} aria-describedby={hint ? hintId(name) : undefined} className={layout.grid}>
        {choices.map((choice, index) => {
          const id = `${name}-${index}`;
          return (
            <button
              key={choice.value}
              id={id}
              type="button"
              className={`ui-choice ui-choice--button${layout.textOnly}`}
              aria-pressed={value === choice.value}
              aria-labelledby={`${id}-label`}
              aria-describedby={descriptionId(choice, id)}
              onClick={() => onChoose(choice.value)}
            >
              <ChoiceCardContent choice={choice} id={id} />
            </button>
          );
        })}
      </div>
    </div>
  );
}
