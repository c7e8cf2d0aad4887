// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUESTIONNAIRES } from '@/domain/questionnaires/questionnaires.testing';
import { questionOf } from '@/domain/questionnaires/types';
import { QuestionScreen, progressText } from './question-screen';

const boiler = QUESTIONNAIRES.boiler;
const progress = { position: 15, total: 20, estimated: true };

describe('QuestionScreen', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo;
  });

  it.each(['fuelType', 'postcode'])('%s opens at the top of the page with focus on its heading', async (id) => {
    render(<QuestionScreen question={questionOf(boiler, id)} answers={{}} progress={progress} onAnswer={() => {}} />);
    const heading = screen.getByRole('heading', { level: 1, name: questionOf(boiler, id).title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('a choice is one tap: the card answers with its value, and the answer given before is marked', async () => {
    const onAnswer = vi.fn();
    render(<QuestionScreen question={questionOf(boiler, 'flueLength')} answers={{ flueLength: '2-3m' }} progress={progress} onAnswer={onAnswer} />);
    expect(screen.getByRole('button', { name: '2 to 3 metres' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '1 to 2 metres' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith({ flueLength: '1-2m' });
  });

  it('says how far along the customer is, as text and as a progress bar', () => {
    render(<QuestionScreen question={questionOf(boiler, 'flueLength')} answers={{}} progress={progress} onAnswer={() => {}} />);
    const bar = screen.getByRole('progressbar', { name: 'Question 15 of about 20' });
    expect(bar.getAttribute('aria-valuenow')).toBe('15');
    expect(bar.getAttribute('aria-valuetext')).toBe('Question 15 of about 20');
    expect(progressText({ position: 5, total: 6, estimated: false })).toBe('Question 5 of 6');
  });

  it.each(['flueLength', 'flueWindowDistance', 'flueGroundDistance', 'fluePropertyDistance', 'flueUnderStructure'])('%s shows how to measure: a described diagram and a sentence', (id) => {
    const question = questionOf(boiler, id);
    render(<QuestionScreen question={question} answers={{}} progress={progress} onAnswer={() => {}} />);
    const diagram = screen.getByRole('img');
    expect(diagram.getAttribute('alt')).toBe(question.help?.alt);
    expect(diagram.getAttribute('src')).toMatch(/^\/images\/measure\/flue-[a-z]+\.svg$/);
    expect(screen.getByText(question.help!.text)).toBeTruthy();
  });

  it('a typed answer keeps a Continue and sends what the box shows, even when a script filled it without an input event React hears', () => {
    const onAnswer = vi.fn();
    render(<QuestionScreen question={questionOf(boiler, 'postcode')} answers={{}} progress={progress} onAnswer={onAnswer} />);
    const box = screen.getByRole('textbox', { name: 'What is the postcode of the home?' }) as HTMLInputElement;
    // The way some password managers fill: the value property, then input and change events.
    box.value = 'sw1a1aa';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    box.dispatchEvent(new Event('change', { bubbles: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith({ postcode: 'sw1a1aa' });
  });

  it('a typed answer that is not valid shows the error summary and keeps the text', () => {
    const onAnswer = vi.fn();
    render(<QuestionScreen question={questionOf(boiler, 'postcode')} answers={{}} progress={progress} onAnswer={onAnswer} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'SW1A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'There is a problem' }).textContent).toContain('Enter a real UK postcode');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('SW1A');
  });
});
