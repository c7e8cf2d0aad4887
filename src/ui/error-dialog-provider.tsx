import { createContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';

/** Spec error catalogue: the generic API error and the step-change failure. */
export const API_ERROR_TITLE = 'Error';
export const STEP_FAILURE_TITLE = 'We encountered a problem';

/** Whether the same call again can work: no answer or a 5xx; a 4xx answers the same again. */
export function retryCanWork(status: number): boolean {
  return status === 0 || status >= 500;
}

/** What the customer can do about a failure besides "Ok": run the same action again, where that can work. */
export interface FailureOptions {
  readonly retry?: () => void;
}

export interface ShownError {
  readonly title: string;
  readonly message: string;
  readonly retry?: (() => void) | undefined;
}

export interface ErrorDialogViewProps {
  error: ShownError | null;
  onClose: () => void;
}

export interface ErrorDialogApi {
  /** The generic API error: title "Error", the server's message, button "Ok" (and "Try again" with a retry). */
  showApiError: (message: string | undefined, options?: FailureOptions) => void;
  /** A checkout step could not change: title "We encountered a problem", the error text, "Ok" (and "Try again" with a retry). */
  showStepFailure: (text: string | undefined, options?: FailureOptions) => void;
}

export const ErrorDialogContext = createContext<(ErrorDialogApi & { provideView: (view: ComponentType<ErrorDialogViewProps>) => void }) | null>(null);

/** The error dialog's state; a page that can show it brings its view with useErrorDialog(), so pages that never do never load it. */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [openError, setOpenError] = useState<ShownError | null>(null);
  const [View, setView] = useState<ComponentType<ErrorDialogViewProps> | null>(null);
  const value = useMemo(() => {
    const show = (title: string, message: string | undefined, options?: FailureOptions) => setOpenError({ title, message: message?.trim() ?? '', retry: options?.retry });
    return {
      showApiError: (message: string | undefined, options?: FailureOptions) => show(API_ERROR_TITLE, message, options),
      showStepFailure: (text: string | undefined, options?: FailureOptions) => show(STEP_FAILURE_TITLE, text, options),
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
