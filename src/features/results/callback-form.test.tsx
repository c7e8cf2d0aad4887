// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallbackRequest } from '@/shared/contract-types';
import { SITE_NAME, usePageTitle } from '@/ui/page-title';
import CallbackForm from './callback-form';

/** The results page names itself; the popup's form does not know the title. */
function ResultsWithCallback({ onSubmit }: { onSubmit: (request: CallbackRequest) => Promise<void> }) {
  usePageTitle('Your boiler prices');
  return <CallbackForm quote="QTEST1" sending={false} onSubmit={onSubmit} />;
}

/** The summary of the last submit, once it has focus: a submit is checked after its press has painted. */
async function findSummary() {
  const summary = () => screen.getByRole('region', { name: 'There is a problem' });
  await waitFor(() => expect(document.activeElement).toBe(summary()));
  return summary();
}

describe('the callback form', () => {
  afterEach(() => {
    document.title = '';
  });

  it('refuses a missing or wrong number with a focused summary and "Error: " in the title, then books with what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((_request: CallbackRequest) => Promise.resolve());
    render(<ResultsWithCallback onSubmit={onSubmit} />);
    expect(document.title).toBe(`Your boiler prices – ${SITE_NAME}`);

    await user.click(screen.getByRole('button', { name: 'Call me back' }));
    let summary = await findSummary();
    expect(within(summary).getByRole('link').textContent).toBe('Phone number: Required');
    expect(screen.getByLabelText('Phone number')).toHaveProperty('ariaInvalid', 'true');
    expect(document.title).toBe(`Error: Your boiler prices – ${SITE_NAME}`);

    await user.type(screen.getByLabelText('Phone number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Call me back' }));
    summary = await findSummary();
    expect(within(summary).getByRole('link').textContent).toBe('Phone number: Invalid phone number');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), ' 07700 900123 ');
    await user.click(screen.getByRole('radio', { name: 'Evening' }));
    await user.click(screen.getByRole('button', { name: 'Call me back' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ first_name: null, contact_number: '07700 900123', preferred_time: 'evening' }));
    // The summary goes, and the title loses "Error: ", as the page renders the accepted submit.
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'There is a problem' })).toBeNull();
      expect(document.title).toBe(`Your boiler prices – ${SITE_NAME}`);
    });
  });
});
