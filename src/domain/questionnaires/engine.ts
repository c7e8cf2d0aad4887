// Walking a questionnaire: validating one answer, storing it, finding the next step, and the
// path from the first question to where the customer is (for Back and check-your-answers).
import { normalisePostcode } from './postcode';
import { isQuestion, questionOf, type Answers, type Question, type Questionnaire, type Step } from './types';

export type AnswerCheck = { ok: true; answers: Answers } | { ok: false; error: string };

/** The stored text for a valid answer, or the message to show. */
export function checkAnswer(question: Question, text: string | undefined): { ok: true; value: string } | { ok: false; error: string } {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: false, error: question.missing };
  switch (question.kind) {
    case 'choice':
      return question.choices.some((choice) => choice.value === trimmed) ? { ok: true, value: trimmed } : { ok: false, error: question.missing };
    case 'postcode': {
      const postcode = normalisePostcode(trimmed);
      return postcode ? { ok: true, value: postcode } : { ok: false, error: question.invalid };
    }
    case 'number': {
      const digits = trimmed.replace(/,/g, '');
      const amount = /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
      return amount >= question.min && amount <= question.max ? { ok: true, value: String(amount) } : { ok: false, error: question.invalid };
    }
  }
}

export function isAnswered(question: Question, answers: Answers): boolean {
  return checkAnswer(question, answers[question.field]).ok;
}

/** Stores a valid answer (and the fields its choice also sets), or says what is wrong. */
export function answer(questionnaire: Questionnaire, questionId: string, text: string | undefined, answers: Answers): AnswerCheck {
  const question = questionOf(questionnaire, questionId);
  const checked = checkAnswer(question, text);
  if (!checked.ok) return checked;
  const chosen = question.kind === 'choice' ? question.choices.find((choice) => choice.value === checked.value) : undefined;
  return { ok: true, answers: { ...answers, ...chosen?.also, [question.field]: checked.value } };
}

/** Where the customer goes after answering `questionId`: section 4's transition, then any skips. */
export function nextStep(questionnaire: Questionnaire, questionId: string, answers: Answers): Step {
  let step = questionnaire.edge(questionId, answers);
  const seen = new Set<string>([questionId]);
  while (isQuestion(questionnaire, step) && questionnaire.skip?.(step, answers)) {
    if (seen.has(step)) throw new Error(`${questionnaire.type}: skip loop at "${step}"`);
    seen.add(step);
    step = questionnaire.edge(step, answers);
  }
  return step;
}

export interface Walk {
  /** Questions from the first to the current one, including ones passed over with a valid answer. */
  path: readonly string[];
  /** The first unanswered question, or where the answers end: 'review' or 'contact:<reason>'. */
  end: Step;
}

/** Follows the answers from the first question until one is missing or the questionnaire ends. */
export function walk(questionnaire: Questionnaire, answers: Answers): Walk {
  const path: string[] = [];
  let step: Step = questionnaire.first;
  while (isQuestion(questionnaire, step)) {
    if (path.includes(step)) throw new Error(`${questionnaire.type}: cycle at "${step}"`);
    if (!isAnswered(questionOf(questionnaire, step), answers)) return { path, end: step };
    path.push(step);
    step = questionnaire.edge(step, answers);
  }
  return { path, end: step };
}

/**
 * Where Back goes: the question before `step` on the customer's path. From the check-your-answers
 * or a contact screen (not questions) it is the last question answered. Undefined on the first.
 */
export function previousQuestion(questionnaire: Questionnaire, step: Step, answers: Answers): string | undefined {
  const { path } = walk(questionnaire, answers);
  if (!isQuestion(questionnaire, step)) return path.at(-1);
  const index = path.indexOf(step);
  if (index === -1) return path.at(-1);
  return index > 0 ? path[index - 1] : undefined;
}

/** Can this question be shown with these answers? Only if it lies on the path walked so far. */
export function isReachable(questionnaire: Questionnaire, questionId: string, answers: Answers): boolean {
  const { path, end } = walk(questionnaire, answers);
  return path.includes(questionId) || end === questionId;
}

/** The answers that count: those on the path, plus defaults and fields set by chosen answers. */
export function answersToSend(questionnaire: Questionnaire, answers: Answers): Answers {
  const { path } = walk(questionnaire, answers);
  const sent: Record<string, string> = { ...questionnaire.defaults };
  for (const id of path) {
    const question = questionOf(questionnaire, id);
    const value = answers[question.field];
    if (value === undefined) continue;
    sent[question.field] = value;
    if (question.kind === 'choice') Object.assign(sent, question.choices.find((choice) => choice.value === value)?.also);
  }
  return sent;
}
