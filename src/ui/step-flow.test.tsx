// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorDialogProvider } from './error-dialog';
import { LoadingPage } from './reference-load';
import { useSaveFailureDialog, type SaveFailure } from './step-flow';

describe('LoadingPage', () => {
  it('shows a visible wait under the page heading', () => {
    render(<LoadingPage title="Booking" loadingText="Loading your booking" />);
    expect(screen.getByRole('status').textContent).toContain('Loading your booking');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Booking');
  });

  it('says the load failed as an alert', () => {
    render(<LoadingPage title="Booking" loadingText="Loading your booking" failed failureText="We could not find this booking." />);
    expect(screen.getByRole('alert').textContent).toBe('We could not find this booking.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

function Steps({ failure }: { failure: SaveFailure }) {
  const showSaveFailure = useSaveFailureDialog();
  const [returned, setReturned] = useState<string | null>(null);
  return (
    <>
      <button onClick={() => setReturned(showSaveFailure(failure))}>Fail</button>
      {returned !== null && <p>Returned: {returned}</p>}
    </>
  );
}

describe('useSaveFailureDialog', () => {
  it('a refused save opens "We encountered a problem" with the server text and answers it', async () => {
    render(<Steps failure={{ status: 409, message: 'The diary is full.' }} />, { wrapper: ErrorDialogProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('We encountered a problem');
    expect(screen.getByRole('alertdialog').textContent).toContain('The diary is full.');
    expect(screen.getByText('Returned: The diary is full.')).toBeTruthy();
  });

  it('a save that never reached the server opens the generic Error dialog', async () => {
    render(<Steps failure={{ status: 0, message: 'We could not reach our server.' }} />, { wrapper: ErrorDialogProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect((await screen.findByRole('alertdialog')).textContent).toMatch(/^Error/);
    expect(screen.getByRole('alertdialog').textContent).not.toContain('We encountered a problem');
  });
});
