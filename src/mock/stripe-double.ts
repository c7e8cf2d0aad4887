// A test double of Stripe.js for mock mode and tests (decision 141): no network, no js.stripe.com. The
// real <Elements> and <CardElement> drive it unchanged: it mounts real, labelled inputs, and
// confirmCardPayment honours Stripe's documented test cards (docs.stripe.com/testing):
//   4242 4242 4242 4242  succeeds
//   4000 0000 0000 0002  declined: "Your card was declined."
//   4000 0000 0000 9995  declined: "Your card has insufficient funds."
//   4000 0027 6000 3184  needs 3-D Secure: a small dialog to complete or fail authentication
// Any other number that passes the Luhn check succeeds, as Stripe's other brand test cards do.
// Plain DOM on purpose: Stripe's own element is not React either.
// Types only (erased at build, verbatimModuleSyntax): the pure entry does not re-export them.
// eslint-disable-next-line no-restricted-imports
import type { ConfirmCardPaymentData, PaymentIntent, PaymentIntentResult, StripeError } from '@stripe/stripe-js';
import { makePageInert } from '@/ui/inert-page';

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authenticationRequired: '4000002760003184',
} as const;

// Stripe's own messages for these outcomes.
export const DECLINED_MESSAGE = 'Your card was declined.';
export const INSUFFICIENT_FUNDS_MESSAGE = 'Your card has insufficient funds.';
export const AUTHENTICATION_FAILED_MESSAGE = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
const ALREADY_SUCCEEDED_MESSAGE = 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.';

export const COMPLETE_AUTHENTICATION = 'Complete authentication';
export const FAIL_AUTHENTICATION = 'Fail authentication';

interface StripeDoubleOptions {
  /** How long a confirmation takes, so the loading state can be seen (default 300 ms). */
  latencyMs?: number;
  /** Today, for the expiry check (default now). */
  now?: () => Date;
  /** Stripe's webhook to the shop's server before the browser hears back (decision 860); its failure is not the payment's. */
  onSucceeded?: (paymentIntent: PaymentIntent) => Promise<unknown> | void;
}

type Handler = (event: unknown) => void;

interface CardState {
  number: string;
  expiry: string;
  cvc: string;
}

const validationError = (code: string, message: string): StripeError => ({ type: 'validation_error', code, message });

const NO_CARD = validationError('incomplete_number', 'Your card number is incomplete.');

/** The card element's validation, with Stripe's messages; null when complete and valid. */
function cardProblem({ number, expiry, cvc }: CardState, now: Date): StripeError | null {
  if (number.length < 16) return NO_CARD;
  if (!passesLuhn(number)) return validationError('invalid_number', 'Your card number is invalid.');
  if (expiry.length < 4) return validationError('incomplete_expiry', 'Your card’s expiration date is incomplete.');
  const month = Number(expiry.slice(0, 2));
  const year = 2000 + Number(expiry.slice(2, 4));
  if (month < 1 || month > 12) return validationError('invalid_expiry_month', 'Your card’s expiration date is invalid.');
  // A card is valid until the end of its expiry month.
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    return validationError('invalid_expiry_year_past', 'Your card’s expiration year is in the past.');
  }
  if (cvc.length < 3) return validationError('incomplete_cvc', 'Your card’s security code is incomplete.');
  return null;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

const digitsOnly = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);
const formatNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
const formatExpiry = (digits: string) => (digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits);

let elementCount = 0;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, properties: Partial<HTMLElementTagNameMap[K]>): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), properties);
}

/** The card element: three labelled inputs in the mount node, and the element methods <CardElement> calls. */
class CardElementDouble {
  readonly elementType = 'card';
  private readonly handlers = new Map<string, Set<Handler>>();
  /** The entered card (digits only), for the double's confirmCardPayment. */
  readonly state: CardState = { number: '', expiry: '', cvc: '' };
  private container: HTMLElement | null = null;
  private inputs: HTMLInputElement[] = [];
  private readonly idPrefix = `card-double-${(elementCount += 1)}`;

  constructor(
    private options: Record<string, unknown>,
    private readonly now: () => Date,
  ) {}

  /** <CardElement> mounts it on its own node, never by selector. */
  mount(node: HTMLElement): void {
    this.container = node;
    node.replaceChildren(this.render());
    queueMicrotask(() => this.emit('ready', { elementType: 'card' }));
  }

  private render(): HTMLElement {
    const wrapper = element('div', { className: 'card-double' });
    wrapper.dataset.testid = 'card-element-double';
    const fields: [keyof CardState, string, string, AutoFill, number][] = [
      ['number', 'Card number', '1234 1234 1234 1234', 'cc-number', 16],
      ['expiry', 'Expiry date (MM / YY)', 'MM / YY', 'cc-exp', 4],
      ['cvc', 'Security code (CVC)', 'CVC', 'cc-csc', 4],
    ];
    this.inputs = fields.map(([key, labelText, placeholder, autocomplete, maxDigits]) => {
      const field = element('div', { className: `card-double__field card-double__field--${key}` });
      const input = element('input', { id: `${this.idPrefix}-${key}`, className: 'ui-input', type: 'text', inputMode: 'numeric' });
      input.autocomplete = autocomplete;
      input.placeholder = placeholder;
      input.spellcheck = false;
      input.disabled = this.options.disabled === true;
      const label = element('label', { htmlFor: input.id, textContent: labelText, className: 'ui-label' });
      input.addEventListener('input', () => {
        const digits = digitsOnly(input.value, maxDigits);
        this.state[key] = digits;
        input.value = key === 'number' ? formatNumber(digits) : key === 'expiry' ? formatExpiry(digits) : digits;
        this.emitChange();
      });
      field.append(label, input);
      wrapper.append(field);
      return input;
    });
    return wrapper;
  }

  private emitChange(): void {
    const problem = cardProblem(this.state, this.now());
    const empty = !this.state.number && !this.state.expiry && !this.state.cvc;
    // Stripe reports an error only once a part is complete but wrong, not while it is being typed.
    const showError = problem && (problem.code === 'invalid_number' || problem.code === 'invalid_expiry_year_past' || problem.code === 'invalid_expiry_month');
    this.inputs.forEach((input) => input.setAttribute('aria-invalid', String(Boolean(showError))));
    this.emit('change', {
      elementType: 'card',
      empty,
      complete: problem === null,
      brand: brandOf(this.state.number),
      value: { postalCode: '' },
      error: showError ? problem : undefined,
    });
  }

  private emit(event: string, payload: unknown): void {
    this.handlers.get(event)?.forEach((handler) => handler(payload));
  }

  on(event: string, handler: Handler): this {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(handler);
    return this;
  }

  off(event: string, handler: Handler): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  update(options: Record<string, unknown>): void {
    this.options = { ...this.options, ...options };
    this.inputs.forEach((input) => {
      input.disabled = this.options.disabled === true;
    });
  }

  destroy(): void {
    this.container?.replaceChildren();
    this.container = null;
    this.inputs = [];
    this.handlers.clear();
  }
}

/** Stripe's 3-D Secure challenge as a modal dialog: Escape fails it, as closing Stripe's does; focus stays inside, then returns. */
function showAuthenticationChallenge(): Promise<boolean> {
  return new Promise((resolve) => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const backdrop = element('div', { className: 'ui-dialog-backdrop' });
    const dialog = element('div', { className: 'ui-dialog' });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    const title = element('h2', { id: `authentication-title-${(elementCount += 1)}`, textContent: 'Authenticate your payment' });
    dialog.setAttribute('aria-labelledby', title.id);
    const text = element('p', { textContent: 'Your bank asks you to confirm this payment. This is a test: choose what the bank would answer.' });
    const actions = element('div', { className: 'ui-button-group' });
    const complete = element('button', { type: 'button', className: 'ui-button ui-button--primary', textContent: COMPLETE_AUTHENTICATION });
    const fail = element('button', { type: 'button', className: 'ui-button ui-button--secondary', textContent: FAIL_AUTHENTICATION });
    actions.append(complete, fail);
    dialog.append(title, text, actions);
    backdrop.append(dialog);

    const restorePage = makePageInert();
    document.body.append(backdrop);

    function close(authenticated: boolean) {
      document.removeEventListener('keydown', onKeyDown, true);
      backdrop.remove();
      restorePage();
      if (opener?.isConnected) opener.focus();
      resolve(authenticated);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(false);
      } else if (event.key === 'Tab') {
        event.preventDefault();
        (document.activeElement === complete ? fail : complete).focus();
      }
    }
    complete.addEventListener('click', () => close(true));
    fail.addEventListener('click', () => close(false));
    document.addEventListener('keydown', onKeyDown, true);
    complete.focus();
  });
}

/** The subset of Stripe's Elements our card payment needs. */
function elementsDouble(now: () => Date) {
  let card: CardElementDouble | null = null;
  return {
    create(type: string, options: Record<string, unknown> = {}): CardElementDouble {
      if (type !== 'card') throw new Error(`The Stripe double supports only the card element, not ${type}`);
      card = new CardElementDouble(options, now);
      return card;
    },
    /** By type name, or by react-stripe-js component (which carries __elementType), as Stripe.js does. */
    getElement(type: string | { __elementType?: string }): CardElementDouble | null {
      return (typeof type === 'string' ? type : type.__elementType) === 'card' ? card : null;
    },
    update(): void {},
  };
}

function succeededIntent(clientSecret: string): PaymentIntent {
  return {
    id: clientSecret.split('_secret_')[0] ?? clientSecret,
    object: 'payment_intent',
    client_secret: clientSecret,
    status: 'succeeded',
    currency: 'gbp',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    payment_method: `pm_double_${Date.now()}`,
    payment_method_types: ['card'],
  } as unknown as PaymentIntent;
}

const notUsed = () => Promise.reject(new Error('The Stripe double confirms card payments only'));

/** Creates a Stripe.js double; pass it to <Elements stripe={...}>. */
export function createStripeDouble({ latencyMs = 300, now = () => new Date(), onSucceeded }: StripeDoubleOptions = {}) {
  const succeeded = new Set<string>();
  const wait = () => new Promise<void>((resolve) => setTimeout(resolve, latencyMs));

  return {
    elements: () => elementsDouble(now),

    async confirmCardPayment(clientSecret: string, data?: ConfirmCardPaymentData): Promise<PaymentIntentResult> {
      await wait();
      if (succeeded.has(clientSecret)) {
        return { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: ALREADY_SUCCEEDED_MESSAGE } };
      }
      const method = data?.payment_method;
      const card = typeof method === 'object' && method.card instanceof CardElementDouble ? method.card : null;
      if (!card) return { error: { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing payment method: pass the card element as payment_method.card.' } };
      const invalid = cardProblem(card.state, now());
      if (invalid) return { error: invalid };
      const { number } = card.state;
      if (number === TEST_CARDS.declined) {
        return { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: DECLINED_MESSAGE } };
      }
      if (number === TEST_CARDS.insufficientFunds) {
        return { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: INSUFFICIENT_FUNDS_MESSAGE } };
      }
      if (number === TEST_CARDS.authenticationRequired && !(await showAuthenticationChallenge())) {
        return { error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: AUTHENTICATION_FAILED_MESSAGE } };
      }
      succeeded.add(clientSecret);
      const paymentIntent = succeededIntent(clientSecret);
      await Promise.resolve(onSucceeded?.(paymentIntent)).catch(() => undefined);
      return { paymentIntent };
    },

    // <Elements> takes a Stripe object only with these two, which our card payment never calls.
    createPaymentMethod: notUsed,
    createToken: notUsed,
  };
}

/** Where Stripe's webhook reaches the mock server (scripts/journey-mock) through the app's API base, as src/api/client.ts reads it. */
const MOCK_WEBHOOK_URL = `${import.meta.env.VITE_API_BASE_URL ?? '/api'}/__journey/stripe-webhook`;

/** The mock-mode build's double: Stripe's `payment_intent.succeeded` posted to the mock server, which then answers paid (decision 860). */
export function createMockStripe() {
  return createStripeDouble({
    onSucceeded: ({ id }) => {
      const event = { type: 'payment_intent.succeeded', data: { object: { id } } };
      return fetch(MOCK_WEBHOOK_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(event) });
    },
  });
}
