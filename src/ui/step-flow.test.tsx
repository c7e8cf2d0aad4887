// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';

type DataRouter = ReturnType<typeof createMemoryRouter>;
import { ErrorDialogProvider } from './error-dialog';
import { LoadingPage } from './reference-load';
import { useStepFlow, type StepSaveOutcome } from './step-flow';

describe('LoadingPage', () => {
  it('shows a visible wait under the page heading', () => {
    render(<LoadingPage title="Booking" loadingText="Loading your booking" />);
    expect(screen.getByRole('status').textContent).toContain('Loading your booking');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Booking');
  });

  it('says the load failed as an alert', () => {
    render(<LoadingPage title="Booking" loadingText="Loading your booking" failureText="We could not find this booking." />);
    expect(screen.getByRole('alert').textContent).toBe('We could not find this booking.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

type Key = 'choose' | 'details' | 'confirm';
const TITLES: Record<Key, string> = { choose: 'Choose', details: 'Your details', confirm: 'Confirmation' };
const KEYS: readonly Key[] = ['choose', 'details', 'confirm'];

interface FlowOptions {
  /** What the first two steps' saves answer, in turn (a save that succeeds reaches the next step). */
  readonly outcomes?: StepSaveOutcome[];
  readonly reached?: number;
  readonly opening?: number;
  readonly finished?: boolean;
  readonly finishedAt?: string;
  /** Each step is a form whose submit hands over what was typed, as Contact details does. */
  readonly withForm?: boolean;
  /** Every other page loads its code until this settles, as a lazy route does on a slow phone. */
  readonly otherPagesLoad?: Promise<void>;
  /** Called on each change of the router's state before the page renders it: a customer can act first. */
  readonly onRouterState?: (router: DataRouter) => void;
}

/** A three-step flow at /flow, after a page at /before, as a customer meets it. */
function renderFlow({ outcomes = [], reached = 0, opening = 0, finished = false, finishedAt, withForm = false, otherPagesLoad, onRouterState }: FlowOptions, entries: InitialEntry[] = ['/before', '/flow']) {
  const save = vi.fn(async (_key: Key, _input?: string): Promise<StepSaveOutcome> => outcomes.shift() ?? null);
  function Flow() {
    const [furthest, setFurthest] = useState(reached);
    const flow = useStepFlow<Key, string>({
      steps: KEYS.map((key, index) => ({
        key,
        title: TITLES[key],
        clickable: true,
        ...(key === 'confirm'
          ? {}
          : {
              save: async (input?: string) => {
                const outcome = await save(key, input);
                if (outcome === null) setFurthest((previous) => Math.max(previous, index + 1));
                return outcome;
              },
            }),
      })),
      reach: { furthest, opening, finished },
      ...(finishedAt ? { finishedAt } : {}),
    });
    return (
      <section>
        <h1 ref={flow.headingRef} tabIndex={-1}>
          {flow.step?.title}
        </h1>
        {withForm ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void flow.next(new FormData(event.currentTarget).get('name') as string);
            }}
          >
            <label>
              Name <input name="name" />
            </label>
            <button>Continue</button>
          </form>
        ) : (
          <button onClick={() => void flow.next()}>Continue</button>
        )}
        {flow.index > 0 && <button onClick={() => flow.goTo(flow.index - 1)}>Back</button>}
        {flow.saving && <p>Saving</p>}
      </section>
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/flow', element: <Flow /> },
      otherPagesLoad
        ? { path: '*', lazy: async () => otherPagesLoad.then(() => ({ element: <h1>Another page</h1> })) }
        : { path: '*', element: <h1>Another page</h1> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  if (onRouterState) router.subscribe(() => onRouterState(router));
  render(<RouterProvider router={router} />, { wrapper: ErrorDialogProvider });
  const address = () => `${router.state.location.pathname}${router.state.location.search}`;
  const move = (delta: number) => act(() => router.navigate(delta));
  return { router, save, address, move };
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('useStepFlow', () => {
  afterEach(cleanup);

  it('Continue runs the step’s save, then pushes the next step’s address, whose heading takes focus', async () => {
    const { save, address, move } = renderFlow({});
    await waitFor(() => expect(heading().textContent).toBe('Choose'));
    expect(address()).toBe('/flow');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('choose', undefined));
    await waitFor(() => expect(address()).toBe('/flow?step=details'));
    await waitFor(() => expect(heading().textContent).toBe('Your details'));
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    // A new entry: Back returns to the step before.
    await move(-1);
    await waitFor(() => expect(heading().textContent).toBe('Choose'));
  });

  it('Continue starts no save and no step inside the press’s task, so the press paints first (decision 965)', async () => {
    const { save, address } = renderFlow({});
    await waitFor(() => expect(heading().textContent).toBe('Choose'));
    await act(async () => {
      screen.getByRole('button', { name: 'Continue' }).click();
      await Promise.resolve();
    });
    expect(save).not.toHaveBeenCalled();
    expect(address()).toBe('/flow');
    await waitFor(() => expect(address()).toBe('/flow?step=details'));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('browser Forward to a later step runs the same save first, then shows that step', async () => {
    const { save, address, move } = renderFlow({});
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(address()).toBe('/flow?step=details'));
    await move(-1);
    await waitFor(() => expect(address()).toBe('/flow'));
    save.mockClear();
    await move(1);
    await waitFor(() => expect(address()).toBe('/flow?step=details'));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('choose', undefined);
    await waitFor(() => expect(heading().textContent).toBe('Your details'));
  });

  it('Forward whose save fails stays on the step, its address unchanged, and shows "We encountered a problem" with the text', async () => {
    const { save, address, move } = renderFlow({ outcomes: [null, { status: 409, message: 'That day has just gone.' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(address()).toBe('/flow?step=details'));
    await move(-1);
    await waitFor(() => expect(heading().textContent).toBe('Choose'));
    await move(1);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('We encountered a problem');
    expect(dialog.textContent).toContain('That day has just gone.');
    expect(save).toHaveBeenCalledTimes(2);
    expect(address()).toBe('/flow');
    await waitFor(() => expect(heading().textContent).toBe('Choose'));
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    // Forward again, once the save passes, goes on to the step it named.
    await move(1);
    await waitFor(() => expect(address()).toBe('/flow?step=details'));
  });

  it('a save that never reached the server shows the generic Error dialog; one the flow holds ("stay") shows none', async () => {
    renderFlow({ outcomes: [{ status: 0, message: 'We could not reach our server.' }, 'stay'] });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toMatch(/^Error/);
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(heading().textContent).toBe('Choose'));
  });

  it('browser Forward from a step with a form submits it, and the save gets what was typed', async () => {
    const { save, address, move } = renderFlow({ withForm: true });
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(address()).toBe('/flow?step=details'));
    await move(-1);
    await waitFor(() => expect(heading().textContent).toBe('Choose'));
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Augusta');
    save.mockClear();
    await move(1);
    await waitFor(() => expect(address()).toBe('/flow?step=details'));
    expect(save).toHaveBeenCalledWith('choose', 'Augusta');
  });

  it('Back is not guarded: no save runs, and the Back button goes back through the history', async () => {
    const { save, address, move, router } = renderFlow({});
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(address()).toBe('/flow?step=details'));
    save.mockClear();
    await move(-1);
    await waitFor(() => expect(heading().textContent).toBe('Choose'));
    expect(save).not.toHaveBeenCalled();
    await move(1);
    await waitFor(() => expect(heading().textContent).toBe('Your details'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toBe('/flow'));
    expect(router.state.historyAction).toBe('POP');
    await move(-1);
    await waitFor(() => expect(heading().textContent).toBe('Another page'));
  });

  it('an address naming a step not reachable yet is replaced by the furthest reachable one, without a new entry', async () => {
    const { address, move } = renderFlow({ reached: 1 }, ['/before', '/flow?step=confirm']);
    await waitFor(() => expect(address()).toBe('/flow?step=details'));
    await waitFor(() => expect(heading().textContent).toBe('Your details'));
    await move(-1);
    await waitFor(() => expect(heading().textContent).toBe('Another page'));
  });

  it('an address naming no step opens where the flow’s load puts it (a jump), and the address says so', async () => {
    const { address } = renderFlow({ reached: 1, opening: 1 });
    await waitFor(() => expect(heading().textContent).toBe('Your details'));
    await waitFor(() => expect(address()).toBe('/flow?step=details'));
  });

  it('a finished flow reopens no step: it returns to its first entry and shows its last step there, so Back leaves it', async () => {
    const { address, move } = renderFlow({ reached: 2, finished: true }, [
      '/before',
      '/flow',
      { pathname: '/flow', search: '?step=details', state: { stepTrail: ['choose'] } },
    ]);
    await waitFor(() => expect(heading().textContent).toBe('Confirmation'));
    await waitFor(() => expect(address()).toBe('/flow?step=confirm'));
    await move(-1);
    await waitFor(() => expect(heading().textContent).toBe('Another page'));
    expect(address()).toBe('/before');
  });

  it('a finished flow moves no address while the customer’s Back is still loading the page before it: their move stands', async () => {
    let loaded = () => {};
    const otherPagesLoad = new Promise<void>((resolve) => (loaded = resolve));
    let pressedBack = false;
    const { router, address } = renderFlow(
      {
        reached: 2,
        finished: true,
        otherPagesLoad,
        // Back pressed as the flow reaches its first entry, before that entry renders (the browser's queue of history moves).
        onRouterState: (current) => {
          if (pressedBack || current.state.historyAction !== 'POP' || current.state.location.search !== '') return;
          pressedBack = true;
          void current.navigate(-1);
        },
      },
      ['/before', '/flow', { pathname: '/flow', search: '?step=details', state: { stepTrail: ['choose'] } }],
    );
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await waitFor(() => expect(heading().textContent).toBe('Confirmation'));
    act(loaded);
    await waitFor(() => expect(heading().textContent).toBe('Another page'));
    expect(address()).toBe('/before');
  });

  it('a finished flow with a page of its own gives way to it in place of the flow', async () => {
    const { address, move } = renderFlow({ finished: true, finishedAt: '/order/Q1' }, ['/before', '/flow', { pathname: '/flow', search: '?step=details', state: { stepTrail: ['choose'] } }]);
    await waitFor(() => expect(address()).toBe('/order/Q1'));
    await move(-1);
    await waitFor(() => expect(address()).toBe('/before'));
  });
});
