// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ErrorDialogProvider } from './error-dialog';
import { LoadingPage, useReferenceLoad } from './reference-load';
import { useSaveFailureDialog } from './step-flow';

function Booking({ reference, load }: { reference: string | undefined; load: (reference: string) => Promise<string | null> }) {
  const { data, failed } = useReferenceLoad(reference, load);
  if (!data) return <LoadingPage title="Booking" loadingText="Loading your booking" failed={failed} failureText="We could not find this booking." />;
  return <p>Loaded {data}</p>;
}

function renderBooking(reference: string | undefined, load: (reference: string) => Promise<string | null>) {
  return render(
    <MemoryRouter initialEntries={['/booking']}>
      <Routes>
        <Route path="/booking" element={<Booking reference={reference} load={load} />} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useReferenceLoad and LoadingPage', () => {
  it('shows a visible wait, then the answer', async () => {
    let answer: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string | null>((resolve) => (answer = resolve)));
    renderBooking('Q1', load);
    expect(screen.getByRole('status').textContent).toContain('Loading your booking');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Booking');
    await act(async () => answer('Q1 data'));
    expect(screen.getByText('Loaded Q1 data')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('Q1');
  });

  it('says the load failed on an error answer (null) or a rejection', async () => {
    renderBooking('Q1', () => Promise.resolve(null));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find this booking.');
    renderBooking('Q2', () => Promise.reject(new Error('offline')));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  });

  it('goes home when the route has no reference', async () => {
    const load = vi.fn(() => Promise.resolve('never'));
    renderBooking(undefined, load);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });
});

function Steps({ error, serverUnreachable }: { error: unknown; serverUnreachable: boolean }) {
  const showSaveFailure = useSaveFailureDialog();
  const [returned, setReturned] = useState<string | null>(null);
  return (
    <>
      <button onClick={() => setReturned(showSaveFailure(error, serverUnreachable))}>Fail</button>
      {returned !== null && <p>Returned: {returned}</p>}
    </>
  );
}

describe('useSaveFailureDialog', () => {
  it('a refused save opens "We encountered a problem" with the server text and answers it', async () => {
    render(<Steps error={new Error('The diary is full.')} serverUnreachable={false} />, { wrapper: ErrorDialogProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('We encountered a problem');
    expect(screen.getByRole('alertdialog').textContent).toContain('The diary is full.');
    expect(screen.getByText('Returned: The diary is full.')).toBeTruthy();
  });

  it('a save that never reached the server opens the generic Error dialog', async () => {
    render(<Steps error={new Error('We could not reach our server.')} serverUnreachable />, { wrapper: ErrorDialogProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alertdialog').textContent).toMatch(/^Error/);
    expect(screen.getByRole('alertdialog').textContent).not.toContain('We encountered a problem');
  });
});
