// Drives a questionnaire the way a customer does: answer the question shown, go where it leads.
import { answer, nextStep } from './engine';
import { questionOf, type Answers, type Draft, type Questionnaire, type Step } from './types';

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
