// The shape every quote questionnaire shares: a graph where each answer stores a value and names the
// next question (quote-flows section 4).
import type { QuoteAnswers } from '@/shared/contract-types';
import type { QuoteType } from '../product-types';
import { formatNumber } from '../number-format';

/** The address a wizard asks for; the request sends it as `customer` (and the postcode on its own where the set has one). */
export type AddressField = 'addressLine1' | 'postTown' | 'postcode';
/** The fields an answer set stores: its contract schema's, the address lines for `customer`, `boilerWorking` for `boilerBroken` (decision 550). */
export type FieldsOf<Set> = Set extends unknown
  ? Exclude<keyof Set, 'quoteType' | 'customer' | 'boilerBroken'> | AddressField | ('boilerBroken' extends keyof Set ? 'boilerWorking' : never)
  : never;
export type AnswerField = FieldsOf<QuoteAnswers>;

/** Answers by field name; every value is the text stored for that field ("Yes", "19", "SW1A 1AA"). */
export type Answers = Readonly<Partial<Record<AnswerField, string>>>;

/** Why an answer ends the online quote: the reason keys the /contact page explains. */
export type ContactReason =
  | 'no-driveway'
  | 'heat-pump-apartment'
  | 'solar-apartment'
  | 'commercial-property'
  | 'back-boiler'
  | 'boiler-not-working'
  | 'high-floor'
  | 'renting';

export type ContactStep = `contact:${ContactReason}`;

/** Where an answer leads: another question, a contact page, or the check-your-answers screen. */
export type Step = string;

/** Where an answered question leads: always one step, or a step read from the answers. */
export type Transition = Step | ((answers: Answers) => Step);

export interface Choice<Value extends string = string> {
  value: Value;
  label: string;
  description?: string;
  /** A small decorative picture under /images/answers/; the label carries the meaning. */
  image?: string;
  /** Other fields this choice sets, e.g. a customer type sets `landlord`. */
  also?: Answers;
}

/** How to find the answer: a diagram under /images/measure/, its alt text and a sentence. */
export interface QuestionHelp {
  picture: string;
  alt: string;
  text: string;
}

interface QuestionBase<Field extends string> {
  id: string;
  field: Field;
  /** The page's h1. */
  title: string;
  hint?: string;
  help?: QuestionHelp;
  /** Shown when Continue is pressed with no (valid) answer. */
  missing: string;
  /** Short label for the check-your-answers list. */
  summary: string;
}

export interface ChoiceQuestion<Field extends string = AnswerField> extends QuestionBase<Field> {
  kind: 'choice';
  choices: readonly Choice[];
}

export interface PostcodeQuestion<Field extends string = AnswerField> extends QuestionBase<Field> {
  kind: 'postcode';
  /** Shown when the text is not a UK postcode. */
  invalid: string;
}

export interface NumberQuestion<Field extends string = AnswerField> extends QuestionBase<Field> {
  kind: 'number';
  /** Shown after the box, e.g. "kWh". */
  unit: string;
  min: number;
  max: number;
  /** Decimal places allowed (default 0). */
  decimals?: number;
  /** Shown when the text is not a number between min and max. */
  invalid: string;
}

/** The first line, optional town and the postcode (`field`), where the quote needs the address itself (the EPC, the roof). */
export interface AddressQuestion<Field extends string = AnswerField> extends QuestionBase<Field> {
  kind: 'address';
  lineField: Exclude<AddressField, 'postcode'> & Field;
  townField: Exclude<AddressField, 'postcode'> & Field;
  /** Shown when the first line is empty. */
  missingLine: string;
  /** Shown when the postcode is not a UK postcode. */
  invalid: string;
}

export type Question<Field extends string = AnswerField> = ChoiceQuestion<Field> | PostcodeQuestion<Field> | NumberQuestion<Field> | AddressQuestion<Field>;

/** What the customer typed or chose on one screen, by field. */
export type Draft = Readonly<Record<string, string | undefined>>;

export interface FieldError {
  field: AnswerField;
  message: string;
}

/** A questionnaire whose questions store only `Field`s: `Questionnaire<FieldsOf<BoilerAnswers>>`. */
export interface Questionnaire<Field extends string = AnswerField> {
  type: QuoteType;
  first: string;
  questions: Readonly<Record<string, Question<Field>>>;
  /** The transition out of each answered question (section 4), before any skips. */
  next: Readonly<Record<string, Transition>>;
  /** True when a question is passed over because its answer is already valid (heat pump). */
  skip?(questionId: string, answers: Answers): boolean;
  /** Fields sent with every quote whatever was answered (e.g. heat pump landlord defaults to No). */
  defaults?: Answers;
}

export const REVIEW = 'review';

export function contactStep(reason: ContactReason): ContactStep {
  return `contact:${reason}`;
}

export function contactReasonOf(step: Step): ContactReason | undefined {
  return step.startsWith('contact:') ? (step.slice('contact:'.length) as ContactReason) : undefined;
}

export function isQuestion(questionnaire: Questionnaire, step: Step): boolean {
  return Object.hasOwn(questionnaire.questions, step);
}

export function questionOf(questionnaire: Questionnaire, id: string): Question {
  const question = questionnaire.questions[id];
  if (!question) throw unknownQuestion(questionnaire.type, id);
  return question;
}

export function unknownQuestion(type: QuoteType, questionId: string): Error {
  return new Error(`${type} has no question "${questionId}"`);
}

/** A number answer as the review reads it back, with its unit: "3,500 kWh". */
export function numberAnswerText(question: NumberQuestion, value: number): string {
  return `${formatNumber(value)} ${question.unit}`;
}
