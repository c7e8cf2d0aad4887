// The step a questionnaire shows, and the address that names it: read by the flow as it renders and by
// the route's loader before the page does (quote-loader.ts), so a landing renders once.
import type { QuoteType } from '@/domain/product-types';
import { paths } from '@/domain/route-manifest';
import { isReachable, walk } from '@/domain/questionnaires/engine';
import { REVIEW, isQuestion, type Answers, type Questionnaire, type Step } from '@/domain/questionnaires/types';
import { answersOf, resumeOpenedQuote } from './answers-store';

export function questionHref(type: QuoteType, step: Step) {
  return `${paths.quote(type)}?step=${encodeURIComponent(step)}`;
}

/** Where a visit without (or with an unreachable) ?step= lands: where the answers left off. */
function resumeStep(questionnaire: Questionnaire, answers: Answers): Step {
  const { path, end } = walk(questionnaire, answers);
  if (end === REVIEW || isQuestion(questionnaire, end)) return end;
  // The answers end at a contact page: show the answer that led there, so it can be changed.
  return path.at(-1) ?? questionnaire.first;
}

function canShow(questionnaire: Questionnaire, step: string, answers: Answers): boolean {
  if (step === REVIEW) return walk(questionnaire, answers).end === REVIEW;
  return isQuestion(questionnaire, step) && isReachable(questionnaire, step, answers);
}

/** The step a visit shows: the one in ?step= when it can be shown, else where the answers left off. */
export function stepShown(questionnaire: Questionnaire, requested: string | null, answers: Answers): Step {
  return requested && canShow(questionnaire, requested, answers) ? requested : resumeStep(questionnaire, answers);
}

/** For the route's loader: the address of the step to show, or null when the address already names it. */
export async function stepAddressFor(type: QuoteType, questionnaire: Questionnaire, requested: string | null): Promise<string | null> {
  await resumeOpenedQuote(type, questionnaire);
  const step = stepShown(questionnaire, requested, answersOf(type));
  return requested === step ? null : questionHref(type, step);
}
