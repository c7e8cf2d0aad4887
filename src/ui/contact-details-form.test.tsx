// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactDetailsValues, type ContactDetails, type ContactDetailsValues } from '@/domain/contact-details';
import { ContactDetailsForm, type ContactDetailsFormProps } from './contact-details-form';
import { PageTitle } from './page-title';

const TODAY = new Date(2026, 10, 22);

function renderForm(props: Partial<ContactDetailsFormProps> = {}) {
  const onSubmit = vi.fn<(details: ContactDetails) => void>();
  // The page the form sits on names itself; the form's error summary adds "Error: ".
  const view = render(
    <>
      <PageTitle title="Contact details" />
      <ContactDetailsForm defaultValues={contactDetailsValues()} onSubmit={onSubmit} submitLabel="Continue" today={TODAY} {...props} />
    </>,
  );
  return { onSubmit, ...view };
}

/**
 * The GOV.UK error summary: a region labelled by its title, once it has taken focus after a failed
 * submit. React moves the focus in an effect that can run after the summary is in the document, as
 * late as the next keystroke: typing before then loses the rest of the text to the summary (seen in
 * CI under load), which a customer's browser, flushing effects before its next frame, never does.
 */
async function findSummary() {
  // The first submit of a file loads the validation code: slow on a loaded machine.
  const summary = await screen.findByRole('region', { name: 'There is a problem' }, { timeout: 10_000 });
  await waitFor(() => expect(document.activeElement).toBe(summary));
  return summary;
}

// Large forms make getByRole slow in jsdom; the labels themselves are checked in the first test.
const CUSTOMER_FIELD_IDS: Record<string, string> = {
  'First name': 'customer-first_name',
  'Last name': 'customer-last_name',
  'Email address': 'customer-email_address',
  'Phone number': 'customer-contact_number',
  'Address line 1': 'customer-address_line_1',
  Postcode: 'customer-postcode',
};

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: `#${CUSTOMER_FIELD_IDS[label] ?? ''}` });
}

async function fillCustomer(user: ReturnType<typeof userEvent.setup>, overrides: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    'First name': 'Amelia',
    'Last name': 'Hughes',
    'Email address': 'amelia@example.co.uk',
    'Phone number': '07700 900123',
    'Address line 1': '12 Park Road',
    Postcode: 'ls62ab',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = field(label);
    await user.clear(input);
    if (value) {
      await user.click(input);
      await user.paste(value);
    }
  }
}

describe('ContactDetailsForm', { timeout: 20_000 }, () => {
  it('labels every field with the GOV.UK autofill tokens and input modes', () => {
    renderForm();
    const expectations: [string, string, string | null][] = [
      ['First name', 'given-name', null],
      ['Last name', 'family-name', null],
      ['Email address', 'email', 'email'],
      ['Phone number', 'tel', 'tel'],
      ['Address line 1', 'address-line1', null],
      ['Address line 2 (optional)', 'address-line2', null],
      ['Address line 3 (optional)', 'address-line3', null],
      ['Town or city (optional)', 'address-level2', null],
      ['Postcode', 'postal-code', null],
    ];
    for (const [label, autocomplete, inputMode] of expectations) {
      const input = screen.getByRole('textbox', { name: label });
      expect(input.getAttribute('autocomplete'), label).toBe(autocomplete);
      expect(input.getAttribute('inputmode'), label).toBe(inputMode);
    }
    expect(screen.getByRole('textbox', { name: 'Email address' }).getAttribute('type')).toBe('email');
    expect(screen.getByRole('textbox', { name: 'Phone number' }).getAttribute('type')).toBe('tel');
  });

  it('the email hint says what the flow sends: the order confirmation unless the caller says otherwise', () => {
    const { unmount } = renderForm();
    expect(document.getElementById('customer-email_address-hint')?.textContent).toBe('We’ll send your order confirmation here.');
    unmount();
    renderForm({ emailHint: 'We’ll send your proposal here.' });
    expect(document.getElementById('customer-email_address-hint')?.textContent).toBe('We’ll send your proposal here.');
  });

  it('the button is never disabled for what is missing: a submit without address line 1 and postcode names them in the summary (purchase §5 as read in docs/spec-coverage.md)', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    await fillCustomer(user, { 'Address line 1': '', Postcode: '' });
    const button = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    await user.click(button);
    const links = within(await findSummary()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#customer-address_line_1', '#customer-postcode']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends what its boxes show when a script filled them without focus or typing', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    // Some password managers: the plain value property, then input and change, which React's onChange never sees.
    const fill: Record<string, string> = { 'First name': 'Amelia', 'Last name': 'Hughes', 'Email address': 'amelia@example.co.uk', 'Phone number': '07700 900123', 'Address line 1': '12 Park Road', Postcode: 'LS6 2AB' };
    for (const [label, value] of Object.entries(fill)) {
      const input = field(label);
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].customer).toMatchObject({ first_name: 'Amelia', email_address: 'amelia@example.co.uk', address_line_1: '12 Park Road', postcode: 'LS6 2AB' });
  });

  it('is disabled while loading', () => {
    renderForm({ loading: true, defaultValues: contactDetailsValues({ customer: { address_line_1: '1 A St', postcode: 'LS6 2AB' } }) });
    const button = screen.getByRole('button', { name: /Continue/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('validates only on submit: no message while typing or on leaving a field', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(field('Email address'), 'not-an-email');
    await user.tab();
    expect(screen.queryByText('Invalid email')).toBeNull();
    expect(screen.queryByRole('region', { name: 'There is a problem' })).toBeNull();
  });

  it('a failed submit shows the spec messages in a focused summary linking to each field, prefixes the title, keeps values', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    await fillCustomer(user, { 'First name': '', 'Email address': 'amelia@', 'Phone number': '12345' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await findSummary();
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['First name: Required', '#customer-first_name'],
      ['Email address: Invalid email', '#customer-email_address'],
      ['Phone number: Invalid phone number', '#customer-contact_number'],
    ]);
    // The summary takes focus in an effect that can run just after it is on screen (a loaded machine).
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(document.title.startsWith('Error: Contact details')).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();

    // Inline messages sit with their fields, and what the customer typed is still there.
    const email = field('Email address');
    expect(email.value).toBe('amelia@');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('customer-email_address-error')?.textContent).toBe('Error: Invalid email');

    // The summary link moves focus to its field.
    await user.click(within(summary).getByRole('link', { name: 'Phone number: Invalid phone number' }));
    expect(document.activeElement).toBe(field('Phone number'));

    // Fixing the errors and submitting again sends normalised details and clears the title prefix.
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // The form re-renders after the submit handler returns.
    await waitFor(() => expect(document.title.startsWith('Contact details')).toBe(true));
    expect(screen.queryByRole('region', { name: 'There is a problem' })).toBeNull();
  });

  it('a valid submit gives the parsed details: trimmed, postcode normalised, empty optionals null', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    await fillCustomer(user, { 'First name': '  Amelia ' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      customer: {
        first_name: 'Amelia',
        last_name: 'Hughes',
        email_address: 'amelia@example.co.uk',
        contact_number: '07700 900123',
        address_line_1: '12 Park Road',
        address_line_2: null,
        address_line_3: null,
        post_town: null,
        county: null,
        postcode: 'LS6 2AB',
      },
      landlord: undefined,
      vehicle: undefined,
      comments: undefined,
    });
  });

  it('a double click submits once while the save is under way, and again once it has settled', async () => {
    const user = userEvent.setup({ delay: null });
    let settle = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderForm({ onSubmit });
    await fillCustomer(user);
    await user.dblClick(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // Both validations have finished: the second submit met the first save in flight.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    settle();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it('keeps what was typed after a submit whose save failed (the flow shows its error dialog)', async () => {
    const user = userEvent.setup({ delay: null });
    const saveFailed = vi.fn();
    const onSubmit = vi.fn(async () => {
      await Promise.resolve();
      saveFailed();
    });
    renderForm({ onSubmit });
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(saveFailed).toHaveBeenCalledTimes(1));
    expect(field('First name').value).toBe('Amelia');
    expect(field('Postcode').value).toBe('ls62ab');
  });

  it('reports every change so the flow can keep a draft', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn<(values: ContactDetailsValues) => void>();
    renderForm({ onChange });
    await user.type(field('Last name'), 'Hu');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ customer: expect.objectContaining({ last_name: 'Hu' }) }));
  });

  it('starts from the given values (a saved draft or the order)', () => {
    renderForm({ defaultValues: contactDetailsValues({ customer: { first_name: 'Amelia', email_address: 'a@b.co' } }) });
    expect(field('First name').value).toBe('Amelia');
    expect(field('Email address').value).toBe('a@b.co');
  });

  it('shows server messages like its own', async () => {
    renderForm({ serverErrors: { 'customer.email_address': 'This email address is blocked' } });
    const summary = await findSummary();
    expect(within(summary).getByRole('link', { name: 'Email address: This email address is blocked' }).getAttribute('href')).toBe('#customer-email_address');
  });

  it('landlord mode asks for the landlord address with its own autofill section and requires line 1 and postcode', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm({ extraSections: { landlord: true } });
    const landlord = screen.getByRole('group', { name: 'Landlord’s address' });
    const landlordLine1 = within(landlord).getByLabelText('Address line 1');
    expect(landlordLine1.getAttribute('autocomplete')).toBe('section-landlord address-line1');
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const links = within(await findSummary()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#landlord-address_line_1', '#landlord-postcode']);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(landlordLine1, '3 High Street');
    await user.type(within(landlord).getByLabelText('Postcode'), 'm11ae');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].landlord).toMatchObject({ address_line_1: '3 High Street', postcode: 'M1 1AE' });
  });

  it('EV mode asks for the vehicle and parses the year to a number', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm({ extraSections: { vehicle: true, comments: true } });
    await fillCustomer(user);
    await user.type(screen.getByLabelText('Vehicle make'), 'Nissan');
    await user.type(screen.getByLabelText('Registration number'), 'ab12 cde');
    await user.type(screen.getByLabelText('Year of manufacture'), '2030');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(await findSummary()).getByRole('link', { name: 'Year of manufacture: Year must be between 1990 and 2027' })).toBeTruthy();

    await user.clear(screen.getByLabelText('Year of manufacture'));
    await user.type(screen.getByLabelText('Year of manufacture'), '2021');
    await user.type(screen.getByLabelText('Comments (optional)'), 'Park on the drive');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      vehicle: { vehicle_make: 'Nissan', vehicle_registration: 'AB12CDE', vehicle_year: 2021 },
      comments: 'Park on the drive',
    });
  });

  it('the service checkout form asks only for the postcode as address', () => {
    renderForm({ address: 'postcode' });
    expect(screen.queryByLabelText('Address line 1')).toBeNull();
    expect(screen.getByLabelText('Postcode')).toBeTruthy();
  });
});
