// The load block of a page opened by a reference in its route (/service/:quote, /plans/:quote):
// load once per reference, show a visible wait, then the answer or a failure message. A route
// without a reference has nothing to load and goes home.
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from './page-title';
import { LoadingState } from './progress';

export interface ReferenceLoad<T> {
  /** The answer, null while loading or after a failure. */
  readonly data: T | null;
  readonly failed: boolean;
}

/**
 * Calls `load` for the reference (again when it changes); an answer of null or a rejection is a
 * failure. `load` should be a stable function (a module-level gateway call).
 */
export function useReferenceLoad<T>(reference: string | undefined, load: (reference: string) => Promise<T | null>): ReferenceLoad<T> {
  const navigate = useNavigate();
  const [state, setState] = useState<ReferenceLoad<T>>({ data: null, failed: false });

  useEffect(() => {
    if (!reference) {
      navigate('/', { replace: true });
      return;
    }
    let current = true;
    setState({ data: null, failed: false });
    load(reference).then(
      (loaded) => current && setState({ data: loaded, failed: loaded === null }),
      () => current && setState({ data: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [reference, load, navigate]);

  return state;
}

export interface LoadingPageProps {
  /** The page's h1 and document title. */
  title: string;
  /** What is loading, announced politely ("Loading your boiler plans"). */
  loadingText: string;
  failed?: boolean;
  /** What a failed load says; shown as an alert. */
  failureText?: ReactNode;
}

/** The page while its data loads, or when the load failed. */
export function LoadingPage({ title, loadingText, failed = false, failureText }: LoadingPageProps) {
  usePageTitle(title);
  return (
    <div className="ui-main--narrow">
      <h1>{title}</h1>
      {failed ? <p role="alert">{failureText}</p> : <LoadingState>{loadingText}</LoadingState>}
    </div>
  );
}
