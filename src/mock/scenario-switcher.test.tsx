// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPolicyFetch } from '@/api/network-policy';
import { SCENARIOS } from './scenarios';
import { PAGE_CHUNK_FAILURE_COOKIE as PLUGIN_COOKIE } from '../../scripts/page-chunk-failure-plugin';
import { NETWORK_STORAGE_KEY, PAGE_CHUNK_FAILURE_COOKIE, SCENARIO_STORAGE_KEY, apiPath, scenarioRequestDecorator, storedScenario } from './scenario-preference';
import { ScenarioSwitcher, mountScenarioSwitcher } from './scenario-switcher';
import { Dialog } from '@/ui/dialog';

beforeEach(() => localStorage.clear());

describe('scenario preference', () => {
  it('strips the API base from the request path, relative or absolute', () => {
    expect(apiPath('http://localhost:5173/api/order/ORD-1?pending=true', '/api')).toBe('/order/ORD-1');
    expect(apiPath('https://backend.example/api/order/ORD-1', 'https://backend.example/api')).toBe('/order/ORD-1');
    expect(apiPath('http://localhost:5173/order/ORD-1', '')).toBe('/order/ORD-1');
  });

  it('sends the Prefer header of the chosen scenario for each request', () => {
    let current: ReturnType<typeof storedScenario> = 'homeowner';
    const decorate = scenarioRequestDecorator('/api', () => current);
    const request = new Request('http://localhost/api/order/ORD-1', { method: 'POST' });
    expect(decorate(request).headers.get('Prefer')).toBe('example=homeowner');
    expect(decorate(new Request('http://localhost/api/checkout/aircon', { method: 'POST' })).headers.get('Prefer')).toBe('example=homeowner.aircon');
    current = 'order-unauthorised';
    expect(decorate(request).headers.get('Prefer')).toBe('code=401, example=order-unauthorised');
    current = 'finance-declined';
    expect(decorate(request).headers.get('Prefer')).toBe('example=finance-declined');
  });

  it('ignores a stored value that is not a scenario', () => {
    localStorage.setItem(SCENARIO_STORAGE_KEY, 'gone-scenario');
    expect(storedScenario()).toBe('homeowner');
  });
});

describe('ScenarioSwitcher', () => {
  afterEach(() => localStorage.clear());

  it('opens from the keyboard, lists every scenario, stores the choice and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<ScenarioSwitcher />);
    const toggle = screen.getByRole('button', { name: 'Mock: homeowner' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByRole('group', { name: 'Server state the Prism mock answers with' })).getAllByRole('radio')).toHaveLength(SCENARIOS.length);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^homeowner/ }));

    await user.click(screen.getByRole('radio', { name: /^finance-declined/ }));
    expect(localStorage.getItem(SCENARIO_STORAGE_KEY)).toBe('finance-declined');
    expect(screen.getByRole('button', { name: 'Mock: finance-declined' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mock: finance-declined' }));
  });

  it('plays a slow or dropped network through the Prefer header, and makes the journey memory forget this browser', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const posted: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => (posted.push(`${init?.method} ${String(input)}`), new Response(null, { status: 204 })));
    try {
      render(<ScenarioSwitcher />);
      await user.click(screen.getByRole('button', { name: 'Mock: homeowner' }));
      await user.click(screen.getByRole('radio', { name: /^Slow: every answer takes 10 s/ }));
      expect(localStorage.getItem(NETWORK_STORAGE_KEY)).toBe('slow');
      expect(screen.getByRole('button', { name: 'Mock: homeowner, slow' })).toBeTruthy();
      const decorate = scenarioRequestDecorator('/api', () => 'tracking-failure', () => 'slow');
      expect(decorate(new Request('http://localhost/api/order-tracking/Q1', { method: 'POST' })).headers.get('Prefer')).toBe('code=500, example=tracking-failure, network=slow');

      await user.click(screen.getByRole('button', { name: 'Forget my journey' }));
      expect(posted).toEqual(['POST /api/__journey/reset']);
      expect(reload).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks the dev server to refuse the next page once, under the cookie its plugin reads', async () => {
    const user = userEvent.setup();
    document.cookie = `${PAGE_CHUNK_FAILURE_COOKIE}=; Path=/; Max-Age=0`;
    render(<ScenarioSwitcher />);
    await user.click(screen.getByRole('button', { name: 'Mock: homeowner' }));
    await user.click(screen.getByRole('button', { name: 'Next page fails to load' }));
    expect(document.cookie).toContain(`${PAGE_CHUNK_FAILURE_COOKIE}=1`);
    expect(PAGE_CHUNK_FAILURE_COOKIE).toBe(PLUGIN_COOKIE);
    expect(screen.getByRole('status').textContent).toBe('The next page you open fails to load once; the app reloads it.');
    expect(screen.getByRole('button', { name: 'Next page fails to load' })).toHaveProperty('disabled', true);
  });

  it('stays usable while a popup or dialog makes the page inert', async () => {
    const user = userEvent.setup();
    const unmount = mountScenarioSwitcher();
    const page = render(
      <Dialog open onClose={() => undefined} title="Save your quote">
        <p>Popup content</p>
      </Dialog>,
    );
    try {
      await screen.findByRole('dialog', { name: 'Save your quote' });
      expect(page.container.inert, 'the page under the dialog').toBe(true);
      const switcher = document.getElementById('dev-scenario-switcher')!;
      expect(switcher.inert, 'the switcher').toBeFalsy();
      await user.click(within(switcher).getByRole('button', { name: 'Mock: homeowner' }));
      await user.click(within(switcher).getByRole('radio', { name: /^empty-results/ }));
      expect(localStorage.getItem(SCENARIO_STORAGE_KEY)).toBe('empty-results');
    } finally {
      page.unmount();
      unmount();
    }
  });

  it('mounts in its own container and makes the API client send the Prefer header', async () => {
    const seen: Request[] = [];
    const policyFetch = createPolicyFetch({ fetchImpl: async (input) => (seen.push(input as Request), new Response('{}')), csrfToken: () => null });
    const unmount = mountScenarioSwitcher();
    expect(document.getElementById('dev-scenario-switcher')).not.toBeNull();
    localStorage.setItem(SCENARIO_STORAGE_KEY, 'discount-invalid');
    await policyFetch(new Request('http://localhost/api/checkout/boiler/discount?code=X'));
    expect(seen[0]?.headers.get('Prefer')).toBe('code=422, example=discount-invalid');
    localStorage.removeItem(SCENARIO_STORAGE_KEY);
    await policyFetch(new Request('http://localhost/api/order/QB7K2M9X', { method: 'POST' }));
    expect(seen[1]?.headers.get('Prefer')).toBe('example=homeowner');
    unmount();
    expect(document.getElementById('dev-scenario-switcher')).toBeNull();
    await policyFetch(new Request('http://localhost/api/checkout/boiler/discount?code=X'));
    expect(seen[2]?.headers.get('Prefer')).toBeNull();
  });
});
