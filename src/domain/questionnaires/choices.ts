// Answer choice lists several questionnaires share, with the values the quote stores
// (quote-flows and purchase-flows sections 9). Banded answers come from ../bands.ts.
import type { AnswerBand } from '../bands';
import type { Choice, ChoiceQuestion, NumberQuestion } from './types';

/** A choice question storing `field`; its id is the field's name unless the questionnaire names it otherwise. */
export function choiceQuestion<Field extends string>(
  field: Field,
  question: Omit<ChoiceQuestion<Field>, 'id' | 'kind' | 'field'>,
  id: string = field,
): ChoiceQuestion<Field> {
  return { id, kind: 'choice', field, ...question };
}

/** A number question storing `field`, under the field's name. */
export function numberQuestion<Field extends string>(field: Field, question: Omit<NumberQuestion<Field>, 'id' | 'kind' | 'field'>): NumberQuestion<Field> {
  return { id: field, kind: 'number', field, ...question };
}

/** A band list as choices: the stored value as text (answers are text), label and description as defined. */
export function choicesOf(bands: readonly AnswerBand[]): readonly Choice[] {
  return bands.map(({ value, label, description }) => ({ value: String(value), label, ...(description ? { description } : {}) }));
}

/** A picture-card image: the shared ones in /images, ours in /images/answers. */
const picture = (name: string) => `/images/${name}.svg`;

export const YES_NO = [
  { value: 'Yes', label: 'Yes', image: picture('answer-yes') },
  { value: 'No', label: 'No', image: picture('answer-no') },
] as const satisfies readonly Choice[];

/** Home types of the yearly-savings table (quote-flows section 9). */
export const HOME_TYPES = [
  { value: 'Detached', label: 'Detached', image: picture('home-detached') },
  { value: 'Semi-detached', label: 'Semi-detached', image: picture('home-semi-detached') },
  { value: 'Terraced', label: 'Terraced', image: picture('home-terraced') },
  { value: 'Bungalow', label: 'Bungalow', image: picture('home-bungalow') },
  { value: 'Apartment', label: 'Flat or apartment', image: picture('home-apartment') },
] as const satisfies readonly Choice[];

/** Customer types (purchase-flows sections 1 and 6): a tenant-occupied home is a landlord's. */
export const CUSTOMER_TYPES: readonly Choice[] = [
  { value: 'Homeowner', label: 'I own it and live there', image: picture('owner'), also: { landlord: 'No' } },
  { value: 'Tenant-occupied', label: 'I own it and tenants live there', image: picture('landlord'), also: { landlord: 'Yes' } },
  { value: 'Landlord', label: 'I am the landlord', image: picture('landlord'), also: { landlord: 'Yes' } },
];

/** Heating systems a boiler can be. */
export const SYSTEM_TYPES: readonly Choice[] = [
  { value: 'Combi', label: 'Combi boiler', description: 'Hot water straight from the tap, no tank', image: picture('boiler-white') },
  { value: 'System', label: 'System boiler', description: 'A hot water cylinder, no tanks in the loft', image: picture('cylinder') },
  { value: 'Regular', label: 'Regular boiler', description: 'A hot water cylinder and tanks in the loft', image: picture('boiler-grey') },
];

export const BACK_BOILER: Choice = {
  value: 'Back Boiler',
  label: 'Back boiler',
  description: 'Behind a fire or fireplace',
  image: picture('boiler-black'),
};

/** Where a boiler's flue leaves the home: through a wall, or the roof (then the roof type, not the flue's distances). */
export const FLUE_EXITS = [
  { value: 'External Wall', label: 'Through an outside wall', image: picture('flue-wall') },
  { value: 'Roof', label: 'Through the roof', image: picture('flue-roof') },
] as const satisfies readonly Choice[];

export { picture };
