// @vitest-environment jsdom
// Past 400 lines as one file: the shared building blocks' behaviour, one describe per block.
import { describe, expect, it, vi } from 'vitest';
import { useState, type ReactElement } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { AddOnQuestion, ChoiceButtons, noneChoiceLabel } from './choice-question';
import { DateText } from './date-text';
import { Dialog } from './dialog';
import { ErrorDialogProvider, retryCanWork, useErrorDialog } from './error-dialog';
import { ErrorSummary } from './error-summary';
import { FileUploadSlot } from './file-upload-slot';
import { NumberField, PostcodeField, TextField } from './fields';
import { Money } from './money';
import { PhoneFold } from './phone-fold';
import { ProgressBar } from './progress-bar';
import { StepList } from './step-list';

const BOILER_TYPES = [
  { value: 'Combi', label: 'Combi', image: '/images/boiler-white.svg' },
  { value: 'System', label: 'System' },
  { value: 'Regular', label: 'Regular', description: 'With a tank in the loft' },
] as const;

const CONTROLS = [
  { id: 7, name: 'Smart thermostat', description: 'Control it from your phone', product_price: 19_900, product_total: 19_900 },
  { id: 8, name: 'Wireless thermostat', description: null, product_price: 9_900, product_total: 9_900 },
];

function ControlsQuestion({ onChange }: { onChange: (id: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  const choose = (id: number | null) => {
    setValue(id);
    onChange(id);
  };
  return <AddOnQuestion name="controls" title="Heating controls" items={CONTROLS} withDescriptions value={value} onChange={choose} />;
}

describe('noneChoiceLabel', () => {
  it('lower-cases only the first word of the group, and keeps an abbreviation as written', () => {
    expect(noneChoiceLabel('EV chargers')).toBe('No EV chargers');
    expect(noneChoiceLabel('Heating controls')).toBe('No heating controls');
    expect(noneChoiceLabel('Gas safety certificate')).toBe('No gas safety certificate');
    expect(noneChoiceLabel('CO alarms')).toBe('No CO alarms');
    expect(noneChoiceLabel('Batteries')).toBe('No batteries');
  });
});

describe('AddOnQuestion', () => {
  it('is a radio group named by its h2, "none" first and chosen, each item saying what it adds; a click chooses one', async () => {
    const onChange = vi.fn();
    render(<ControlsQuestion onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Heating controls' });
    expect(screen.getByRole('heading', { level: 2, name: 'Heating controls' })).toBeTruthy();
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false]);
    expect(screen.getByRole('radio', { name: 'No heating controls' })).toBe(radios[0]);
    expect(screen.getByRole('radio', { name: 'Smart thermostat' })).toBe(radios[1]);
    expect(document.getElementById(radios[1]!.getAttribute('aria-describedby')!)?.textContent).toBe('Control it from your phone Adds £199.00');
    expect(document.getElementById(radios[2]!.getAttribute('aria-describedby')!)?.textContent).toBe('Adds £99.00');
    await userEvent.click(screen.getByText('Wireless thermostat'));
    expect(radios[2]!.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(8);
    await userEvent.click(screen.getByText('No heating controls'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe('ChoiceButtons', () => {
  it('is a group named by the h1, one button a choice; a click answers with its value, and the answer given before is pressed', async () => {
    const onChoose = vi.fn();
    render(<ChoiceButtons name="boilerType" question="What type of boiler do you have?" hint="Look at the front" choices={BOILER_TYPES} value="System" onChoose={onChoose} />);
    const group = screen.getByRole('group', { name: 'What type of boiler do you have?' });
    expect(group.getAttribute('aria-describedby')).toBe('boilerType-hint');
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    expect(screen.getByRole('button', { name: 'Regular' }).getAttribute('aria-describedby')).toBe('boilerType-2-description');
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Combi' }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Combi');
  });

  it('a second tap at the same spot inside the double-tap window answers too: no tap is ignored', async () => {
    const onChoose = vi.fn();
    render(<ChoiceButtons name="boilerType" question="What type of boiler do you have?" choices={BOILER_TYPES} value={undefined} onChoose={onChoose} />);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Combi' }));
    expect(onChoose.mock.calls).toEqual([['Combi'], ['Combi']]);
  });
});

describe('fields', () => {
  it('a text field ties label, hint and error to the input', () => {
    render(<TextField id="first_name" label="First name" hint="As on your bank card" error="Required" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('first_name-hint first_name-error');
    expect(document.getElementById('first_name-error')?.textContent).toBe('Error: Required');
  });

  it('without an error the input is not marked invalid', () => {
    render(<TextField id="email" label="Email" type="email" value="a@b.co" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('reports each keystroke through onChange', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <PostcodeField id="postcode" value={value} onChange={setValue} />;
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    await userEvent.type(input, 'sw1a 1aa');
    expect((input as HTMLInputElement).value).toBe('sw1a 1aa');
    expect(input.getAttribute('autocomplete')).toBe('postal-code');
  });

  it('a number field is a numeric text box with its unit', () => {
    render(<NumberField id="usage" label="Yearly electricity use" suffix="kWh" value="3000" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Yearly electricity use' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('kWh')).toBeTruthy();
  });
});

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('takes focus, says "There is a problem" and each link focuses its field', async () => {
    render(
      <>
        <ErrorSummary errors={[{ fieldId: 'email_address', message: 'Invalid email' }]} />
        <TextField id="email_address" label="Email address" error="Invalid email" value="x" onChange={() => {}} />
      </>,
    );
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    await userEvent.click(within(summary).getByRole('link', { name: 'Invalid email' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email address' }));
  });
});

describe('Button', () => {
  it('while loading it is busy, keeps focus and ignores clicks', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading loadingText="Saving" onClick={onClick}>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Continue/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.textContent).toContain('(Saving)');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Continue</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a wait past 3 s says it is still working, and the words go when the wait ends', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<Button loading>Continue</Button>);
      act(() => vi.advanceTimersByTime(2_900));
      expect(screen.queryByRole('status')).toBeNull();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByRole('status').textContent).toBe('Still working on it: this is taking longer than usual. Please keep this page open.');
      rerender(<Button>Continue</Button>);
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('StepList', () => {
  const steps = [
    { key: 'calendar', title: 'Select install date' },
    { key: 'details', title: 'Contact details' },
    { key: 'payment', title: 'Payment' },
  ];

  it('marks the current step and lets the customer go back to a completed one', async () => {
    const onSelect = vi.fn();
    render(<StepList steps={steps} current={1} onSelect={onSelect} />);
    const items = screen.getAllByRole('listitem');
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(screen.queryByRole('button', { name: /Payment/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Select install date (completed)' }));
    expect(onSelect).toHaveBeenCalledWith(0);
  });

  it('a step marked not clickable stays text even when completed', () => {
    render(<StepList steps={[{ key: 'details', title: 'Contact details' }, { key: 'done', title: 'Enquiry confirmation', clickable: false }, { key: 'x', title: 'Other' }]} current={2} onSelect={() => {}} />);
    expect(screen.queryByRole('button', { name: /Enquiry confirmation/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Contact details/ })).toBeTruthy();
  });
});

describe('PhoneFold', () => {
  it('opens from its button, and its done button shuts it and hands over', async () => {
    const onDone = vi.fn();
    render(
      <PhoneFold label="Filters" done={{ label: 'Show 7 boilers', onDone }}>
        <p>Show only</p>
      </PhoneFold>,
    );
    const toggle = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Show 7 boilers' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(onDone).toHaveBeenCalledOnce();
  });
});

describe('ProgressBar', () => {
  it('exposes its value and clamps it', () => {
    render(<ProgressBar value={14} max={12} label="Question 12 of 12" />);
    const bar = screen.getByRole('progressbar', { name: 'Question 12 of 12' });
    expect(bar.getAttribute('aria-valuenow')).toBe('12');
    expect(bar.getAttribute('aria-valuemax')).toBe('12');
  });
});

describe('Money and DateText', () => {
  it('shows pence as pounds with two decimals', () => {
    render(<Money pence={123456} />);
    expect(screen.getByText('£1,234.56')).toBeTruthy();
  });

  it('shows a date as "Monday 1st January 2024" with a machine-readable value', () => {
    render(<DateText date="2024-01-01" />);
    const time = screen.getByText('Monday 1st January 2024');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2024-01-01');
  });
});

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        What is included?
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="What is included" actions={<button type="button">Got it</button>}>
        <p>Everything.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal that traps focus, closes on Escape and returns focus to its opener', async () => {
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'What is included?' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'What is included' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // Focus moves in once the dialog is painted.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from its close button', async () => {
    render(<DialogHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'What is included?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** What a page renders inside the app's one error dialog provider. */
const renderWithDialogs = (page: ReactElement) => render(<ErrorDialogProvider>{page}</ErrorDialogProvider>);

function ErrorButtons() {
  const { showApiError, showStepFailure } = useErrorDialog();
  return (
    <>
      <button type="button" onClick={() => showApiError('The quote has expired')}>
        api
      </button>
      <button type="button" onClick={() => showStepFailure('The date is no longer available')}>
        step
      </button>
    </>
  );
}

describe('error dialogs', () => {
  it('an Error dialog over a popup closes alone on Escape, and the popup keeps what was typed', async () => {
    function PopupWithForm() {
      const { showApiError } = useErrorDialog();
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onClose={() => setOpen(false)} title="Request a callback">
          <label htmlFor="name">First name</label>
          <input id="name" />
          <button type="button" onClick={() => showApiError('Bookings are paused')}>
            Call me back
          </button>
        </Dialog>
      );
    }
    renderWithDialogs(<PopupWithForm />);
    // Focus moves into the popup once it is painted; the customer types after that.
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Request a callback' }).contains(document.activeElement)).toBe(true));
    await userEvent.type(screen.getByLabelText('First name'), 'Grace');
    await userEvent.click(screen.getByRole('button', { name: 'Call me back' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    await waitFor(() => expect(error.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Grace');
    expect(screen.getByRole('dialog', { name: 'Request a callback' })).toBeTruthy();
  });

  it('the generic API error: title "Error", the server message, button "Ok"', async () => {
    renderWithDialogs(<ErrorButtons />);
    await userEvent.click(screen.getByRole('button', { name: 'api' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(dialog).getByText('The quote has expired')).toBeTruthy();
    // Focus moves in once the dialog is painted.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Ok' })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the step failure: title "We encountered a problem" with the error text', async () => {
    renderWithDialogs(<ErrorButtons />);
    await userEvent.click(screen.getByRole('button', { name: 'step' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'We encountered a problem' });
    expect(within(dialog).getByText('The date is no longer available')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeTruthy();
    // What to do next beside the catalogue's words: no retry offered here, so the phone number.
    expect(within(dialog).getByRole('link', { name: '0808 157 0123' }).getAttribute('href')).toBe('tel:+448081570123');
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('with a retry: "Try again" first, which closes the dialog and runs the same action again', async () => {
    const retry = vi.fn();
    function Failing() {
      const { showStepFailure } = useErrorDialog();
      return (
        <button type="button" onClick={() => showStepFailure('Something went wrong on our side.', { retry })}>
          save
        </button>
      );
    }
    renderWithDialogs(<Failing />);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'We encountered a problem' });
    expect(dialog.textContent).toContain('Nothing you typed is lost: press Try again.');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Try again' })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers a retry where one can work: no answer or the server’s own fault, not a refusal', () => {
    expect([0, 500, 503, 422, 401, 404].map(retryCanWork)).toEqual([true, true, true, false, false, false]);
  });

  it('offline, it names the connection', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderWithDialogs(<ErrorButtons />);
      await userEvent.click(screen.getByRole('button', { name: 'api' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
      expect(dialog.textContent).toContain('You seem to be offline. Check your Wi-Fi or mobile data, then try again. Nothing you typed is lost.');
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('FileUploadSlot', () => {
  it('is a real file input with one label, its button, which names the slot and says "Add another" once a file is in', async () => {
    const upload = vi.fn(async () => true);
    render(<FileUploadSlot document={{ title: 'Your gas meter', files: [] }} required accept="image/*" upload={upload} onStored={() => undefined} />);
    const input = screen.getByLabelText('Choose a photo for Your gas meter') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.labels).toHaveLength(1);
    await userEvent.upload(input, new File(['x'], 'meter.heic', { type: 'image/heic' }));
    expect(upload).toHaveBeenCalledOnce();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'meter.heic sent');
    expect(screen.getByLabelText('Add another photo for Your gas meter')).toBe(input);
    expect(input.labels).toHaveLength(1);
  });

  it('says "file" when more than photos are accepted', () => {
    const quote = { title: "The competitor's written quote", files: [{ id: 4, file_name: 'quote.pdf', url: 'https://api.example.test/files/4' }] };
    render(<FileUploadSlot document={quote} required accept="image/*,application/pdf" upload={async () => true} onStored={() => undefined} />);
    expect(screen.getByText('Add another file')).toBeTruthy();
  });
});