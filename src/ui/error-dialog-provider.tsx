import { createContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';

/** Spec error catalogue: the generic API error and the step-change failure. */
export const API_ERROR_TITLE = 'Error';
export const STEP_FAILURE_TITLE = 'We encountered a problem';

export interface ErrorDialogViewProps {
  error: { title: string; message: string } | null;
  onClose: () => void;
}

export interface ErrorDialogApi {
  /** The generic API error: title "Error", the server's message, button "Ok". */
  showApiError: (message: string | undefined) => void;
  /** A checkout step could not change: title "We encountered a problem", the error text, "Ok". */
  showStepFailure: (text: string | undefined) => void;
}

export const ErrorDialogContext = createContext<(ErrorDialogApi & { provideView: (view: ComponentType<ErrorDialogViewProps>) => void }) | null>(null);

/**
 * The one error dialog of the app: its state, for every page. Its view is the page's own code: a page
 * that can show the dialog brings it with useErrorDialog() (error-dialog.tsx), so pages that never show
 * it (home, the questionnaire's first question) never load it, and one that can has it before any error.
 */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [openError, setOpenError] = useState<{ title: string; message: string } | null>(null);
  const [View, setView] = useState<ComponentType<ErrorDialogViewProps> | null>(null);
  const value = useMemo(() => {
    const show = (title: string, message: string | undefined) => setOpenError({ title, message: message?.trim() ?? '' });
    return {
      showApiError: (message: string | undefined) => show(API_ERROR_TITLE, message),
      showStepFailure: (text: string | undefined) => show(STEP_FAILURE_TITLE, text),
      provideView: (view: ComponentType<ErrorDialogViewProps>) => setView(() => view),
    };
  }, []);
  return (
    <ErrorDialogContext.Provider value={value}>
      {children}
      {View && <View error={openError} onClose={() => setOpenError(null)} />}
    </ErrorDialogContext.Provider>
  );
}
