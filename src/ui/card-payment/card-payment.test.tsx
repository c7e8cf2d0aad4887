// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStripe } from '@stripe/stripe-js/pure';
import { ErrorDialogProvider } from '../error-dialog';
import { CardPayment, INTENT_FAILED_TEXT, payButtonLabel, type CardPaymentProps, type ServerIntent } from './card-payment';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  COMPLETE_AUTHENTICATION,
  DECLINED_MESSAGE,
  FAIL_AUTHENTICATION,
  INSUFFICIENT_FUNDS_MESSAGE,
  TEST_CARDS,
  createStripeDouble,
} from '@/mock/stripe-double';

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));

const NOW = () => new Date(2026, 10, 22);
const CLIENT_SECRET = 'pi_123_secret_abc';

function setup(props: Partial<CardPaymentProps> = {}) {
  const stripeDouble = createStripeDouble({ latencyMs: 20, now: NOW });
  const confirmCard = stripeDouble.confirmCardPayment.bind(stripeDouble);
  const confirm = vi.spyOn(stripeDouble, 'confirmCardPayment');
  const createIntent = vi.fn(async (): Promise<ServerIntent> => ({ clientSecret: CLIENT_SECRET, amount: 123_400 }));
  const onPaid = vi.fn();
  const user = userEvent.setup({ delay: null });
  const view = render(<CardPayment pageAmount={123_400} createIntent={createIntent} onPaid={onPaid} stripeDouble={stripeDouble} {...props} />, { wrapper: ErrorDialogProvider });
  return { stripeDouble, confirm, confirmCard, createIntent, onPaid, user, ...view };
}

async function enterCard(user: ReturnType<typeof userEvent.setup>, number: string, expiry = '12 / 30', cvc = '123') {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date (MM / YY)'), expiry);
  await user.type(screen.getByLabelText('Security code (CVC)'), cvc);
}

function payButton() {
  return screen.getByRole('button', { name: /Pay £1,234\.00 now/ });
}

/** The button once the server's intent has given its amount. */
async function findPayButton(name: RegExp = /Pay £1,234\.00 now/) {
  return screen.findByRole('button', { name });
}

describe('CardPayment', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(loadStripe).mockReset();
  });

  it('states the obligation to pay on the button', () => {
    expect(payButtonLabel(123_400)).toBe('Pay £1,234.00 now');
    expect(payButtonLabel(62_375)).toBe('Pay £623.75 now');
  });

  it('without a publishable key never loads Stripe.js: the double renders real, labelled card inputs', async () => {
    const { createIntent } = setup();
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(screen.getByLabelText('Expiry date (MM / YY)').getAttribute('autocomplete')).toBe('cc-exp');
    expect((await findPayButton()).textContent).toBe('Pay £1,234.00 now');
    expect(screen.getByText('£1,234.00')).toBeTruthy();
    expect(loadStripe).not.toHaveBeenCalled();
    // The intent is asked for once, up front.
    await waitFor(() => expect(createIntent).toHaveBeenCalledTimes(1));
  });

  it('leaves out its "Amount to pay" line when the page states the amount; the button still states it', async () => {
    setup({ amountStatedByPage: true });
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect((await findPayButton()).textContent).toBe('Pay £1,234.00 now');
    expect(screen.queryByText(/Amount to pay/)).toBeNull();
  });

  it('with a publishable key loads Stripe.js once, when the payment step mounts', async () => {
    vi.mocked(loadStripe).mockResolvedValue(createStripeDouble({ latencyMs: 0, now: NOW }) as never);
    render(<CardPayment pageAmount={1000} createIntent={async () => ({ clientSecret: CLIENT_SECRET, amount: 1000 })} onPaid={() => {}} publishableKey="pk_test_123" />, { wrapper: ErrorDialogProvider });
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(loadStripe).toHaveBeenCalledTimes(1);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
  });

  it('4242 4242 4242 4242 pays: onPaid once, the button is gone, focus on the confirmation', async () => {
    const { user, onPaid, confirm } = setup({ billingDetails: { name: 'Amelia Hughes', email: 'amelia@example.co.uk' } });
    await enterCard(user, TEST_CARDS.success);
    await user.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onPaid.mock.calls[0]?.[0]).toBe(123_400);
    expect(onPaid.mock.calls[0]?.[1]).toMatchObject({ status: 'succeeded', client_secret: CLIENT_SECRET });
    expect(confirm.mock.calls[0]?.[1]).toMatchObject({ payment_method: { billing_details: { name: 'Amelia Hughes' } } });
    // The confirmation takes focus in an effect after it renders: on a busy machine that is after onPaid.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Payment received' })));
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('a double click confirms once and pays once', async () => {
    const { user, onPaid, confirm, createIntent } = setup();
    await enterCard(user, TEST_CARDS.success);
    await user.dblClick(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(createIntent).toHaveBeenCalledTimes(1);
  });

  it('while confirming, the button shows it is busy and a click does nothing', async () => {
    const { user, confirm, confirmCard, onPaid } = setup();
    // The card's answer waits until the test has pressed again: a slow machine cannot let it land first.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    confirm.mockImplementation(async (...args) => {
      await answered;
      return confirmCard(...args);
    });
    await enterCard(user, TEST_CARDS.success);
    await user.click(payButton());
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(payButton().getAttribute('aria-busy')).toBe('true');
    await user.click(payButton());
    await user.keyboard('{Enter}');
    answer();
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['declined', TEST_CARDS.declined, DECLINED_MESSAGE],
    ['insufficient funds', TEST_CARDS.insufficientFunds, INSUFFICIENT_FUNDS_MESSAGE],
  ])('%s: Stripe’s message in an alert, the card kept, the button still there for a retry', async (_name, number, message) => {
    const { user, onPaid } = setup();
    await enterCard(user, number);
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe(number.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(payButton().getAttribute('aria-busy')).toBeNull();
    expect(document.activeElement).toBe(payButton());

    // Retry with a good card on the same intent.
    const numberInput = screen.getByLabelText('Card number') as HTMLInputElement;
    // The card element is re-enabled by its own update after the alert shows.
    await waitFor(() => expect(numberInput.disabled).toBe(false));
    await user.clear(numberInput);
    await user.type(numberInput, TEST_CARDS.success);
    await user.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it('4000 0027 6000 3184 asks for 3-D Secure; completing it pays', async () => {
    const { user, onPaid } = setup();
    await enterCard(user, TEST_CARDS.authenticationRequired);
    await user.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Authenticate your payment' });
    const complete = within(dialog).getByRole('button', { name: COMPLETE_AUTHENTICATION });
    expect(document.activeElement).toBe(complete);
    await user.click(complete);
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('failing 3-D Secure shows Stripe’s authentication message and returns focus to the button', async () => {
    const { user, onPaid } = setup();
    await enterCard(user, TEST_CARDS.authenticationRequired);
    await user.click(payButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: FAIL_AUTHENTICATION }));
    expect(within(await screen.findByRole('alert')).getByText(AUTHENTICATION_FAILED_MESSAGE)).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(payButton());
  });

  it('an incomplete card is refused with Stripe’s validation message, without paying', async () => {
    const { user, onPaid } = setup();
    await user.type(await screen.findByLabelText('Card number'), '4242 4242');
    await user.click(payButton());
    expect(within(await screen.findByRole('alert')).getByText('Your card number is incomplete.')).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('a number that fails the Luhn check shows an inline error as soon as it is complete', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText('Card number'), '4242424242424241');
    expect(await screen.findByText('Your card number is invalid.')).toBeTruthy();
  });

  it('creates the intent once per amount, and again when the amount changes', async () => {
    const createIntent = vi.fn(async (): Promise<ServerIntent> => ({ clientSecret: CLIENT_SECRET, amount: createIntent.mock.calls.length === 1 ? 123_400 : 50_000 }));
    const { rerender, stripeDouble, onPaid } = setup({ createIntent });
    await waitFor(() => expect(createIntent).toHaveBeenCalledTimes(1));
    rerender(<CardPayment pageAmount={123_400} createIntent={createIntent} onPaid={onPaid} stripeDouble={stripeDouble} />);
    rerender(<CardPayment pageAmount={50_000} createIntent={createIntent} onPaid={onPaid} stripeDouble={stripeDouble} />);
    await waitFor(() => expect(createIntent).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Pay £500.00 now' })).toBeTruthy();
  });

  it('states no amount until the server’s intent gives one', async () => {
    let answer: (intent: ServerIntent) => void = () => {};
    const createIntent = vi.fn(() => new Promise<ServerIntent>((resolve) => (answer = resolve)));
    setup({ createIntent });
    const preparing = await screen.findByRole('button', { name: 'Preparing your payment' });
    expect(preparing.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText(/£1,234\.00/)).toBeNull();
    answer({ clientSecret: CLIENT_SECRET, amount: 123_400 });
    expect((await findPayButton()).getAttribute('aria-busy')).toBeNull();
  });

  it('states the server’s amount on the button and, beside it, how it differs from the page’s; it charges the server’s', async () => {
    const createIntent = vi.fn(async (): Promise<ServerIntent> => ({ clientSecret: CLIENT_SECRET, amount: 128_400 }));
    const { user, onPaid } = setup({ createIntent });
    const button = await findPayButton(/Pay £1,284\.00 now/);
    const difference = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(difference?.textContent).toContain('We will take £1,284.00, the amount your order comes to on our system. The total on this page is £1,234.00: £50.00 more than this page shows.');
    expect(screen.queryByRole('button', { name: /£1,234\.00/ })).toBeNull();
    await enterCard(user, TEST_CARDS.success);
    await user.click(button);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(128_400, expect.objectContaining({ status: 'succeeded' })));
    expect(screen.getByText('We have received your payment of £1,284.00. Thank you.')).toBeTruthy();
  });

  it('says nothing about a difference when the server’s amount is the page’s', async () => {
    setup();
    expect((await findPayButton()).getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/We will take/)).toBeNull();
  });

  it('a failed intent creation says nothing was charged; Try again asks again, the Error dialog shows the server’s message if it fails again, and the amount shows before any payment', async () => {
    const createIntent = vi
      .fn<() => Promise<ServerIntent>>()
      .mockRejectedValueOnce(new Error('network')) // up front, on mount
      .mockRejectedValueOnce(new Error('Payments are paused for a minute.')) // on the first Try again
      .mockResolvedValue({ clientSecret: CLIENT_SECRET, amount: 123_400 });
    const { user, onPaid, confirm } = setup({ createIntent });
    await enterCard(user, TEST_CARDS.success);
    expect(await screen.findByText(INTENT_FAILED_TEXT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // purchase §8 "Generic API error": a dialog titled Error with the server's message, button Ok.
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(dialog).getByText('Payments are paused for a minute.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).not.toBe('');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The intent is ready: the customer sees its amount, and nothing is charged until they pay.
    const button = await findPayButton();
    expect(confirm).not.toHaveBeenCalled();
    await user.click(button);
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(createIntent).toHaveBeenCalledTimes(3);
  });

  it('never confirms an intent twice, even if asked', async () => {
    const stripeDouble = createStripeDouble({ latencyMs: 0, now: NOW });
    const { user, onPaid } = setup({ stripeDouble });
    await enterCard(user, TEST_CARDS.success);
    await user.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    // The double, like Stripe, refuses a second confirmation of a succeeded intent.
    const again = await stripeDouble.confirmCardPayment(CLIENT_SECRET, {});
    expect(again.error?.code).toBe('payment_intent_unexpected_state');
  });
});
