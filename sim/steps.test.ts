// Model-based tests: random sequences of what a customer does in a checkout or service booking
// (choose, Continue with each outcome of the save and checks, Back, Forward, a discount that resets
// the steps, a reload) walked through the flow's history with the domain's rules (sim/step-walk.ts).
// After every command the step shown agrees with a small model, stays in range, and no guarded step
// is ever passed: past the calendar there is a date, and every step before the one shown was saved.
import type { CheckoutStepKey } from '../src/shared/contract-types';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FittingDateCheck } from '../src/domain/dates';
import { afterChecks, checkoutReach, checkoutStepReady, checkoutSteps, type InstallDay } from '../src/domain/steps/checkout';
import { enquiryStartIndex, enquirySteps } from '../src/domain/steps/enquiry';
import { serviceStartIndex, serviceStepReady, serviceSteps, type ServiceStepKey } from '../src/domain/steps/service';
import { furthestReached } from '../src/domain/steps/step-list';
import { simCheck } from './check';
import { back, forward, openWalk, pushNext, shown, type Walk } from './step-walk';

// ---------- Checkout ----------

interface CheckoutWorld {
  readonly steps: readonly CheckoutStepKey[];
  readonly walk: Walk;
  installDay: InstallDay | null;
  reached: CheckoutStepKey | null;
  /** The steps whose save and checks passed since the last reset. */
  saved: Set<number>;
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

const shownCheckout = (w: CheckoutWorld) => shown(w.walk, w.steps.length, checkoutReach(w.steps, { reached: w.reached, installDay: w.installDay, payLater: false }));

type SaveOutcome = 'passes' | 'saveFails' | 'tooEarly' | 'unavailable' | 'sessionFails';

/** A step's save and its checks, as use-checkout-flow.ts runs them: true when the customer moves on. */
function saveAndCheck(w: CheckoutWorld, from: number, outcome: SaveOutcome): boolean {
  const step = w.steps[from]!;
  if (!checkoutStepReady(step, w.installDay) || outcome === 'saveFails') return false;
  const fittingDate: FittingDateCheck = outcome === 'tooEarly' ? 'too-early' : outcome === 'unavailable' ? 'unavailable' : w.installDay ? 'allowed' : 'missing';
  const verdict = afterChecks(w.steps, from, { fittingDate, sessionValid: outcome !== 'sessionFails' });
  if (verdict === 'calendar') w.installDay = null;
  if (verdict !== 'next') return false;
  w.saved.add(from);
  const furthest = Math.max(from + 1, w.reached === null ? 0 : w.steps.indexOf(w.reached));
  w.reached = w.steps[furthest] ?? null;
  return true;
}

function assertCheckout(w: CheckoutWorld, before: number, movedBy: 'save' | null) {
  const index = shownCheckout(w);
  expect(index).toBeGreaterThanOrEqual(0);
  expect(index).toBeLessThan(w.steps.length);
  if (index > before) {
    expect(movedBy).toBe('save');
    expect(index).toBe(before + 1);
  }
  // Past the calendar step there is always a chosen date.
  const calendar = w.steps.indexOf('calendar');
  if (calendar >= 0 && index > calendar) expect(w.installDay).not.toBeNull();
  // Every step before the one shown was saved (and checked) in this tab.
  for (let step = 0; step < index; step += 1) expect(w.saved.has(step), `${w.steps[step]} passed unsaved`).toBe(true);
}

type CheckoutCommand = fc.Command<CheckoutWorld, CheckoutWorld>;

class ChooseDate implements CheckoutCommand {
  constructor(readonly date: string) {}
  check = () => true;
  run(_m: CheckoutWorld, w: CheckoutWorld) {
    const before = shownCheckout(w);
    w.installDay = { date: this.date, cost: 0 };
    assertCheckout(w, before, null);
  }
  toString = () => `chooseDate(${this.date})`;
}

class Continue implements CheckoutCommand {
  constructor(readonly outcome: SaveOutcome) {}
  check = () => true;
  run(_m: CheckoutWorld, w: CheckoutWorld) {
    const from = shownCheckout(w);
    if (from < w.steps.length - 1 && saveAndCheck(w, from, this.outcome)) pushNext(w.walk, from);
    assertCheckout(w, from, 'save');
  }
  toString = () => `continue(${this.outcome})`;
}

class Back implements CheckoutCommand {
  check = () => true;
  run(_m: CheckoutWorld, w: CheckoutWorld) {
    const before = shownCheckout(w);
    back(w.walk);
    assertCheckout(w, before, null);
  }
  toString = () => 'back';
}

class Forward implements CheckoutCommand {
  constructor(readonly outcome: SaveOutcome) {}
  check = () => true;
  run(_m: CheckoutWorld, w: CheckoutWorld) {
    const from = shownCheckout(w);
    forward(w.walk, from, () => saveAndCheck(w, from, this.outcome));
    assertCheckout(w, from, 'save');
  }
  toString = () => `forward(${this.outcome})`;
}

class Discount implements CheckoutCommand {
  constructor(readonly resetSteps: boolean) {}
  check = () => true;
  run(_m: CheckoutWorld, w: CheckoutWorld) {
    const before = shownCheckout(w);
    if (this.resetSteps) {
      w.reached = null;
      w.saved = new Set();
      expect(shownCheckout(w)).toBe(0);
    }
    assertCheckout(w, before, null);
  }
  toString = () => `discount(reset_steps=${this.resetSteps})`;
}

const outcomes = fc.constantFrom<SaveOutcome>('passes', 'passes', 'passes', 'saveFails', 'tooEarly', 'unavailable', 'sessionFails');
const checkoutCommands = fc.commands(
  [
    dateKey.map((d) => new ChooseDate(d)),
    outcomes.map((o) => new Continue(o)),
    fc.constant(new Back()),
    outcomes.map((o) => new Forward(o)),
    fc.boolean().map((reset) => new Discount(reset)),
  ],
  { maxCommands: 40 },
);

const openCheckout = (steps: readonly CheckoutStepKey[]): CheckoutWorld => ({ steps, walk: openWalk(), installDay: null, reached: null, saved: new Set() });

describe('checkout steps (model-based)', () => {
  it('never pass an unsaved step or the calendar without a date, over random sequences of Continue, Back, Forward, save failures, refused dates, expired sessions and discount resets', () => {
    simCheck(fc.property(checkoutStepList, checkoutCommands, (steps, commands) => {
      fc.modelRun(() => {
        const world = openCheckout(steps);
        return { model: world, real: world };
      }, commands);
    }), { numRuns: 500 });
  });

  it('end on Payment after choosing a date and enough passing Continues, whatever the step order', () => {
    simCheck(fc.property(checkoutStepList, dateKey, (steps, date) => {
      const world = openCheckout(steps);
      world.installDay = { date, cost: 0 };
      for (let i = 0; i < steps.length + 2; i += 1) new Continue('passes').run(world, world);
      return steps[shownCheckout(world)] === 'payment';
    }));
  });

  it('pay later opens on the last step', () => {
    simCheck(fc.property(checkoutStepList, dateKey, (steps, date) => {
      const reach = checkoutReach(steps, { reached: null, installDay: { date, cost: 0 }, payLater: true });
      return steps[reach.opening] === 'payment' && reach.furthest === steps.length - 1;
    }));
  });
});

// ---------- Service checkout (the date guards) ----------

interface ServiceWorld {
  readonly steps: readonly ServiceStepKey[];
  readonly walk: Walk;
  preferredDate: string | null;
  alternativeDate: string | null;
  reached: ServiceStepKey | null;
}

const shownService = (w: ServiceWorld) => shown(w.walk, w.steps.length, { furthest: furthestReached(w.steps, w.reached, 0), opening: 0, finished: false });

/** The step's save as service-page.tsx runs it: only a ready step saves; a saved step reaches the next. */
function serviceSave(w: ServiceWorld, from: number, fails: boolean): boolean {
  const step = w.steps[from]!;
  if (!serviceStepReady(step, w) || step === 'payment' || fails) return false;
  w.reached = w.steps[Math.max(from + 1, w.reached === null ? 0 : w.steps.indexOf(w.reached))] ?? null;
  return true;
}

function assertService(w: ServiceWorld, before: number, viaSave: boolean) {
  const index = shownService(w);
  expect(index).toBeGreaterThanOrEqual(0);
  expect(index).toBeLessThan(w.steps.length);
  if (index > before) {
    expect(viaSave).toBe(true);
    expect(index).toBe(before + 1);
  }
  // Never past the preferred-date step without a preferred date, nor the alternative without both.
  if (index > w.steps.indexOf('preferredDate')) expect(w.preferredDate).not.toBeNull();
  if (index > w.steps.indexOf('alternativeDate')) expect(w.alternativeDate).not.toBeNull();
}

type ServiceCommand = fc.Command<ServiceWorld, ServiceWorld>;

class ServiceChoose implements ServiceCommand {
  constructor(readonly which: 'preferred' | 'alternative', readonly date: string) {}
  check = () => true;
  run(_m: ServiceWorld, w: ServiceWorld) {
    const before = shownService(w);
    w[this.which === 'preferred' ? 'preferredDate' : 'alternativeDate'] = this.date;
    assertService(w, before, false);
  }
  toString = () => `choose ${this.which} ${this.date}`;
}

class ServiceContinue implements ServiceCommand {
  constructor(readonly saveFails: boolean, readonly viaForward: boolean) {}
  check = () => true;
  run(_m: ServiceWorld, w: ServiceWorld) {
    const from = shownService(w);
    if (this.viaForward) forward(w.walk, from, () => serviceSave(w, from, this.saveFails));
    else if (from < w.steps.length - 1 && serviceSave(w, from, this.saveFails)) pushNext(w.walk, from);
    assertService(w, from, true);
  }
  toString = () => `${this.viaForward ? 'forward' : 'continue'}(${this.saveFails ? 'save fails' : 'saves'})`;
}

class ServiceBack implements ServiceCommand {
  check = () => true;
  run(_m: ServiceWorld, w: ServiceWorld) {
    const before = shownService(w);
    back(w.walk);
    assertService(w, before, false);
  }
  toString = () => 'back';
}

describe('service checkout steps (model-based)', () => {
  const serviceInput = fc.record({
    detailsStep: fc.constantFrom<number | string | null>(0, '0', 1, 2, 3, null),
    total: fc.integer({ min: 0, max: 50_000 }),
  });
  const commands = fc.commands(
    [
      fc.tuple(fc.constantFrom('preferred' as const, 'alternative' as const), dateKey).map(([w, d]) => new ServiceChoose(w, d)),
      fc.tuple(fc.boolean(), fc.boolean()).map(([fails, viaForward]) => new ServiceContinue(fails, viaForward)),
      fc.constant(new ServiceBack()),
    ],
    { maxCommands: 30 },
  );

  it('never skip the date guards and stay in range', () => {
    simCheck(fc.property(serviceInput, commands, (input, cmds) => {
      const steps = serviceSteps(input).map((s) => s.key);
      fc.modelRun(() => {
        const world: ServiceWorld = { steps, walk: openWalk(), preferredDate: null, alternativeDate: null, reached: null };
        return { model: world, real: world };
      }, cmds);
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
