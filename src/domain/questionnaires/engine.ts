// Walking a questionnaire: validating one screen's answer, storing it, finding the next step, and
// the path from the first question to where the customer is (for Back and check-your-answers).
import { normalisePostcode } from './postcode';
import { contactReasonOf, isQuestion, questionOf, unknownQuestion, type AnswerField, type Answers, type Draft, type FieldError, type Question, type Questionnaire, type Step } from './types';

export type Checked = { ok: true; values: Answers } | { ok: false; errors: readonly FieldError[] };

const fail = (field: AnswerField, message: string): Checked => ({ ok: false, errors: [{ field, message }] });

function checkNumber(text: string, decimals: number): number | undefined {
  const digits = text.replace(/,/g, '');
  const pattern = decimals > 0 ? new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`) : /^\d+$/;
  return pattern.test(digits) ? Number(digits) : undefined;
}

/** The values to store for a screen's answer, or the messages to show (GOV.UK: one per field). */
export function checkAnswer(question: Question, draft: Draft): Checked {
  const text = (draft[question.field] ?? '').trim();
  switch (question.kind) {
    case 'choice':
      return question.choices.some((choice) => choice.value === text) ? { ok: true, values: { [question.field]: text } } : fail(question.field, question.missing);
    case 'postcode': {
      if (text === '') return fail(question.field, question.missing);
      const postcode = normalisePostcode(text);
      return postcode ? { ok: true, values: { [question.field]: postcode } } : fail(question.field, question.invalid);
    }
    case 'number': {
      if (text === '') return fail(question.field, question.missing);
      const amount = checkNumber(text, question.decimals ?? 0);
      return amount !== undefined && amount >= question.min && amount <= question.max
        ? { ok: true, values: { [question.field]: String(amount) } }
        : fail(question.field, question.invalid);
    }
    case 'address': {
      const line = (draft[question.lineField] ?? '').trim();
      const town = (draft[question.townField] ?? '').trim();
      const postcode = normalisePostcode(text);
      const errors: FieldError[] = [];
      if (line === '') errors.push({ field: question.lineField, message: question.missingLine });
      if (text === '') errors.push({ field: question.field, message: question.missing });
      else if (!postcode) errors.push({ field: question.field, message: question.invalid });
      if (errors.length > 0 || !postcode) return { ok: false, errors };
      return { ok: true, values: { [question.lineField]: line, [question.townField]: town, [question.field]: postcode } };
    }
  }
}

export function isAnswered(question: Question, answers: Answers): boolean {
  return checkAnswer(question, answers).ok;
}

/** The fields one question stores (an address stores three). */
export function fieldsOf(question: Question): readonly AnswerField[] {
  return question.kind === 'address' ? [question.lineField, question.townField, question.field] : [question.field];
}

/** Stores a valid answer (and the fields its choice also sets), or says what is wrong. */
export function answer(questionnaire: Questionnaire, questionId: string, draft: Draft, answers: Answers): { ok: true; answers: Answers } | { ok: false; errors: readonly FieldError[] } {
  const question = questionOf(questionnaire, questionId);
  const checked = checkAnswer(question, draft);
  if (!checked.ok) return checked;
  const chosen = question.kind === 'choice' ? question.choices.find((choice) => choice.value === checked.values[question.field]) : undefined;
  return { ok: true, answers: { ...answers, ...chosen?.also, ...checked.values } };
}

/** The transition out of an answered question (section 4), before any skips. */
function edge(questionnaire: Questionnaire, questionId: string, answers: Answers): Step {
  const transition = Object.hasOwn(questionnaire.next, questionId) ? questionnaire.next[questionId] : undefined;
  if (transition === undefined) throw unknownQuestion(questionnaire.type, questionId);
  return typeof transition === 'string' ? transition : transition(answers);
}

/** Where the customer goes after answering `questionId`: section 4's transition, then any skips. */
export function nextStep(questionnaire: Questionnaire, questionId: string, answers: Answers): Step {
  let step = edge(questionnaire, questionId, answers);
  const seen = new Set<string>([questionId]);
  while (isQuestion(questionnaire, step) && questionnaire.skip?.(step, answers)) {
    if (seen.has(step)) throw new Error(`${questionnaire.type}: skip loop at "${step}"`);
    seen.add(step);
    step = edge(questionnaire, step, answers);
  }
  return step;
}

/** The answered questions from the first on, and the first unanswered one or where the answers end. */
export interface Walk {
  path: readonly string[];
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
    step = edge(questionnaire, step, answers);
  }
  return { path, end: step };
}

/** Where Back goes: the question before `step` on the path, or the last one answered from a screen that is no question. */
export function previousQuestion(questionnaire: Questionnaire, step: Step, answers: Answers): string | undefined {
  const { path } = walk(questionnaire, answers);
  const index = path.indexOf(step);
  if (index === -1) return path.at(-1);
  return index > 0 ? path[index - 1] : undefined;
}

/** Can this question be shown with these answers? Only if it lies on the path walked so far. */
export function isReachable(questionnaire: Questionnaire, questionId: string, answers: Answers): boolean {
  const { path, end } = walk(questionnaire, answers);
  return path.includes(questionId) || end === questionId;
}

/** The question's place on the path from 1, of `total`; `estimated` while later answers may change the total. */
export interface Progress {
  position: number;
  total: number;
  estimated: boolean;
}

/** Assumes the first choice of `questionId` that keeps the quote online; `branches` when another leads elsewhere. */
function assumedAnswer(questionnaire: Questionnaire, questionId: string, answers: Answers): { answers: Answers; branches: boolean } {
  const question = questionOf(questionnaire, questionId);
  if (question.kind !== 'choice') return { answers, branches: false };
  const options = question.choices.map((choice) => {
    const assumed = { ...answers, ...choice.also, [question.field]: choice.value };
    return { answers: assumed, next: edge(questionnaire, questionId, assumed) };
  });
  const chosen = options.find((option) => !contactReasonOf(option.next)) ?? options[0];
  return { answers: chosen?.answers ?? answers, branches: new Set(options.map((option) => option.next)).size > 1 };
}

/** How far along `step` is, on the path the answers give and then the assumed answers: an estimate while one ahead branches. */
export function progressOf(questionnaire: Questionnaire, step: Step, answers: Answers): Progress {
  const path: string[] = [];
  let assumed = answers;
  let estimated = false;
  let current: Step = questionnaire.first;
  while (isQuestion(questionnaire, current) && !path.includes(current)) {
    path.push(current);
    if (!isAnswered(questionOf(questionnaire, current), assumed)) {
      const guess = assumedAnswer(questionnaire, current, assumed);
      assumed = guess.answers;
      estimated ||= guess.branches;
    }
    current = edge(questionnaire, current, assumed);
  }
  const index = path.indexOf(step);
  return { position: (index === -1 ? path.length : index) + 1, total: path.length, estimated };
}
