// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';
import { TextField } from './fields';

describe('ErrorSummary entries name their fields', () => {
  it('reads "First name: Required" and "Last name: Required", while each field keeps the bare message', async () => {
    render(
      <>
        <ErrorSummary
          errors={[
            { fieldId: 'first_name', label: 'First name', message: 'Required' },
            { fieldId: 'last_name', label: 'Last name', message: 'Required' },
          ]}
        />
        <TextField id="first_name" label="First name" error="Required" value="" onChange={() => {}} />
        <TextField id="last_name" label="Last name" error="Required" value="" onChange={() => {}} />
      </>,
    );
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['First name: Required', 'Last name: Required']);
    expect(screen.getByRole('textbox', { name: 'Last name' }).getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelectorAll('.ui-error-message')[1]?.textContent).toBe('Error: Required');
    await userEvent.click(within(summary).getByRole('link', { name: 'Last name: Required' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Last name' }));
  });

  it('without a label an entry is the message alone (callers whose messages name the field)', () => {
    render(<ErrorSummary errors={[{ fieldId: 'gas_meter', message: 'Upload a file for your gas meter' }]} />);
    expect(screen.getByRole('link').textContent).toBe('Upload a file for your gas meter');
  });
});
