// The dev server's floating panel: the mock scenario and network condition of every API request, and
// forgetting this browser's journey. Only the mock-mode start-up loads it (src/app/main.tsx).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { API_BASE_URL } from '@/api/client';
import { setRequestDecorator } from '@/api/network-policy';
import { OUTSIDE_PAGE_ATTRIBUTE } from '@/ui/inert-page';
import { NETWORK_CONDITIONS, NETWORK_DELAY_MS, SCENARIOS, type NetworkCondition, type ScenarioName } from './scenarios';
import { failNextPageLoad, JOURNEY_RESET_PATH, scenarioRequestDecorator, storeNetwork, storeScenario, storedNetwork, storedScenario } from './scenario-preference';

const NETWORK_LABELS: Record<NetworkCondition, string> = {
  normal: 'Normal',
  slow: `Slow: every answer takes ${NETWORK_DELAY_MS / 1000} s`,
  offline: 'Offline: every request fails as a dropped connection',
};

const panelStyle = {
  position: 'fixed',
  insetInlineStart: '0.5rem',
  // Above whatever the page keeps at the foot of the window (checkout's total bar on a phone).
  insetBlockEnd: 'calc(0.5rem + var(--page-bottom-inset, 0px))',
  zIndex: 2147483000,
  maxInlineSize: 'min(26rem, calc(100vw - 1rem))',
  font: '14px/1.4 system-ui, sans-serif',
  color: '#1b1f23',
} as const;
const toggleStyle = {
  minBlockSize: '44px',
  padding: '0.5rem 0.75rem',
  border: '2px solid #1b1f23',
  borderRadius: '6px',
  background: '#ffd166',
  color: '#1b1f23',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} as const;
const listStyle = {
  marginBlockEnd: '0.5rem',
  maxBlockSize: '60vh',
  overflowY: 'auto',
  padding: '0.75rem',
  background: '#ffffff',
  border: '2px solid #1b1f23',
  borderRadius: '6px',
  boxShadow: '0 4px 12px rgb(16 24 32 / 20%)',
} as const;

export function ScenarioSwitcher() {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ScenarioName>(() => storedScenario());
  const [network, setNetwork] = useState<NetworkCondition>(() => storedNetwork());
  const [forgotten, setForgotten] = useState(false);
  const [pageFailureAsked, setPageFailureAsked] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const headingId = useId();

  useEffect(() => {
    if (open) firstChoiceRef.current?.focus();
  }, [open]);

  function choose(name: ScenarioName) {
    storeScenario(name);
    setChosen(name);
  }

  function chooseNetwork(condition: NetworkCondition) {
    storeNetwork(condition);
    setNetwork(condition);
  }

  /** The journey memory forgets what this browser sent (a fresh customer), then the page reloads. */
  async function forgetJourney() {
    await fetch(`${API_BASE_URL}${JOURNEY_RESET_PATH}`, { method: 'POST' }).catch(() => undefined);
    setForgotten(true);
    window.location.reload();
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <div style={panelStyle} onKeyDown={closeOnEscape} data-scenario-switcher="">
      {open && (
        <section id={panelId} aria-labelledby={headingId} style={listStyle}>
          <h2 id={headingId} style={{ fontSize: '1rem', margin: '0 0 0.25rem' }}>
            Mock scenario
          </h2>
          <p style={{ margin: '0 0 0.5rem', color: '#4a5560' }}>
            Applies to the next request; reload the page to refetch what is shown.
          </p>
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
              Server state the Prism mock answers with
            </legend>
            {SCENARIOS.map((scenario, index) => (
              <label key={scenario.name} style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start', padding: '0.375rem 0', cursor: 'pointer' }}>
                <input
                  ref={index === 0 ? firstChoiceRef : undefined}
                  type="radio"
                  name="mock-scenario"
                  value={scenario.name}
                  checked={chosen === scenario.name}
                  onChange={() => choose(scenario.name)}
                  style={{ inlineSize: '1.25rem', blockSize: '1.25rem', marginBlockStart: '0.125rem', flexShrink: 0 }}
                />
                <span>
                  <strong style={{ display: 'block' }}>{scenario.name}</strong>
                  <span style={{ color: '#4a5560' }}>{scenario.description}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <fieldset style={{ border: 0, margin: '0.5rem 0 0', padding: 0 }}>
            <legend style={{ fontWeight: 600 }}>Network</legend>
            {NETWORK_CONDITIONS.map((condition) => (
              <label key={condition} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', padding: '0.25rem 0', cursor: 'pointer' }}>
                <input type="radio" name="mock-network" value={condition} checked={network === condition} onChange={() => chooseNetwork(condition)} style={{ inlineSize: '1.25rem', blockSize: '1.25rem' }} />
                {NETWORK_LABELS[condition]}
              </label>
            ))}
          </fieldset>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginBlockStart: '0.5rem' }}>
            <button type="button" style={{ ...toggleStyle, background: '#ffffff' }} onClick={() => window.location.reload()}>
              Reload page
            </button>
            <button type="button" style={{ ...toggleStyle, background: '#ffffff' }} onClick={() => void forgetJourney()} disabled={forgotten}>
              Forget my journey
            </button>
            <button
              type="button"
              style={{ ...toggleStyle, background: '#ffffff' }}
              onClick={() => {
                failNextPageLoad();
                setPageFailureAsked(true);
              }}
              disabled={pageFailureAsked}
            >
              Next page fails to load
            </button>
          </div>
          {pageFailureAsked && (
            <p role="status" style={{ margin: '0.5rem 0 0' }}>
              The next page you open fails to load once; the app reloads it.
            </p>
          )}
        </section>
      )}
      <button ref={toggleRef} type="button" style={toggleStyle} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((was) => !was)}>
        Mock: {chosen}
        {network !== 'normal' ? `, ${network}` : ''}
      </button>
    </div>
  );
}

/** Makes the API client send the chosen scenario's Prefer header, and shows the panel. */
export function mountScenarioSwitcher(): () => void {
  setRequestDecorator(scenarioRequestDecorator(API_BASE_URL, () => storedScenario(), () => storedNetwork()));
  const container = document.createElement('div');
  container.id = 'dev-scenario-switcher';
  // Not part of the page: a popup or dialog leaves it usable (src/ui/inert-page.ts).
  container.setAttribute(OUTSIDE_PAGE_ATTRIBUTE, '');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<ScenarioSwitcher />);
  return () => {
    root.unmount();
    container.remove();
    setRequestDecorator(null);
  };
}
