// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStepFocus, type StepFocusOptions } from './step-focus';

/** A flow whose steps each have a heading, as the checkout, service and enquiry do. */
function HeadingSteps({ scroll }: { scroll?: StepFocusOptions<HTMLHeadingElement>['scroll'] }) {
  const [index, setIndex] = useState(0);
  const headingRef = useStepFocus<HTMLHeadingElement>(index, { scroll });
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        Step {index}
      </h2>
      <button onClick={() => setIndex((value) => value + 1)}>Continue</button>
    </>
  );
}

/** A question on its own, focused as it appears (the questionnaire keys it by question). */
function Question({ id, checked }: { id: string; checked?: string }) {
  const formRef = useStepFocus<HTMLFormElement>(id, { onFirstShow: true, scroll: 'none', target: (form) => form.querySelector<HTMLInputElement>('input:checked') ?? form.querySelector('input') });
  return (
    <form ref={formRef} aria-label={id}>
      {['a', 'b'].map((value) => (
        <label key={value}>
          <input type="radio" name={id} value={value} defaultChecked={checked === value} /> {value}
        </label>
      ))}
    </form>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useStepFocus: focus moves into the step shown in place', () => {
  it('a step change focuses the new heading once painted; the first step shown takes no focus', async () => {
    render(<HeadingSteps />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 1' })));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 2' })));
  });

  it("'page-top' starts the page again at the top, as the checkout does", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<HeadingSteps scroll="page-top" />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 1' })));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('onFirstShow focuses the target as the step appears: the chosen answer, else the first', async () => {
    const { unmount } = render(<Question id="fuel" />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'a' })));
    unmount();
    render(<Question id="flue" checked="b" />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'b' })));
  });

  it('under StrictMode (effects run twice in development) the first show still takes focus', async () => {
    render(
      <StrictMode>
        <Question id="fuel" />
      </StrictMode>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'a' })));
  });

  it('leaves focus where the customer already put it inside the step', async () => {
    render(<Question id="fuel" />);
    screen.getByRole('radio', { name: 'b' }).focus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'b' }));
  });
});
