// @vitest-environment jsdom
// A form's box loads the form on the first focus (decisions 580, 630): a submit made before it
// arrives is made by the form, a load that fails leaves the box for the next focus to try again, and
// the form takes the focus only when the customer is still in the box.
import { useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadableForm, useFormOnFirstFocus, type LoadableForm } from './load-on-first-focus';

interface NameFormProps {
  initialName: string;
  onSend: (name: string) => void;
}

function NameForm({ initialName, onSend }: NameFormProps) {
  return (
    <form
      data-testid="loaded"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(String(new FormData(event.currentTarget).get('name')));
      }}
    >
      <input id="name" name="name" aria-label="Name" defaultValue={initialName} />
      <button id="send" type="submit">
        Send
      </button>
    </form>
  );
}

function NameBox({ loadable, onSend }: { loadable: LoadableForm<ComponentType<NameFormProps>>; onSend: (name: string) => void }) {
  const { Form, boxProps } = useFormOnFirstFocus(loadable);
  const [typed, setTyped] = useState('');
  if (Form) return <Form initialName={typed} onSend={onSend} />;
  return (
    <form {...boxProps}>
      <input id="name" aria-label="Name" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <button id="send" type="submit">
        Send
      </button>
    </form>
  );
}

/** The form's module, arriving when the test says (or failing). */
function gatedForm() {
  const attempts: Array<{ arrive: () => void; fail: () => void }> = [];
  const loadable = loadableForm<ComponentType<NameFormProps>>(
    () =>
      new Promise((resolve, reject) => {
        attempts.push({ arrive: () => resolve({ default: NameForm }), fail: () => reject(new TypeError('Failed to fetch dynamically imported module')) });
      }),
  );
  return { loadable, attempts };
}

describe('a form loaded on the first focus in its box', () => {
  it('makes a submit sent before it arrived, with what was typed', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const { loadable, attempts } = gatedForm();
    render(<NameBox loadable={loadable} onSend={onSend} />);
    expect(attempts).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.keyboard('{Enter}');
    expect(attempts).toHaveLength(1);
    expect(onSend).not.toHaveBeenCalled();

    attempts[0]!.arrive();
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Ann'));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('stays a box when the load fails, and the next focus loads the form', async () => {
    const user = userEvent.setup();
    const { loadable, attempts } = gatedForm();
    render(<NameBox loadable={loadable} onSend={vi.fn()} />);

    await user.type(screen.getByLabelText('Name'), 'Ann');
    attempts[0]!.fail();
    await user.tab();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' })));
    expect(screen.queryByTestId('loaded')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ann');

    await user.click(screen.getByLabelText('Name'));
    expect(attempts).toHaveLength(2);
    attempts[1]!.arrive();
    await screen.findByTestId('loaded');
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ann');
  });

  it('leaves the focus where the customer took it when they left the box before the form arrived', async () => {
    const user = userEvent.setup();
    const { loadable, attempts } = gatedForm();
    render(
      <>
        <NameBox loadable={loadable} onSend={vi.fn()} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    attempts[0]!.arrive();
    await screen.findByTestId('loaded');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});
