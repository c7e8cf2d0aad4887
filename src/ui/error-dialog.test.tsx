// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { expect, it, vi } from 'vitest';
import { ErrorDialogProvider, useErrorDialog } from './error-dialog';

// The dialog's code fails to load while the browser is offline, then loads.
let offline = true;
vi.mock('./error-dialog-view', async (importOriginal) => {
  if (offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

function FailingCall() {
  const { showApiError } = useErrorDialog();
  useEffect(() => showApiError('The service is unavailable.'), [showApiError]);
  return null;
}

it('an error raised while the dialog’s code cannot load is shown once the browser is back online', async () => {
  render(
    <ErrorDialogProvider>
      <FailingCall />
    </ErrorDialogProvider>,
  );
  await act(async () => {});
  expect(screen.queryByRole('alertdialog')).toBeNull();
  offline = false;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByRole('alertdialog', { name: 'Error' })).toBeTruthy();
  expect(screen.getByText('The service is unavailable.')).toBeTruthy();
});
