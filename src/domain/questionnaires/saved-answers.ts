// A quote's answers as the server sent them back, turned into the answers a questionnaire stores (decision
// 955): each value checked by its question as if the customer had typed it, and dropped where refused.
import { isPlainObject, type PlainObject } from '../plain-object';
import { checkAnswer } from './engine';
import { OPPOSITE, toRequestBody } from './request-body';
import type { AnswerField, Answers, Draft, Questionnaire } from './types';

/** A sent value as the text a question stores: text, or a finite number written out. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

/** The body's values by the fields the questionnaires store, unchecked: `customer` as the address lines, `boilerBroken` as the answer to "Is your boiler working?". */
function draftOf(body: PlainObject): Draft {
  const draft: Record<string, string | undefined> = {};
  for (const [field, value] of Object.entries(body)) {
    if (field !== 'quoteType' && field !== 'customer' && field !== 'boilerBroken') draft[field] = textOf(value);
  }
  const broken = textOf(body.boilerBroken);
  if (broken === 'Yes' || broken === 'No') draft.boilerWorking = OPPOSITE[broken];
  if (isPlainObject(body.customer)) {
    draft.addressLine1 = textOf(body.customer.address_line_1);
    draft.postTown = textOf(body.customer.post_town) ?? '';
    draft.postcode ??= textOf(body.customer.postcode);
  }
  return draft;
}

/** The fields a chosen answer, or the questionnaire's defaults, set without a question of their own, with the values they may hold. */
function setValues(questionnaire: Questionnaire): ReadonlyMap<string, ReadonlySet<string>> {
  const values = new Map<string, Set<string>>();
  const add = (set: Answers | undefined) => {
    for (const [field, value] of Object.entries(set ?? {})) {
      if (value !== undefined) values.set(field, (values.get(field) ?? new Set()).add(value));
    }
  };
  add(questionnaire.defaults);
  for (const question of Object.values(questionnaire.questions)) {
    if (question.kind === 'choice') question.choices.forEach((choice) => add(choice.also));
  }
  return values;
}

/** The answers a questionnaire stores for a quote's saved answers; another quote type's, or no object, give none. */
export function storedAnswersOf(questionnaire: Questionnaire, body: unknown): Answers {
  if (!isPlainObject(body) || body.quoteType !== questionnaire.type) return {};
  const draft = draftOf(body);
  const stored: Partial<Record<AnswerField, string>> = {};
  for (const [field, allowed] of setValues(questionnaire)) {
    const value = draft[field];
    if (value !== undefined && allowed.has(value)) stored[field as AnswerField] = value;
  }
  for (const question of Object.values(questionnaire.questions)) {
    const checked = checkAnswer(question, draft);
    if (checked.ok) Object.assign(stored, checked.values);
    else if (question.kind === 'choice' && body[question.field] === undefined) {
      // The one answer the body never carries (radiators' "I don't know") is what its silence means.
      const sent = (value: string): Readonly<Record<string, unknown>> => toRequestBody(questionnaire.type, { [question.field]: value });
      const unsent = question.choices.filter((choice) => sent(choice.value)[question.field] === undefined);
      if (unsent.length === 1) stored[question.field] = unsent[0]!.value;
    }
  }
  return stored;
}
