// Questions that several questionnaires ask in the same words, defined once. Those only solar and
// battery ask are household-questions.ts, so the other questionnaires do not download them.
import { BEDROOM_BANDS } from '../bands';
import { HOME_TYPES, choiceQuestion, choicesOf, picture } from './choices';
import type { Choice, ChoiceQuestion } from './types';
import type { YesNo } from '@/shared/contract-types';

export const homeTypeQuestion = choiceQuestion('homeType', {
  title: 'What type of home is it?',
  missing: 'Select the type of home',
  summary: 'Type of home',
  choices: HOME_TYPES,
});

export const bedroomsQuestion = choiceQuestion('bedrooms', {
  title: 'How many bedrooms does your home have?',
  missing: 'Select how many bedrooms your home has',
  summary: 'Bedrooms',
  choices: choicesOf(BEDROOM_BANDS),
});

/** Stored as asked (`boilerWorking`); the request sends the contract's `boilerBroken`, its opposite (decision 550). */
export function boilerWorkingQuestion(id: string, hint?: string): ChoiceQuestion<'boilerWorking'> {
  return choiceQuestion(
    'boilerWorking',
    {
      title: 'Is your boiler working?',
      ...(hint ? { hint } : {}),
      missing: 'Select yes if your boiler is working',
      summary: 'Boiler working',
      choices: [
        { value: 'Yes', label: 'Yes, it is working', image: picture('answer-yes') },
        { value: 'No', label: 'No, it has broken down', image: picture('answer-no') },
      ] satisfies readonly Choice<YesNo>[],
    },
    id,
  );
}

export const FUELS = {
  gas: { value: 'Gas', label: 'Mains gas', image: picture('fuel-gas') },
  lpg: { value: 'LPG', label: 'LPG (bottled or tank gas)', image: picture('fuel-lpg') },
  oil: { value: 'Oil', label: 'Oil', image: picture('fuel-oil') },
} as const satisfies Record<string, Choice>;

/** The fuels a boiler quote covers. */
export const BOILER_FUELS = [FUELS.gas, FUELS.lpg, FUELS.oil] as const;
/** A service covers gas and LPG boilers only. */
export const SERVICE_FUELS = [FUELS.gas, FUELS.lpg] as const;

export function fuelQuestion(id: string, fuels: readonly Choice[]): ChoiceQuestion<'fuelType'> {
  return choiceQuestion('fuelType', { title: 'What fuel does your boiler use?', missing: 'Select the fuel your boiler uses', summary: 'Fuel', choices: fuels }, id);
}
