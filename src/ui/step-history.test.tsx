// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { StrictMode, useRef, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useStepHistory } from './step-history';

const STEPS = ['upgrades', 'calendar', 'details', 'payment'];

interface FlowProps {
  start?: number;
  finished?: boolean;
  withForm?: boolean;
  onForward?: () => void;
}

let history: NavigateFunction;
let address = '';
let depth: unknown;

function Probe() {
  history = useNavigate();
  const location = useLocation();
  address = `${location.pathname}${location.search}`;
  depth = (location.state as { stepDepth?: number } | null)?.stepDepth;
  return null;
}

/** A flow as the pages have one: an index moved by Continue and Back, and a heading per step. */
function Flow({ start = 0, finished = false, withForm = false, onForward }: FlowProps) {
  const [index, setIndex] = useState(start);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const forward = () => {
    onForward?.();
    setIndex((value) => Math.min(value + 1, STEPS.length - 1));
  };
  useStepHistory({ steps: STEPS, index, busy, finished, goBack: (target) => setIndex(target), goForward: forward, heading: headingRef });
  return (
    <section>
      <h1 ref={headingRef}>{STEPS[index]}</h1>
      {withForm && (
        <form
          aria-label="details"
          onSubmit={(event) => {
            event.preventDefault();
            forward();
          }}
        />
      )}
      <button onClick={forward}>Continue</button>
      <button onClick={() => setIndex((value) => Math.max(0, value - 1))}>Back link</button>
      <button onClick={() => setBusy(true)}>Start saving</button>
    </section>
  );
}

type Entry = string | { pathname: string; search?: string; state?: unknown };

function renderFlow(props: FlowProps = {}, entries: Entry[] = ['/results', '/checkout'], initialIndex = entries.length - 1) {
  // StrictMode, as the app runs: effects run twice on mount and must not write the address twice.
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={entries} initialIndex={initialIndex}>
        <Probe />
        <Routes>
          <Route path="/results" element={<p>Results page</p>} />
          <Route path="/checkout" element={<Flow {...props} />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

const heading = () => screen.getByRole('heading').textContent;
const press = (name: string) => act(() => screen.getByRole('button', { name }).click());
const browser = (delta: number) => act(() => history(delta));

describe('useStepHistory: Back and Forward move one step within a flow', () => {
  it('names the first step in the address without adding an entry', () => {
    renderFlow();
    expect(address).toBe('/checkout');
    expect(depth).toBe(0);
    browser(-1);
    expect(screen.getByText('Results page')).toBeTruthy();
  });

  it('pushes an entry per step moved forward; Back shows the step before and stays in the flow', () => {
    renderFlow();
    press('Continue');
    press('Continue');
    expect(address).toBe('/checkout?step=details');
    browser(-1);
    expect(heading()).toBe('calendar');
    expect(address).toBe('/checkout?step=calendar');
    browser(-1);
    expect(heading()).toBe('upgrades');
    browser(-1);
    expect(screen.getByText('Results page')).toBeTruthy();
  });

  it('Forward returns to the step through its Continue, and the history keeps one entry per step', () => {
    const onForward = vi.fn();
    renderFlow({ onForward });
    press('Continue');
    press('Continue');
    onForward.mockClear();
    browser(-1);
    browser(1);
    expect(onForward).toHaveBeenCalledTimes(1);
    expect(heading()).toBe('details');
    expect(address).toBe('/checkout?step=details');
    expect(depth).toBe(2);
    browser(-1);
    expect(heading()).toBe('calendar');
    browser(-1);
    expect(heading()).toBe('upgrades');
  });

  it('Forward after two Backs returns step by step, each through its Continue', () => {
    const onForward = vi.fn();
    renderFlow({ onForward });
    press('Continue');
    press('Continue');
    onForward.mockClear();
    browser(-1);
    browser(-1);
    expect(heading()).toBe('upgrades');
    browser(1);
    expect(heading()).toBe('calendar');
    expect(depth).toBe(1);
    browser(1);
    expect(heading()).toBe('details');
    expect(address).toBe('/checkout?step=details');
    expect(depth).toBe(2);
    expect(onForward).toHaveBeenCalledTimes(2);
  });

  it("Forward on a step with a form submits the form (the step's own Continue)", () => {
    const onForward = vi.fn();
    renderFlow({ withForm: true, onForward });
    const submitted = vi.fn();
    screen.getByRole('form', { name: 'details' }).addEventListener('submit', submitted);
    press('Continue');
    onForward.mockClear();
    browser(-1);
    browser(1);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(heading()).toBe('calendar');
  });

  it('a backward move in the page rewrites the entry, so Back then goes to the step before it', () => {
    renderFlow();
    press('Continue');
    press('Continue');
    press('Back link');
    expect(address).toBe('/checkout?step=calendar');
    expect(depth).toBe(2);
    browser(-1);
    expect(heading()).toBe('upgrades');
    expect(address).toBe('/checkout');
  });

  it('Forward to a step not shown since the page opened is ignored (clamped to the step shown)', () => {
    const onForward = vi.fn();
    // The entries ahead were written before a reload; the flow opens on its first step.
    const entries: Entry[] = [
      '/results',
      { pathname: '/checkout', state: { stepDepth: 0 } },
      { pathname: '/checkout', search: '?step=calendar', state: { stepDepth: 1 } },
    ];
    renderFlow({ onForward }, entries, 1);
    browser(1);
    expect(onForward).not.toHaveBeenCalled();
    expect(heading()).toBe('upgrades');
    expect(address).toBe('/checkout');
  });

  it('a reload opens where the flow starts and rewrites the address; Back passes over the later steps', () => {
    const entries: Entry[] = [
      '/results',
      { pathname: '/checkout', state: { stepDepth: 0 } },
      { pathname: '/checkout', search: '?step=calendar', state: { stepDepth: 1 } },
      { pathname: '/checkout', search: '?step=details', state: { stepDepth: 2 } },
    ];
    renderFlow({}, entries);
    expect(heading()).toBe('upgrades');
    expect(address).toBe('/checkout');
    expect(depth).toBe(2);
    browser(-1);
    expect(screen.getByText('Results page')).toBeTruthy();
  });

  it('a reload that resumes a later step keeps Back on the steps before it', () => {
    const entries: Entry[] = [
      '/results',
      { pathname: '/checkout', state: { stepDepth: 0 } },
      { pathname: '/checkout', search: '?step=calendar', state: { stepDepth: 1 } },
    ];
    renderFlow({ start: 1 }, entries);
    expect(address).toBe('/checkout?step=calendar');
    browser(-1);
    expect(heading()).toBe('upgrades');
  });

  it("a popup's entry over a step moves no step: Back closes it and the step stays", () => {
    renderFlow();
    press('Continue');
    act(() => history('/checkout?step=calendar&popup=AddOnPopup', { state: { popupPushed: 'AddOnPopup' } }));
    browser(-1);
    expect(heading()).toBe('calendar');
    expect(address).toBe('/checkout?step=calendar');
    browser(1);
    expect(heading()).toBe('calendar');
    browser(-1);
    browser(-1);
    expect(heading()).toBe('upgrades');
  });

  it('while a save is in flight Back is undone', () => {
    renderFlow();
    press('Continue');
    press('Continue');
    press('Start saving');
    browser(-1);
    expect(heading()).toBe('details');
    expect(address).toBe('/checkout?step=details');
    expect(depth).toBe(2);
  });

  it('once the flow is finished, Back leaves it instead of reopening a step', () => {
    const entries: Entry[] = [
      '/results',
      { pathname: '/checkout', state: { stepDepth: 0 } },
      { pathname: '/checkout', search: '?step=calendar', state: { stepDepth: 1 } },
      { pathname: '/checkout', search: '?step=details', state: { stepDepth: 2 } },
      { pathname: '/checkout', search: '?step=payment', state: { stepDepth: 3 } },
    ];
    renderFlow({ start: 3, finished: true }, entries);
    browser(-1);
    expect(screen.getByText('Results page')).toBeTruthy();
  });
});
