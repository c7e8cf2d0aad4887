// One question on its own page (GOV.UK), the question its h1: a choice is one tap (decision 957), a typed answer has a Continue.
import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button';
import { ChoiceButtons } from '@/ui/choice-question';
import { ErrorSummary, type FieldError as SummaryError } from '@/ui/error-summary';
import { NumberField, PostcodeField, TextField } from '@/ui/fields';
import { usePageTitle } from '@/ui/page-title';
import { ProgressBar } from '@/ui/progress-bar';
import { useStepFocus } from '@/ui/step-focus';
import { checkAnswer, fieldsOf, type Progress } from '@/domain/questionnaires/engine';
import type { AnswerField, Answers, Draft, FieldError, Question, QuestionHelp } from '@/domain/questionnaires/types';

interface QuestionScreenProps {
  question: Question;
  answers: Answers;
  progress: Progress;
  onAnswer: (draft: Draft) => void;
}

/** "Question 4 of about 12": the path's length depends on answers not given yet. */
export function progressText({ position, total, estimated }: Progress): string {
  return `Question ${position} of ${estimated ? 'about ' : ''}${total}`;
}

/**
 * The question's heading. A typed question's is its field's label (GOV.UK), which the field renders
 * without a tabindex: it gets one here, so focus can rest on it as on every other question's.
 */
function heading(root: HTMLElement) {
  const h1 = root.querySelector('h1');
  if (h1 && !h1.hasAttribute('tabindex')) h1.tabIndex = -1;
  return h1;
}

function HowToMeasure({ help }: { help: QuestionHelp }) {
  return (
    <figure className="quote-help">
      <img src={help.picture} alt={help.alt} width={240} height={150} />
      <figcaption>
        <strong>How to measure: </strong>
        {help.text}
      </figcaption>
    </figure>
  );
}

export function QuestionScreen({ question, answers, progress, onAnswer }: QuestionScreenProps) {
  usePageTitle(question.title);
  // Each question starts at the top with focus on its heading, so a screen reader announces it.
  const screenRef = useStepFocus<HTMLDivElement>(question.id, { onFirstShow: true, scroll: 'page-top', target: heading });
  const help = question.help && <HowToMeasure help={question.help} />;
  return (
    <div ref={screenRef} className="quote-question">
      <ProgressBar value={progress.position} max={progress.total} label={progressText(progress)} />
      {question.kind === 'choice' ? (
        <ChoiceButtons
          name={question.id}
          question={question.title}
          hint={question.hint}
          choices={question.choices}
          value={answers[question.field]}
          onChoose={(value) => onAnswer({ [question.field]: value })}
        >
          {help}
        </ChoiceButtons>
      ) : (
        <TypedQuestion question={question} answers={answers} onAnswer={onAnswer} />
      )}
    </div>
  );
}

type TypedQuestionProps = Omit<QuestionScreenProps, 'question' | 'progress'> & { question: Exclude<Question, { kind: 'choice' }> };

/** The question's fields, each with its value or ''. */
function fieldValues(question: Question, valueOf: (field: AnswerField) => string | undefined): Record<string, string> {
  return Object.fromEntries(fieldsOf(question).map((field) => [field, valueOf(field) ?? '']));
}

function TypedQuestion({ question, answers, onAnswer }: TypedQuestionProps) {
  const [draft, setDraft] = useState(() => fieldValues(question, (field) => answers[field]));
  const [errors, setErrors] = useState<readonly FieldError[]>([]);

  const bound = (field: string) => ({
    id: field,
    value: draft[field] ?? '',
    onChange: (value: string) => setDraft((current) => ({ ...current, [field]: value })),
    error: errors.find((error) => error.field === field)?.message,
  });
  const heading = { labelAsHeading: true, label: question.title, hint: question.hint };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the boxes show, however they were filled: a script may set a value without React hearing of it.
    const { elements } = event.currentTarget;
    const shown = fieldValues(question, (field) => (elements.namedItem(field) as HTMLInputElement | null)?.value);
    setDraft(shown);
    const checked = checkAnswer(question, shown);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors([]);
    onAnswer(shown);
  }

  const summary: SummaryError[] = errors.map((error) => ({ fieldId: error.field, message: error.message }));

  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary errors={summary} />
      {question.kind === 'number' && (
        <NumberField {...bound(question.field)} {...heading} suffix={question.unit} decimal={(question.decimals ?? 0) > 0} autoComplete="off" />
      )}
      {question.kind === 'postcode' && (
        <PostcodeField {...bound(question.field)} {...heading} />
      )}
      {question.kind === 'address' && (
        <fieldset className="ui-fieldset quote-address">
          <legend className="ui-legend">
            <h1>{question.title}</h1>
          </legend>
          {question.hint && <p className="ui-hint">{question.hint}</p>}
          <TextField {...bound(question.lineField)} label="Address line 1" autoComplete="address-line1" />
          <TextField {...bound(question.townField)} label="Town or city (optional)" autoComplete="address-level2" />
          <PostcodeField {...bound(question.field)} />
        </fieldset>
      )}
      <Button type="submit" block>
        Continue
      </Button>
    </form>
  );
}
