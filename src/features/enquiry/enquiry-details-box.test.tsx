// @vitest-environment jsdom
// The details step paints as its box, without react-hook-form, and the customer's first focus loads
// the form (decision 630). One test: the loaded form is kept for the whole page (module state). A
// submit before the form arrives and a failed load: src/ui/load-on-first-focus.test.tsx.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactDetailsValues, type ContactDetails, type ContactDetailsValues } from '@/domain/contact-details';
import type { TariffUpdate } from '@/api/contract-types';
import { EnquiryDetailsBox } from './enquiry-details-box';
import { EMPTY_TARIFF } from './enquiry-model';

// The step's module arrives when the test lets it, as over a network.
const stepModule = vi.hoisted(() => {
  let arrive = () => {};
  const arrival = new Promise<void>((resolve) => (arrive = resolve));
  return { requested: 0, arrive: () => arrive(), arrival };
});
vi.mock('./enquiry-details-step', async (importOriginal) => {
  stepModule.requested++;
  await stepModule.arrival;
  return importOriginal();
});

const GIVEN_ADDRESS = contactDetailsValues({ customer: { address_line_1: '1 Mill Lane', postcode: 'LS6 2AB' } });

function renderBox(defaultValues: ContactDetailsValues, tariff: TariffUpdate | null) {
  const onSubmit = vi.fn<(details: ContactDetails) => void>();
  const onChange = vi.fn<(values: ContactDetailsValues) => void>();
  const onTariffChange = vi.fn<(tariff: TariffUpdate) => void>();
  render(
    <EnquiryDetailsBox
      defaultValues={defaultValues}
      submitLabel="Submit"
      loading={false}
      tariff={tariff}
      onTariffChange={onTariffChange}
      onChange={onChange}
      onSubmit={onSubmit}
      pageTitle="Contact details"
    />,
  );
  return { onSubmit, onChange, onTariffChange };
}

describe('the enquiry details box', () => {
  it('paints the fields without the form, and the first focus loads it with what was typed, the focus and the caret kept', async () => {
    const user = userEvent.setup();
    const { onSubmit, onChange, onTariffChange } = renderBox(GIVEN_ADDRESS, EMPTY_TARIFF);
    expect(screen.getByLabelText('First name')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Address line 1')).toHaveProperty('value', '1 Mill Lane');
    expect(screen.getByLabelText('Energy provider (optional)')).toHaveProperty('value', '');
    expect(stepModule.requested).toBe(0);

    // Typed while the form loads: kept, and each change reaches the page's draft.
    await user.type(screen.getByLabelText('First name'), 'Ann');
    expect(stepModule.requested).toBe(1);
    await user.type(screen.getByLabelText('Energy provider (optional)'), 'Octopus Energy');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ customer: expect.objectContaining({ first_name: 'Ann', address_line_1: '1 Mill Lane' }) }));
    expect(onTariffChange).toHaveBeenLastCalledWith({ energy_provider: 'Octopus Energy', tariff_name: '' });

    // The form's field: the same id, what was typed, the focus and the caret where they were.
    const provider = screen.getByLabelText('Energy provider (optional)') as HTMLInputElement;
    provider.setSelectionRange(3, 3);
    stepModule.arrive();
    await waitFor(() => expect(screen.getByLabelText('Energy provider (optional)')).not.toBe(provider), { timeout: 5_000 });
    const loadedProvider = screen.getByLabelText('Energy provider (optional)') as HTMLInputElement;
    expect(loadedProvider.value).toBe('Octopus Energy');
    expect(document.activeElement).toBe(loadedProvider);
    expect([loadedProvider.selectionStart, loadedProvider.selectionEnd]).toEqual([3, 3]);
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Ann');

    await user.type(screen.getByLabelText('Last name'), 'Jones');
    await user.type(screen.getByLabelText('Email address'), 'ann.jones@example.co.uk');
    await user.type(screen.getByLabelText('Phone number'), '07700 900123');
    await user.type(screen.getByLabelText('Tariff name (optional)'), 'Agile Octopus');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].customer).toMatchObject({ first_name: 'Ann', last_name: 'Jones', address_line_1: '1 Mill Lane', postcode: 'LS6 2AB' });
    expect(onTariffChange).toHaveBeenLastCalledWith({ energy_provider: 'Octopus Energy', tariff_name: 'Agile Octopus' });
  });
});
