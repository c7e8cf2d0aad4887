// A flow's page opened by a reference while its data loads, or when the load failed.
import type { ReactNode } from 'react';
import { usePageTitle } from './page-title';
import { LoadingState } from './loading-state';

export interface LoadingPageProps {
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
