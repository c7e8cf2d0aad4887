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

it('a page that can show the dialog asks for its code once, and it loads only when the app says the page is shown', async () => {
  vi.resetModules();
  offline = false;
  const fresh = await import('./error-dialog');
  const shown: (() => void)[] = [];
  function Page() {
    fresh.useErrorDialog();
    return null;
  }
  render(
    <fresh.ErrorDialogProvider whenPageShown={(callback) => shown.push(callback)}>
      <Page />
      <Page />
    </fresh.ErrorDialogProvider>,
  );
  await act(async () => {});
  expect(shown).toHaveLength(1);
  await act(async () => shown[0]!());
  // Loaded: an error now shows at once, and nothing more is asked for.
  function FailingPage() {
    const { showApiError } = fresh.useErrorDialog();
    useEffect(() => showApiError('Down.'), [showApiError]);
    return null;
  }
  render(
    <fresh.ErrorDialogProvider whenPageShown={(callback) => shown.push(callback)}>
      <FailingPage />
    </fresh.ErrorDialogProvider>,
  );
  expect(await screen.findByRole('alertdialog', { name: 'Error' })).toBeTruthy();
  expect(shown).toHaveLength(1);
});
