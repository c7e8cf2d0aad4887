// Check your answers (GOV.UK), with "Get my prices" held at the foot of the screen (decision 957).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { usePageTitle } from '@/ui/page-title';
import { useStepFocus } from '@/ui/step-focus';
import { QUOTE_PROFILES } from '@/domain/product-profiles';
import { walk } from '@/domain/questionnaires/engine';
import { questionHref } from './questionnaire-step';
import { REVIEW, numberAnswerText, questionOf, type Answers, type Question, type Questionnaire } from '@/domain/questionnaires/types';

function answerText(question: Question, answers: Answers): ReactNode {
  switch (question.kind) {
    case 'choice':
      return question.choices.find((choice) => choice.value === answers[question.field])?.label ?? '';
    case 'number':
      return numberAnswerText(question, Number(answers[question.field]));
    case 'postcode':
      return answers[question.field];
    case 'address':
      return [answers[question.lineField], answers[question.townField], answers[question.field]].filter(Boolean).join(', ');
  }
}

interface ReviewScreenProps {
  questionnaire: Questionnaire;
  answers: Answers;
  onSubmit: () => void;
}

export function ReviewScreen({ questionnaire, answers, onSubmit }: ReviewScreenProps) {
  usePageTitle('Check your answers');
  // The Continue that had focus is gone: the heading takes it, so the step is announced.
  const headingRef = useStepFocus<HTMLHeadingElement>(REVIEW, { onFirstShow: true, scroll: 'none' });
  const { path } = walk(questionnaire, answers);
  return (
    <div className="quote-review">
      <h1 ref={headingRef} tabIndex={-1}>
        Check your answers
      </h1>
      <p>
        Check your {path.length} answers for your {QUOTE_PROFILES[questionnaire.type].quoteName} quote, then we’ll find your prices.
      </p>
      <dl className="quote-summary">
        {path.map((id) => {
          const question = questionOf(questionnaire, id);
          return (
            <div key={id} className="quote-summary__row">
              <dt>{question.summary}</dt>
              <dd>{answerText(question, answers)}</dd>
              <dd className="quote-summary__action">
                <Link to={questionHref(questionnaire.type, id)}>
                  Change<span className="ui-visually-hidden"> {question.summary.toLowerCase()}</span>
                </Link>
              </dd>
            </div>
          );
        })}
      </dl>
      <div className="quote-review__submit">
        <Button block onClick={onSubmit}>
          Get my prices
        </Button>
      </div>
    </div>
  );
}
