// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE_NAME, usePageTitle } from '@/ui/page-title';
import { CompetitorUrlForm, INVALID_URL_MESSAGE, type CompetitorUrlFormProps } from './competitor-url-form';

function PriceMatch(props: CompetitorUrlFormProps) {
  usePageTitle('Price match');
  return <CompetitorUrlForm {...props} />;
}

async function findSummary() {
  const summary = await screen.findByRole('region', { name: 'There is a problem' });
  await waitFor(() => expect(document.activeElement).toBe(summary));
  return summary;
}

describe('the competitor’s web address form', () => {
  afterEach(() => {
    document.title = '';
  });

  it('refuses what is not a web address with a focused summary and "Error: " in the title, keeps the draft, sends a valid one trimmed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((_url: string) => Promise.resolve());
    const onUrlChange = vi.fn();
    render(<PriceMatch defaultUrl="" onUrlChange={onUrlChange} sending={false} onSubmit={onSubmit} />);
    const address = screen.getByLabelText('Competitor’s web address');

    await user.type(address, 'not a web address');
    expect(onUrlChange).toHaveBeenLastCalledWith('not a web address');
    await user.click(screen.getByRole('button', { name: 'Send web address' }));
    const summary = await findSummary();
    expect(within(summary).getByRole('link').textContent).toBe(INVALID_URL_MESSAGE);
    expect(document.getElementById('competitor-url-error')?.textContent).toBe(`Error: ${INVALID_URL_MESSAGE}`);
    expect(document.title).toBe(`Error: Price match – ${SITE_NAME}`);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(address);
    await user.type(address, ' www.competitor.example.co.uk/boilers ');
    await user.click(screen.getByRole('button', { name: 'Send web address' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('www.competitor.example.co.uk/boilers'));
    expect(document.title).toBe(`Price match – ${SITE_NAME}`);
  });

  it('starts from the draft', () => {
    render(<PriceMatch defaultUrl="www.example.co.uk/quote" onUrlChange={vi.fn()} sending={false} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Competitor’s web address')).toHaveProperty('value', 'www.example.co.uk/quote');
  });
});
