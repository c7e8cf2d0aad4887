// Drives a questionnaire the way a customer does: answer the question shown, go where it leads.
import { answer, nextStep } from './engine';
import type { Answers, Questionnaire, Step } from './types';

/**
 * Answers `script` in order, starting at the first question, and returns the steps visited
 * after each answer. Fails if a scripted question is not the one the questionnaire asks next.
 */
export function run(questionnaire: Questionnaire, script: readonly (readonly [string, string])[], start: Answers = {}): { steps: Step[]; answers: Answers } {
  let answers = start;
  let current: Step = questionnaire.first;
  const steps: Step[] = [];
  for (const [questionId, text] of script) {
    if (questionId !== current) throw new Error(`expected to be asked "${questionId}" but was at "${current}"`);
    const result = answer(questionnaire, questionId, text, answers);
    if (!result.ok) throw new Error(`"${text}" rejected for ${questionId}: ${result.error}`);
    answers = result.answers;
    current = nextStep(questionnaire, questionId, answers);
    steps.push(current);
  }
  return { steps, answers };
}
