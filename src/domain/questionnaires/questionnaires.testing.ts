// The seven questionnaires by route type, loaded at once for the tests (the app loads each on its own,
// src/features/quote/questionnaire-loaders.ts), and a driver that answers one as a customer does.
import { airconQuestionnaire } from './aircon';
import { batteryQuestionnaire } from './battery';
import { boilerQuestionnaire } from './boiler';
import { boilerServiceQuestionnaire } from './boiler-service';
import { evQuestionnaire } from './ev';
import { heatPumpQuestionnaire } from './heat-pump';
import { solarQuestionnaire } from './solar';
import type { QuoteType } from '../product-types';
import { answer, nextStep } from './engine';
import { questionOf, type Answers, type Draft, type Questionnaire, type Step } from './types';

export const QUESTIONNAIRES: Readonly<Record<QuoteType, Questionnaire>> = {
  boiler: boilerQuestionnaire,
  'boiler-service': boilerServiceQuestionnaire,
  'heat-pump': heatPumpQuestionnaire,
  solar: solarQuestionnaire,
  battery: batteryQuestionnaire,
  ev: evQuestionnaire,
  aircon: airconQuestionnaire,
};

/**
 * Answers `script` in order, starting at the first question, and returns the steps visited
 * after each answer. Fails if a scripted question is not the one the questionnaire asks next.
 */
export function run(questionnaire: Questionnaire, script: readonly (readonly [string, string | Draft])[], start: Answers = {}): { steps: Step[]; answers: Answers } {
  let answers = start;
  let current: Step = questionnaire.first;
  const steps: Step[] = [];
  for (const [questionId, text] of script) {
    if (questionId !== current) throw new Error(`expected to be asked "${questionId}" but was at "${current}"`);
    const draft = typeof text === 'string' ? { [questionOf(questionnaire, questionId).field]: text } : text;
    const result = answer(questionnaire, questionId, draft, answers);
    if (!result.ok) throw new Error(`${JSON.stringify(text)} rejected for ${questionId}: ${result.errors.map((e) => e.message).join('; ')}`);
    answers = result.answers;
    current = nextStep(questionnaire, questionId, answers);
    steps.push(current);
  }
  return { steps, answers };
}
