import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { ErrorDialogViewProps } from './error-dialog-view';
import { loadOnce } from './load-once';

/** Spec error catalogue: the generic API error and the step-change failure. */
export const API_ERROR_TITLE = 'Error';
export const STEP_FAILURE_TITLE = 'We encountered a problem';

interface ErrorDialogApi {
  /** Loads the dialog's code ahead of any error, when the app says the page can spare it. */
  preload: () => void;
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

// The dialog's code is not on every page's first visit: a page that can show it asks for it as it
// mounts (useErrorDialog), and the app loads it once the page has shown its content (`whenPageShown`,
// decision 680); an error shown before then loads it at once. A failed load is forgotten, so the next
// error or the browser coming back online tries again (load-once.ts).
const dialogView = loadOnce<ErrorDialogView>(() => import('./error-dialog-view').then((module) => module.default));
let preloadAsked = false;

const ErrorDialogContext = createContext<ErrorDialogApi | null>(null);

type Scheduler = (callback: () => void) => void;
const atOnce: Scheduler = (callback) => callback();

/**
 * Renders the one error dialog of the app; features open it through useErrorDialog(). `whenPageShown`
 * says when a page's request for the dialog's code may be sent.
 */
export function ErrorDialogProvider({ children, whenPageShown = atOnce }: { children: ReactNode; whenPageShown?: Scheduler }) {
  const [openError, setOpenError] = useState<OpenError | null>(null);
  const [View, setView] = useState<ErrorDialogView | undefined>(() => dialogView.loaded());
  const show = useCallback((title: string, message: string | undefined) => {
    setOpenError({ title, message: message?.trim() ?? '' });
  }, []);
  const value = useMemo<ErrorDialogApi>(
    () => ({
      preload: () => {
        if (preloadAsked) return;
        preloadAsked = true;
        whenPageShown(() => void dialogView.load().catch(() => (preloadAsked = false)));
      },
      showApiError: (message) => show(API_ERROR_TITLE, message),
      showStepFailure: (text) => show(STEP_FAILURE_TITLE, text),
    }),
    [show, whenPageShown],
  );
  // Bumped when the browser is back online after the dialog's code failed to load: the open error
  // is still shown, not lost.
  const [loadAttempt, setLoadAttempt] = useState(0);
  useEffect(() => {
    if (View || openError === null) return;
    let current = true;
    const retry = () => setLoadAttempt((attempt) => attempt + 1);
    dialogView.load().then(
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

export function useErrorDialog(): Omit<ErrorDialogApi, 'preload'> {
  const api = useContext(ErrorDialogContext);
  useEffect(() => api?.preload(), [api]);
  if (!api) throw new Error('useErrorDialog needs <ErrorDialogProvider> (rendered by src/app).');
  return api;
}
