// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactDetailsValues, type ContactDetails } from '@/domain/contact-details';
import { PageTitle, SITE_NAME } from '@/ui/page-title';
import { EnquiryDetailsStep } from './enquiry-details-step';
import { EMPTY_TARIFF, TARIFF_BOTH_OR_NEITHER_MESSAGE } from './enquiry-model';
import type { TariffUpdate } from '@/shared/contract-types';

const KNOWN_CUSTOMER = contactDetailsValues({
  customer: { first_name: 'Ann', last_name: 'Jones', email_address: 'ann.jones@example.co.uk', contact_number: '07700 900123', address_line_1: '1 Mill Lane', postcode: 'LS6 2AB' },
});

function renderStep(tariff: TariffUpdate | null) {
  const onSubmit = vi.fn<(details: ContactDetails) => void>();
  const onTariffChange = vi.fn<(tariff: TariffUpdate) => void>();
  // The enquiry page names itself; the form's error summary adds "Error: ".
  render(
    <>
      <PageTitle title="Contact details" />
      <EnquiryDetailsStep
        defaultValues={KNOWN_CUSTOMER}
        submitLabel="Submit"
        loading={false}
        tariff={tariff}
        onTariffChange={onTariffChange}
        onChange={vi.fn()}
        onSubmit={onSubmit}
      />
    </>,
  );
  return { onSubmit, onTariffChange };
}

describe('the enquiry details step', () => {
  afterEach(() => {
    document.title = '';
  });

  it('asks for the tariff with the provider: the missing one says so and takes focus, and nothing is sent until both are given', async () => {
    const user = userEvent.setup();
    const { onSubmit, onTariffChange } = renderStep(EMPTY_TARIFF);
    await user.type(screen.getByLabelText('Energy provider'), 'Octopus Energy');
    expect(onTariffChange).toHaveBeenLastCalledWith({ energy_provider: 'Octopus Energy', tariff_name: '' });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const tariffName = screen.getByLabelText('Tariff name');
    await waitFor(() => expect(document.activeElement).toBe(tariffName));
    expect(document.getElementById('tariff-tariff_name-error')?.textContent).toBe(`Error: ${TARIFF_BOTH_OR_NEITHER_MESSAGE}`);
    expect(document.getElementById('tariff-energy_provider-error')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(tariffName, 'Agile Octopus');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].customer.first_name).toBe('Ann');
    expect(document.getElementById('tariff-tariff_name-error')).toBeNull();
  });

  it('a refused detail shows the summary and "Error: " in the page title', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderStep(null);
    expect(screen.queryByLabelText('Energy provider')).toBeNull();
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary.textContent).toContain('First name: Required');
    expect(document.title).toBe(`Error: Contact details – ${SITE_NAME}`);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
