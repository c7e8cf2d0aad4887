// One question on its own page (GOV.UK): the question is the h1, validate on Continue, keep what
// was typed, and an error summary that takes focus.
import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button';
import { ChoiceQuestion, choiceFieldId } from '@/ui/choice-question';
import { ErrorSummary, type FieldError as SummaryError } from '@/ui/error-summary';
import { NumberField, PostcodeField, TextField } from '@/ui/fields';
import { usePageTitle } from '@/ui/page-title';
import { useStepFocus } from '@/ui/step-focus';
import { checkAnswer, fieldsOf } from '@/domain/questionnaires/engine';
import type { Answers, Draft, FieldError, Question } from '@/domain/questionnaires/types';

interface QuestionScreenProps {
  question: Question;
  answers: Answers;
  /** Called with a valid answer; the flow stores it and moves on. */
  onAnswer: (draft: Draft) => void;
}

function draftFrom(question: Question, answers: Answers): Record<string, string> {
  return Object.fromEntries(fieldsOf(question).map((field) => [field, answers[field] ?? '']));
}

/** The element an error links to: a choice group's first card, else the input named by the field. */
function fieldElementId(question: Question, field: string) {
  return question.kind === 'choice' ? choiceFieldId(question.id) : field;
}

/** The chosen card, else the first control. */
function firstControl(form: HTMLFormElement) {
  return form.querySelector<HTMLInputElement>('input:checked') ?? form.querySelector<HTMLInputElement>('input');
}

export function QuestionScreen({ question, answers, onAnswer }: QuestionScreenProps) {
  const [draft, setDraft] = useState(() => draftFrom(question, answers));
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  usePageTitle(question.title);
  // A new question, or the first as the page opens: its first control takes focus, which announces
  // the question (legend or label). The page stays put: scrolling to a field could hide the question.
  const formRef = useStepFocus<HTMLFormElement>(question.id, { onFirstShow: true, scroll: 'none', target: firstControl });

  const errorFor = (field: string) => errors.find((error) => error.field === field)?.message;
  const update = (field: string) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkAnswer(question, draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors([]);
    onAnswer(draft);
  }

  const summary: SummaryError[] = errors.map((error) => ({ fieldId: fieldElementId(question, error.field), message: error.message }));

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="quote-question">
      <ErrorSummary errors={summary} />
      {question.kind === 'choice' && (
        <ChoiceQuestion
          name={question.id}
          question={question.title}
          hint={question.hint}
          choices={question.choices}
          value={draft[question.field] || undefined}
          onChange={update(question.field)}
          error={errorFor(question.field)}
        />
      )}
      {question.kind === 'number' && (
        <NumberField
          id={question.field}
          labelAsHeading
          label={question.title}
          hint={question.hint}
          suffix={question.unit}
          decimal={(question.decimals ?? 0) > 0}
          value={draft[question.field] ?? ''}
          onChange={update(question.field)}
          error={errorFor(question.field)}
          autoComplete="off"
        />
      )}
      {question.kind === 'postcode' && (
        <PostcodeField
          id={question.field}
          labelAsHeading
          label={question.title}
          hint={question.hint}
          value={draft[question.field] ?? ''}
          onChange={update(question.field)}
          error={errorFor(question.field)}
        />
      )}
      {question.kind === 'address' && (
        <fieldset className="ui-fieldset quote-address">
          <legend className="ui-legend">
            <h1>{question.title}</h1>
          </legend>
          {question.hint && <p className="ui-hint">{question.hint}</p>}
          <TextField
            id={question.lineField}
            label="Address line 1"
            autoComplete="address-line1"
            value={draft[question.lineField] ?? ''}
            onChange={update(question.lineField)}
            error={errorFor(question.lineField)}
          />
          <TextField
            id={question.townField}
            label="Town or city (optional)"
            autoComplete="address-level2"
            value={draft[question.townField] ?? ''}
            onChange={update(question.townField)}
          />
          <PostcodeField id={question.field} value={draft[question.field] ?? ''} onChange={update(question.field)} error={errorFor(question.field)} />
        </fieldset>
      )}
      <Button type="submit" block>
        Continue
      </Button>
    </form>
  );
}
