import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { ErrorDialogViewProps } from './error-dialog-view';

/** Spec error catalogue: the generic API error and the step-change failure. */
export const API_ERROR_TITLE = 'Error';
export const STEP_FAILURE_TITLE = 'We encountered a problem';

interface ErrorDialogApi {
  /** The generic API error: title "Error", the server's message, button "Ok". */
  showApiError: (message: string | undefined) => void;
  /** A checkout step could not change: title "We encountered a problem", the error text, "Ok". */
  showStepFailure: (text: string | undefined) => void;
}

interface OpenError {
  title: string;
  message: string;
}

type ErrorDialogView = ComponentType<ErrorDialogViewProps>;

// The dialog's code is not on every page's first visit: the app loads it once the page has shown its
// content (preloadErrorDialog, decision 680), and an error shown before then loads it at once. A
// failed load is forgotten, so the next error or the browser coming back online tries again.
let loadedView: ErrorDialogView | undefined;
let loadingView: Promise<ErrorDialogView> | undefined;
function loadView(): Promise<ErrorDialogView> {
  return (loadingView ??= import('./error-dialog-view').then(
    (module) => (loadedView = module.default),
    (error: unknown) => {
      loadingView = undefined;
      throw error;
    },
  ));
}

const ErrorDialogContext = createContext<ErrorDialogApi | null>(null);

/** Renders the one error dialog of the app; features open it through useErrorDialog(). */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [openError, setOpenError] = useState<OpenError | null>(null);
  const [View, setView] = useState<ErrorDialogView | undefined>(() => loadedView);
  const show = useCallback((title: string, message: string | undefined) => {
    setOpenError({ title, message: message?.trim() ?? '' });
  }, []);
  const value = useMemo<ErrorDialogApi>(
    () => ({
      showApiError: (message) => show(API_ERROR_TITLE, message),
      showStepFailure: (text) => show(STEP_FAILURE_TITLE, text),
    }),
    [show],
  );
  // Bumped when the browser is back online after the dialog's code failed to load: the open error
  // is still shown, not lost.
  const [loadAttempt, setLoadAttempt] = useState(0);
  useEffect(() => {
    if (View || openError === null) return;
    let current = true;
    const retry = () => setLoadAttempt((attempt) => attempt + 1);
    loadView().then(
      (view) => {
        if (current) setView(() => view);
      },
      () => {
        if (current) window.addEventListener('online', retry, { once: true });
      },
    );
    return () => {
      current = false;
      window.removeEventListener('online', retry);
    };
  }, [View, openError, loadAttempt]);
  const close = () => setOpenError(null);
  return (
    <ErrorDialogContext.Provider value={value}>
      {children}
      {View && <View error={openError} onClose={close} />}
    </ErrorDialogContext.Provider>
  );
}

/** Loads the dialog's code ahead of any error; a failure is left for the error that needs it. */
export function preloadErrorDialog(): void {
  loadView().catch(() => {});
}

export function useErrorDialog(): ErrorDialogApi {
  const api = useContext(ErrorDialogContext);
  if (!api) throw new Error('useErrorDialog needs <ErrorDialogProvider> (rendered by src/app).');
  return api;
}
