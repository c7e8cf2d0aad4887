// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SaveQuoteRequest } from '@/shared/contract-types';
import { SITE_NAME, usePageTitle } from '@/ui/page-title';
import SaveQuoteForm from './save-quote-form';

/** The results page names itself; the popup's form does not know the title. */
function ResultsWithSaveQuote({ onSubmit }: { onSubmit: (request: SaveQuoteRequest) => Promise<void> }) {
  usePageTitle('Your boiler prices');
  return <SaveQuoteForm sending={false} onSubmit={onSubmit} />;
}

/** The summary of the last submit, once it has focus: a submit is checked after its press has painted. */
async function findSummary() {
  const summary = () => screen.getByRole('region', { name: 'There is a problem' });
  await waitFor(() => expect(document.activeElement).toBe(summary()));
  return summary();
}

describe('the save-quote form', () => {
  afterEach(() => {
    document.title = '';
  });

  it('refuses a missing or wrong address with a focused summary and "Error: " in the title, then saves what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((_request: SaveQuoteRequest) => Promise.resolve());
    render(<ResultsWithSaveQuote onSubmit={onSubmit} />);
    expect(document.title).toBe(`Your boiler prices – ${SITE_NAME}`);

    await user.click(screen.getByRole('button', { name: 'Email my quote' }));
    let summary = await findSummary();
    expect(within(summary).getByRole('link').textContent).toBe('Email address: Required');
    expect(screen.getByLabelText('Email address')).toHaveProperty('ariaInvalid', 'true');
    expect(document.title.startsWith('Error: ')).toBe(true);

    await user.type(screen.getByLabelText('Email address'), 'jo.bloggs');
    await user.click(screen.getByRole('button', { name: 'Email my quote' }));
    summary = await findSummary();
    expect(within(summary).getByRole('link').textContent).toBe('Email address: Invalid email');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), ' jo.bloggs@example.co.uk ');
    await user.click(screen.getByRole('button', { name: 'Email my quote' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email_address: 'jo.bloggs@example.co.uk', contact_consent: false }));
    // The summary goes, and the title loses "Error: ", as the page renders the accepted submit.
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'There is a problem' })).toBeNull();
      expect(document.title).toBe(`Your boiler prices – ${SITE_NAME}`);
    });
  });

  it('sends the consent only when ticked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((_request: SaveQuoteRequest) => Promise.resolve());
    render(<ResultsWithSaveQuote onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email address'), 'jo.bloggs@example.co.uk');
    await user.click(screen.getByLabelText('You can contact me about this quote'));
    await user.click(screen.getByRole('button', { name: 'Email my quote' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email_address: 'jo.bloggs@example.co.uk', contact_consent: true }));
  });
});
