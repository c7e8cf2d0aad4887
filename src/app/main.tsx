import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/ui/styles.css';
// The questionnaire is where most visits land; its few rules ride in the entry's stylesheet, one request
// less on that first visit (decision 963).
import '@/features/quote/quote.css';
import { App } from './app';
import { startErrorReporting } from './start-error-reporting';

// The first render is a transition: React builds the page in slices of a few milliseconds, so the
// browser stays responsive while it does, instead of one long task (decision 963). What it shows first
// is the router's to decide: the landing's page once its chunk and loader are in (decision 963).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

startErrorReporting();

// The mock-scenario switcher (src/app/dev) exists only in the dev server, never in a build.
if (import.meta.env.DEV) {
  void import('./dev/scenario-switcher').then(({ mountScenarioSwitcher }) => mountScenarioSwitcher());
}
