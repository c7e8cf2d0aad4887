// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { expect, it } from 'vitest';
import { ErrorDialogProvider, useErrorDialog } from './error-dialog';

function FailingCall({ message }: { message: string }) {
  const { showApiError } = useErrorDialog();
  useEffect(() => showApiError(message), [showApiError, message]);
  return null;
}

it('an error raised as the page mounts is shown at once: the page brought the dialog with its own code', async () => {
  render(
    <ErrorDialogProvider>
      <FailingCall message="The service is unavailable." />
    </ErrorDialogProvider>,
  );
  await act(async () => {});
  expect(screen.getByRole('alertdialog', { name: 'Error' })).toBeTruthy();
  expect(screen.getByText('The service is unavailable.')).toBeTruthy();
  await act(async () => screen.getByRole('button', { name: 'Ok' }).click());
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

it('renders no dialog for a page that never asks for it', () => {
  const { container } = render(
    <ErrorDialogProvider>
      <p>Home</p>
    </ErrorDialogProvider>,
  );
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(container.textContent).toBe('Home');
});
