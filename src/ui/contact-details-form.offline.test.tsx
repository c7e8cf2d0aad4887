// @vitest-environment jsdom
// The form's validation code loads on first focus or submit (decision 958). When that load fails
// (offline, or a deploy replaced the chunk) the customer is told and the next submit tries again.
// Its own file: the form keeps the loaded validation for the whole page (module state).
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactDetailsValues } from '@/domain/contact-details';
import { ContactDetailsForm, VALIDATION_UNAVAILABLE_MESSAGE } from './contact-details-form';

// Vitest keeps a failed mocked import failed, so the double fails inside the module instead: the
// form handles both alike (one catch around loading and building the resolver).
const builds = vi.hoisted(() => ({ count: 0 }));
vi.mock('./contact-details-validation', async (importActual) => {
  const actual = await importActual<typeof import('./contact-details-validation')>();
  return {
    contactDetailsResolver: (...args: Parameters<typeof actual.contactDetailsResolver>) => {
      builds.count++;
      if (builds.count === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return actual.contactDetailsResolver(...args);
    },
  };
});

describe('ContactDetailsForm when its validation cannot load', { timeout: 20_000 }, () => {
  it('says so in the error summary, submits nothing, and validates on the next submit', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(<ContactDetailsForm defaultValues={contactDetailsValues({ customer: { address_line_1: '12 Park Road', postcode: 'LS6 2AB' } })} onSubmit={onSubmit} submitLabel="Continue" />);
    const submit = screen.getByRole('button', { name: 'Continue' });

    await user.click(submit);
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    const link = within(summary).getByRole('link', { name: VALIDATION_UNAVAILABLE_MESSAGE });
    expect(link.getAttribute('href')).toBe(`#${submit.id}`);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(submit);
    // Blank names, email and phone: the spec's messages, and the load failure is gone.
    await vi.waitFor(() => expect(within(screen.getByRole('region', { name: 'There is a problem' })).getAllByRole('link').map((a) => a.textContent)).toEqual(['First name: Required', 'Last name: Required', 'Email address: Required', 'Phone number: Required']));
    expect(builds.count).toBe(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
