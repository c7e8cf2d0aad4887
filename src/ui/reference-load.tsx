// A flow's page opened by a reference: a wait while the route's loader answers, the page, or what a failed load shows.
import { Suspense, use, type ReactNode } from 'react';
import { usePageTitle } from './page-title';
import { LoadingState } from './loading-state';

interface LoadingPageProps {
  /** The page's h1 and document title. */
  title: string;
  /** What is loading, announced politely ("Loading your boiler plans"). */
  loadingText: string;
  /** What a failed load says, shown as an alert; absent while the data loads. */
  failureText?: ReactNode;
}

/** The page while its data loads, or when the load failed. */
export function LoadingPage({ title, loadingText, failureText }: LoadingPageProps) {
  usePageTitle(title);
  return (
    <div className="ui-main--narrow">
      <h1>{title}</h1>
      {failureText ? <p role="alert">{failureText}</p> : <LoadingState>{loadingText}</LoadingState>}
    </div>
  );
}

interface LoadedPageProps<T, F extends { readonly ok: false }> extends Omit<LoadingPageProps, 'failureText'> {
  /** The answer the route's loader started (an ApiResult). */
  load: Promise<{ readonly ok: true; readonly data: T } | F>;
  /** A failed load: text shown as an alert under the heading, or what a function of the failure renders instead. */
  failed: ReactNode | ((failure: F) => ReactNode);
  children: (data: T) => ReactNode;
}

/** The wait under the page's heading until `load` answers, then the page with its data or the failure. */
export function LoadedPage<T, F extends { readonly ok: false }>(props: LoadedPageProps<T, F>) {
  return (
    <Suspense fallback={<LoadingPage title={props.title} loadingText={props.loadingText} />}>
      <Answered {...props} />
    </Suspense>
  );
}

function Answered<T, F extends { readonly ok: false }>({ title, loadingText, load, failed, children }: LoadedPageProps<T, F>) {
  const answer = use(load);
  if (answer.ok) return children(answer.data);
  if (typeof failed === 'function') return failed(answer);
  return <LoadingPage title={title} loadingText={loadingText} failureText={failed} />;
}
