// @vitest-environment jsdom
import type { Plan, PlansResponse } from '@/shared/contract-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ErrorDialogProvider } from '@/ui/error-dialog-provider';
import { createStore, StateProvider } from '@/shared/state';
import type { PaymentStepProps } from './payment-step';
import { loader } from './plans-loader';
import PlansPage from './plans-page';

const gateway = vi.hoisted(() => ({ loadPlans: vi.fn(), choosePlan: vi.fn() }));
vi.mock('./plans-gateway', () => gateway);
// The card form is the payment step's own (service.spec and step-history.spec pay through it): here it pays at once.
vi.mock('./payment-step', () => ({
  default: ({ amount, onPaid }: PaymentStepProps) => (
    <button type="button" onClick={() => onPaid(amount)}>
      Pay {amount} pence
    </button>
  ),
}));

const PLANS: Plan[] = [
  { id: 7, name: 'Essentials', product_price: 1200, product_total: 1200, billing: 'monthly', features: [] },
  { id: 9, name: 'Complete', product_price: 2400, product_total: 2400, billing: 'monthly', features: [] },
];
// The server's order has no plan yet: only this tab knows one was chosen.
const plans = { order: { quote_id: 'Q1', plan: null, total: 0, paid: false }, products: PLANS, product: { product_title: 'Worcester Bosch Greenstar 4000' }, paid: false } as unknown as PlansResponse;

/** The plans page in a tab of its own (a store of its own), opened on `entry`, from the modules given. */
function openWith(entry: string | { pathname: string; search: string }, Page = PlansPage, pageLoader = loader, Dialogs = ErrorDialogProvider) {
  return render(
    <StateProvider store={createStore()}>
      <Dialogs>
        <RouterProvider router={createMemoryRouter([{ path: '/plans/:quote', loader: pageLoader, Component: Page }], { initialEntries: [entry] })} />
      </Dialogs>
    </StateProvider>,
  );
}

const open = () => openWith('/plans/Q1');

/** A reload whose address names `step`: the page's modules start afresh and read the tab's storage as they start, as a page load does. */
async function reloadOn(step: string) {
  vi.resetModules();
  const [page, pageLoader, dialogs] = await Promise.all([import('./plans-page'), import('./plans-loader'), import('@/ui/error-dialog-provider')]);
  return openWith({ pathname: '/plans/Q1', search: `?step=${step}` }, page.default, pageLoader.loader, dialogs.ErrorDialogProvider);
}

const stepTitle = () => document.getElementById('plans-step-heading')?.textContent;

async function choose(name: RegExp) {
  await screen.findByRole('radio', { name });
  fireEvent.click(screen.getByRole('radio', { name }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('button', { name: /^Pay / });
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe('the plans checkout over a reload', () => {
  it('a reload on payment returns to it with the plan chosen, though the server has no plan yet', async () => {
    gateway.loadPlans.mockResolvedValue({ ok: true, data: plans });
    gateway.choosePlan.mockResolvedValue({ ok: true, data: { order: { quote_id: 'Q1', plan: { plan_id: 9, created_at: '2026-11-28T08:00:00Z' }, total: 2400, paid: false } } });
    const first = open();
    await choose(/Complete/);
    expect(gateway.choosePlan).toHaveBeenCalledWith('Q1', PLANS[1]);
    first.unmount();

    await reloadOn('payment');
    await waitFor(() => expect(stepTitle()).toBe('Payment'));
    expect(screen.getByRole('button', { name: 'Pay 2400 pence' })).toBeTruthy();
  });

  it('a refused choice keeps the customer on the plans: a reload naming payment opens the plans', async () => {
    gateway.loadPlans.mockResolvedValue({ ok: true, data: plans });
    gateway.choosePlan.mockResolvedValue({ ok: false, status: 500, message: 'Our booking system is being updated.' });
    const first = open();
    await screen.findByRole('radio', { name: /Complete/ });
    fireEvent.click(screen.getByRole('radio', { name: /Complete/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Our booking system is being updated.');
    // The plan ticked is kept for the reload (faults-quote-flows.spec shows it ticked again), the step it did not reach is not.
    expect(JSON.parse(sessionStorage.getItem('plans-choice:Q1')!)).toEqual({ chosenId: 9, reachedStep: null });
    first.unmount();

    await reloadOn('payment');
    await screen.findByRole('radio', { name: /Complete/ });
    expect(stepTitle()).toBe('Plans');
  });

  it('once paid, a reload stays on the confirmation and names the plan', async () => {
    gateway.loadPlans.mockResolvedValue({ ok: true, data: plans });
    gateway.choosePlan.mockResolvedValue({ ok: true, data: { order: { quote_id: 'Q1', plan: null, total: 2400, paid: false } } });
    const first = open();
    await choose(/Complete/);
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(stepTitle()).toBe('Confirmation'));
    expect(JSON.parse(sessionStorage.getItem('plans-choice:Q1')!)).toEqual({ chosenId: 9, reachedStep: 'confirmation' });
    first.unmount();

    await reloadOn('confirmation');
    await waitFor(() => expect(stepTitle()).toBe('Confirmation'));
    expect(screen.getByText('Thank you, your boiler plan is set up: Complete.')).toBeTruthy();
  });
});
