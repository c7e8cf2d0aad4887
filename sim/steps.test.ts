// Model-based tests: random sequences of user and server events against a small model of each
// step machine (fast-check commands). After every command the real reducer must agree with the
// model, the index stays in range, and no guarded step is ever skipped.
import type { CheckoutStepKey } from '../src/shared/contract-types';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FittingDateCheck } from '../src/domain/dates';
import {
  checkoutReducer,
  checkoutSteps,
  initialCheckoutState,
  type CheckoutEvent,
  type CheckoutState,
} from '../src/domain/steps/checkout';
import { enquiryStartIndex, enquirySteps } from '../src/domain/steps/enquiry';
import { initialLinearState, linearReducer, type LinearStepState } from '../src/domain/steps/linear';
import { serviceStartIndex, serviceStepReady, serviceSteps, type ServiceStepKey } from '../src/domain/steps/service';
import { simCheck } from './check';

// ---------- Checkout ----------

interface CheckoutModel {
  readonly steps: readonly CheckoutStepKey[];
  index: number;
  date: string | null;
  reloading: boolean;
}
interface CheckoutReal {
  state: CheckoutState;
}

const checkoutStepList = fc
  .record({
    type: fc.constantFrom('aircon' as const, 'battery' as const, 'boiler' as const, 'ev' as const),
    firstStep: fc.constantFrom(null, 'upgrades', 'calendar', 'details', 'payment'),
    landlord: fc.boolean(),
    hasCertifications: fc.boolean(),
  })
  .map((input) => checkoutSteps(input).map((step) => step.key));
const dateKey = fc.integer({ min: 1, max: 28 }).map((day) => `2026-12-${String(day).padStart(2, '0')}`);

const calendarIndex = (m: CheckoutModel) => m.steps.indexOf('calendar');
/** Whether the model lets a forward move start: idle, not on the last step, a date on the calendar. */
const forwardStarts = (m: CheckoutModel) =>
  !m.reloading && m.index < m.steps.length - 1 && !(m.steps[m.index] === 'calendar' && m.date === null);

function dispatch(r: CheckoutReal, ...events: CheckoutEvent[]) {
  for (const event of events) r.state = checkoutReducer(r.state, event);
}

/** Checks every command: real state equals the model, and the structural invariants hold. */
function assertCheckout(m: CheckoutModel, r: CheckoutReal, before: number, advancedBy: 'next' | null) {
  expect({ index: r.state.index, date: r.state.installDay?.date ?? null, reloading: r.state.phase === 'reloading' })
    .toEqual({ index: m.index, date: m.date, reloading: m.reloading });
  expect(r.state.index).toBeGreaterThanOrEqual(0);
  expect(r.state.index).toBeLessThan(r.state.steps.length);
  if (!m.reloading) expect(r.state.phase).toBe('idle');
  // A guarded step is never skipped: forward moves are one step, only through a passed next.
  if (r.state.index > before) {
    expect(advancedBy).toBe('next');
    expect(r.state.index).toBe(before + 1);
  }
  // Past the calendar step there is always a chosen date.
  if (!m.reloading && calendarIndex(m) >= 0 && r.state.index > calendarIndex(m)) expect(r.state.installDay).not.toBeNull();
}

class ChooseDate implements fc.Command<CheckoutModel, CheckoutReal> {
  constructor(readonly date: string) {}
  check = (m: Readonly<CheckoutModel>) => !m.reloading;
  run(m: CheckoutModel, r: CheckoutReal) {
    const before = r.state.index;
    dispatch(r, { type: 'chooseDate', day: { date: this.date, cost: 0 } });
    m.date = this.date;
    assertCheckout(m, r, before, null);
  }
  toString = () => `chooseDate(${this.date})`;
}

type NextOutcome = 'passes' | 'saveFails' | 'tooEarly' | 'unavailable' | 'sessionFails';
class Next implements fc.Command<CheckoutModel, CheckoutReal> {
  constructor(readonly outcome: NextOutcome) {}
  check = (m: Readonly<CheckoutModel>) => !m.reloading;
  run(m: CheckoutModel, r: CheckoutReal) {
    const before = r.state.index;
    const starts = forwardStarts(m);
    dispatch(r, { type: 'next' });
    if (this.outcome === 'saveFails') {
      dispatch(r, { type: 'saveFailed', message: 'We could not save this step' });
      if (starts) expect(r.state.error).toBe('We could not save this step');
    } else {
      const verdict: FittingDateCheck =
        this.outcome === 'tooEarly' ? 'too-early' : this.outcome === 'unavailable' ? 'unavailable' : m.date ? 'allowed' : 'missing';
      dispatch(r, { type: 'saved' }, { type: 'checked', fittingDate: verdict, sessionValid: this.outcome !== 'sessionFails' });
      if (starts) {
        if (this.outcome === 'sessionFails') m.reloading = true;
        else if (this.outcome === 'tooEarly' || this.outcome === 'unavailable') {
          m.date = null;
          if (calendarIndex(m) >= 0) m.index = Math.min(m.index, calendarIndex(m));
        } else m.index += 1;
      }
    }
    assertCheckout(m, r, before, 'next');
  }
  toString = () => `next(${this.outcome})`;
}

class Back implements fc.Command<CheckoutModel, CheckoutReal> {
  constructor(readonly target: number | null) {}
  check = (m: Readonly<CheckoutModel>) => !m.reloading;
  run(m: CheckoutModel, r: CheckoutReal) {
    const before = r.state.index;
    if (this.target === null) {
      dispatch(r, { type: 'goToStep', index: r.state.index - 1 });
      m.index = Math.max(0, m.index - 1);
    } else {
      dispatch(r, { type: 'goToStep', index: this.target });
      if (this.target < m.index) m.index = this.target;
    }
    assertCheckout(m, r, before, null);
  }
  toString = () => (this.target === null ? 'back' : `goToStep(${this.target})`);
}

class InvalidDate implements fc.Command<CheckoutModel, CheckoutReal> {
  check = (m: Readonly<CheckoutModel>) => !m.reloading;
  run(m: CheckoutModel, r: CheckoutReal) {
    const before = r.state.index;
    dispatch(r, { type: 'invalidDate' });
    m.date = null;
    if (calendarIndex(m) >= 0) m.index = Math.min(m.index, calendarIndex(m));
    assertCheckout(m, r, before, null);
    // Falls back to the calendar; a step before the calendar stays where it is.
    if (before >= calendarIndex(m)) expect(r.state.steps[r.state.index]).toBe('calendar');
    else expect(r.state.index).toBe(before);
  }
  toString = () => 'invalidDate';
}

class SessionExpired implements fc.Command<CheckoutModel, CheckoutReal> {
  check = () => true;
  run(m: CheckoutModel, r: CheckoutReal) {
    const before = r.state.index;
    dispatch(r, { type: 'sessionExpired' }, { type: 'next' }, { type: 'goToStep', index: 0 });
    m.reloading = true;
    assertCheckout(m, r, before, null);
  }
  toString = () => 'sessionExpired (then next and back, ignored)';
}

class Reload implements fc.Command<CheckoutModel, CheckoutReal> {
  constructor(readonly payLater: boolean, readonly date: string) {}
  check = (m: Readonly<CheckoutModel>) => m.reloading;
  run(m: CheckoutModel, r: CheckoutReal) {
    // Pay later is only offered on an order that already has its date.
    dispatch(r, { type: 'loaded', steps: m.steps, installDay: this.payLater ? { date: this.date, cost: 0 } : m.date ? { date: m.date, cost: 0 } : null, payLater: this.payLater });
    m.reloading = false;
    if (this.payLater) m.date = this.date;
    m.index = this.payLater ? m.steps.length - 1 : 0;
    assertCheckout(m, r, m.index, null);
    expect(r.state.steps[r.state.index]).toBe(this.payLater ? 'payment' : m.steps[0]);
  }
  toString = () => `reload(payLater=${this.payLater})`;
}

class Discount implements fc.Command<CheckoutModel, CheckoutReal> {
  constructor(readonly resetSteps: boolean) {}
  check = (m: Readonly<CheckoutModel>) => !m.reloading;
  run(m: CheckoutModel, r: CheckoutReal) {
    const before = r.state.index;
    dispatch(r, { type: 'discountApplied', resetSteps: this.resetSteps });
    if (this.resetSteps) m.index = 0;
    assertCheckout(m, r, before, null);
  }
  toString = () => `discount(reset_steps=${this.resetSteps})`;
}

const checkoutCommands = fc.commands(
  [
    dateKey.map((d) => new ChooseDate(d)),
    fc.constantFrom<NextOutcome>('passes', 'passes', 'passes', 'saveFails', 'tooEarly', 'unavailable', 'sessionFails').map((o) => new Next(o)),
    fc.option(fc.nat(5), { nil: null }).map((t) => new Back(t)),
    fc.constant(new InvalidDate()),
    fc.constant(new SessionExpired()),
    fc.tuple(fc.boolean(), dateKey).map(([payLater, d]) => new Reload(payLater, d)),
    fc.boolean().map((reset) => new Discount(reset)),
  ],
  { maxCommands: 40 },
);

function startCheckout(steps: readonly CheckoutStepKey[]) {
  const real: CheckoutReal = { state: checkoutReducer(initialCheckoutState(), { type: 'loaded', steps, installDay: null, payLater: false }) };
  const model: CheckoutModel = { steps, index: 0, date: null, reloading: false };
  return { model, real };
}

describe('checkout step machine (model-based)', () => {
  it('agrees with the model over random sequences of next, back, save failure, invalid date, expired session and discount reset', () => {
    simCheck(fc.property(checkoutStepList, checkoutCommands, (steps, commands) => {
      fc.modelRun(() => startCheckout(steps), commands);
    }), { numRuns: 500 });
  });

  it('ends on Payment after choosing a date and enough passing nexts, whatever the step order', () => {
    simCheck(fc.property(checkoutStepList, dateKey, (steps, date) => {
      let state = checkoutReducer(initialCheckoutState(), { type: 'loaded', steps, installDay: null, payLater: false });
      state = checkoutReducer(state, { type: 'chooseDate', day: { date, cost: 0 } });
      for (let i = 0; i < steps.length + 2; i += 1) {
        for (const event of [{ type: 'next' }, { type: 'saved' }, { type: 'checked', fittingDate: 'allowed', sessionValid: true }] as const) {
          state = checkoutReducer(state, event);
        }
      }
      return state.steps[state.index] === 'payment' && state.phase === 'idle';
    }));
  });
});

// ---------- Service checkout (linear machine with the date guards) ----------

interface ServiceModel {
  readonly steps: readonly ServiceStepKey[];
  index: number;
  preferred: string | null;
  alternative: string | null;
}
interface ServiceReal {
  state: LinearStepState<ServiceStepKey>;
  preferredDate: string | null;
  alternativeDate: string | null;
}

function assertService(m: ServiceModel, r: ServiceReal, before: number, viaNext: boolean) {
  expect(r.state.index).toBe(m.index);
  expect(r.state.index).toBeGreaterThanOrEqual(0);
  expect(r.state.index).toBeLessThan(m.steps.length);
  if (r.state.index > before) {
    expect(viaNext).toBe(true);
    expect(r.state.index).toBe(before + 1);
  }
  // Never past the preferred-date step without a preferred date, nor the alternative without both.
  if (r.state.index > m.steps.indexOf('preferredDate')) expect(r.preferredDate).not.toBeNull();
  if (r.state.index > m.steps.indexOf('alternativeDate')) expect(r.alternativeDate).not.toBeNull();
}

class ServiceChoose implements fc.Command<ServiceModel, ServiceReal> {
  constructor(readonly which: 'preferred' | 'alternative', readonly date: string) {}
  check = () => true;
  run(m: ServiceModel, r: ServiceReal) {
    r[this.which === 'preferred' ? 'preferredDate' : 'alternativeDate'] = this.date;
    m[this.which] = this.date;
    assertService(m, r, r.state.index, false);
  }
  toString = () => `choose ${this.which} ${this.date}`;
}

class ServiceNext implements fc.Command<ServiceModel, ServiceReal> {
  constructor(readonly saveFails: boolean) {}
  check = () => true;
  run(m: ServiceModel, r: ServiceReal) {
    const before = r.state.index;
    const ready = serviceStepReady(r.state.steps[r.state.index], r);
    r.state = linearReducer(r.state, { type: 'next', ready });
    r.state = linearReducer(r.state, this.saveFails ? { type: 'saveFailed', message: 'Not saved' } : { type: 'saved' });
    const step = m.steps[m.index];
    const modelReady =
      step === 'preferredDate' ? m.preferred !== null : step === 'alternativeDate' ? m.alternative !== null && m.preferred !== null : step !== 'confirmation';
    if (modelReady && !this.saveFails && m.index < m.steps.length - 1) m.index += 1;
    assertService(m, r, before, true);
  }
  toString = () => `next(${this.saveFails ? 'save fails' : 'saves'})`;
}

class ServiceBack implements fc.Command<ServiceModel, ServiceReal> {
  check = () => true;
  run(m: ServiceModel, r: ServiceReal) {
    const before = r.state.index;
    r.state = linearReducer(r.state, { type: 'back' });
    m.index = Math.max(0, m.index - 1);
    assertService(m, r, before, false);
  }
  toString = () => 'back';
}

describe('service checkout step machine (model-based)', () => {
  const serviceInput = fc.record({
    detailsStep: fc.constantFrom<number | string | null>(0, '0', 1, 2, 3, null),
    total: fc.integer({ min: 0, max: 50_000 }),
  });
  const commands = fc.commands(
    [
      fc.tuple(fc.constantFrom('preferred' as const, 'alternative' as const), dateKey).map(([w, d]) => new ServiceChoose(w, d)),
      fc.boolean().map((fails) => new ServiceNext(fails)),
      fc.constant(new ServiceBack()),
    ],
    { maxCommands: 30 },
  );

  it('never skips the date guards and stays in range', () => {
    simCheck(fc.property(serviceInput, commands, (input, cmds) => {
      const steps = serviceSteps(input).map((s) => s.key);
      fc.modelRun(() => ({
        model: { steps, index: 0, preferred: null, alternative: null },
        real: { state: linearReducer(initialLinearState<ServiceStepKey>(), { type: 'loaded', steps, startIndex: 0 }), preferredDate: null, alternativeDate: null },
      }), cmds);
    }), { numRuns: 500 });
  });

  it('has a payment step exactly when the total is above 0, and a paid order with a date opens on confirmation', () => {
    simCheck(fc.property(serviceInput, fc.boolean(), fc.option(dateKey, { nil: null }), (input, paid, fittingDate) => {
      const steps = serviceSteps(input).map((s) => s.key);
      const start = serviceStartIndex(steps, { paid, fittingDate });
      return steps.includes('payment') === input.total > 0 &&
        steps[start] === (paid && fittingDate ? 'confirmation' : steps[0]) &&
        steps.indexOf('upgrades') === (Number(input.detailsStep) === 0 && input.detailsStep !== null ? 0 : 2);
    }));
  });
});

// ---------- Enquiry ----------

describe('enquiry start step', () => {
  it('goes to confirmation-side steps only for PROPOSAL or a known solar customer, and stays in range', () => {
    const customer = fc.record({
      first_name: fc.constantFrom('', 'Ada', null),
      contact_number: fc.constantFrom('', '07700900123', null),
      email_address: fc.constantFrom('', 'ada@example.co.uk', null),
    });
    simCheck(fc.property(
      fc.constantFrom('aircon' as const, 'battery' as const, 'boiler' as const, 'ev' as const, 'heat_pump' as const, 'solar' as const),
      fc.boolean(),
      fc.constantFrom('NEW', 'PROPOSAL', 'PROPOSAL_SENT', 'PAID', null),
      customer,
      (type, upgradesOffered, orderStatus, c) => {
        const steps = enquirySteps({ type, upgradesOffered });
        const start = enquiryStartIndex({ type, orderStatus, customer: c }, steps.length);
        const known = Boolean(c.first_name && c.contact_number && c.email_address);
        const expected = type === 'solar' && known ? 2 : (orderStatus ?? '').includes('PROPOSAL') ? 1 : 0;
        return start === Math.min(expected, steps.length - 1) && steps[steps.length - 1]!.clickable === false;
      },
    ));
  });
});
