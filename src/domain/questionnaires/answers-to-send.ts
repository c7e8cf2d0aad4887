// What a questionnaire's answers send: only check-your-answers needs it, so it loads with that step,
// not with the first question (decision 962).
import { fieldsOf, walk } from './engine';
import { questionOf, type AnswerField, type Answers, type Questionnaire } from './types';

/** The answers that count: those on the path, plus defaults and fields set by chosen answers. */
export function answersToSend(questionnaire: Questionnaire, answers: Answers): Answers {
  const { path } = walk(questionnaire, answers);
  const sent: Partial<Record<AnswerField, string>> = { ...questionnaire.defaults };
  for (const id of path) {
    const question = questionOf(questionnaire, id);
    for (const field of fieldsOf(question)) {
      const value = answers[field];
      if (value !== undefined && value !== '') sent[field] = value;
    }
    if (question.kind === 'choice') Object.assign(sent, question.choices.find((choice) => choice.value === answers[question.field])?.also);
  }
  return sent;
}
