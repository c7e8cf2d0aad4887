// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { boundField, useSubmitForm } from './form';
import { TextField } from './fields';

interface Values {
  name: string;
  contact: { email: string };
  consent: boolean;
  time: string;
}

/** A form on the pattern with a text field, a nested one, a checkbox and a radio group. */
function Form({ onValid }: { onValid: (values: Values) => void }) {
  const form = useSubmitForm<Values>({ defaultValues: { name: 'Typed', contact: { email: '' }, consent: false, time: 'morning' } });
  return (
    <form noValidate onSubmit={form.submitWith(onValid)}>
      <TextField {...boundField(form, 'name', 'name')} label="Name" />
      <TextField {...boundField(form, 'contact.email', 'email')} label="Email" />
      <input id="consent" type="checkbox" aria-label="Consent" {...form.register('consent')} />
      {['morning', 'evening'].map((time) => (
        <input key={time} type="radio" value={time} aria-label={time} {...form.register('time')} />
      ))}
      {/* Not one of the form's fields: left alone. */}
      <input name="other" aria-label="Other" defaultValue="x" />
      <button type="submit">Send</button>
    </form>
  );
}

/** As some password managers fill a box: the plain property, then events React's onChange does not see. */
function setPlainly(element: HTMLInputElement, change: (element: HTMLInputElement) => void) {
  change(element);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('useSubmitForm', () => {
  it('submits what the boxes show when a script set them without React seeing a change', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    setPlainly(screen.getByLabelText('Name'), (input) => (input.value = 'Amelia'));
    setPlainly(screen.getByLabelText('Email'), (input) => (input.value = 'amelia@example.co.uk'));
    setPlainly(screen.getByLabelText('Consent'), (input) => (input.checked = true));
    setPlainly(screen.getByLabelText('evening'), (input) => (input.checked = true));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'Amelia', contact: { email: 'amelia@example.co.uk' }, consent: true, time: 'evening' });
  });

  it('submits what was typed as before, and a box cleared by a script as empty', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), 'a@example.co.uk');
    setPlainly(screen.getByLabelText('Name'), (input) => (input.value = ''));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ name: '', contact: { email: 'a@example.co.uk' }, consent: false, time: 'morning' });
  });

  it('keeps the browser from sending the form at once, and checks it once the press has painted', async () => {
    const resolver = vi.fn(async (values: Values) => ({ values, errors: {} }));
    const onValid = vi.fn();
    function Checked() {
      const form = useSubmitForm<Values>({ defaultValues: { name: 'Typed', contact: { email: '' }, consent: false, time: 'morning' }, resolver });
      return (
        <form noValidate onSubmit={form.submitWith(onValid)}>
          <TextField {...boundField(form, 'name', 'name')} label="Name" />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Checked />);
    const sent = fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!);
    expect(sent).toBe(false);
    await Promise.resolve();
    expect(resolver).not.toHaveBeenCalled();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(resolver).toHaveBeenCalledTimes(1);
  });
});
