// Model-based tests of the plans, survey and enquiry steps, each with its own guards and jumps, the
// way its page drives the step flow: random sequences of the flow's own actions, Continue (saves /
// save fails), Back and Forward, walked through the flow's history with the domain's rules
// (sim/step-walk.ts). After every command the step shown agrees with a small model, stays in range,
// moves forward one step through a passed save or the flow's own jump, passes no guarded step early,
// and finishing the flow from wherever the sequence stopped always ends on its confirmation step.
import fc from 'fast-check';
import type { StoredProductType } from '../src/domain/product-types.ts';
import { describe, expect, it } from 'vitest';
import { enquiryStartIndex, enquirySteps } from '../src/domain/steps/enquiry';
import { PLANS_STEPS, plansStartIndex } from '../src/domain/steps/plans';
import { isCompetitorUrl } from '../src/domain/competitor-url';
import { isEvidenceComplete } from '../src/domain/price-match-evidence';
import { SURVEY_STEPS, isSurveyComplete, surveyStartIndex } from '../src/domain/steps/survey';
import { furthestReached } from '../src/domain/steps/step-list';
import { simCheck } from './check';
import { back, forward, openWalk, pushNext, shown, type Walk } from './step-walk';

/** What the page knows beside the step index: a plan chosen, survey images still required. */
interface World {
  planChosen: boolean;
  requiredRemaining: number;
}

/** One flow as its page drives the shared machine. */
interface Flow {
  readonly name: string;
  readonly steps: readonly string[];
  /** Whether the page lets `next` leave this step (its guard). */
  ready(step: string, world: World): boolean;
  /** The page's own forward jump after a flow action, if any (index to jump to). */
  jumpAfter(action: FlowAction, step: string, world: World): number | null;
  /** Whether this action is offered on this step. */
  offers(action: FlowAction, step: string): boolean;
  /** Steps that must never be passed while this is false. */
  readonly guards: readonly { step: string; holds: (world: World) => boolean }[];
}

type FlowAction = 'choosePlan' | 'pay' | 'uploadRequired';

// The generated cases are quick; a busy shared machine is not.
const SLOW_ON_A_BUSY_MACHINE = { timeout: 60_000 };

const index = (steps: readonly string[], key: string) => steps.indexOf(key);

// Plans (quote §4 "plans, payment, confirmation"): next leaves Plans only with a plan chosen; the
// payment step moves on by paying (plans-page.tsx jumps to Confirmation on paid).
const plansFlow: Flow = {
  name: 'plans',
  steps: PLANS_STEPS.map((s) => s.key),
  ready: (step, world) => step === 'plans' && world.planChosen,
  jumpAfter: (action, step) => (action === 'pay' && step === 'payment' ? index(PLANS_STEPS.map((s) => s.key), 'confirmation') : null),
  offers: (action, step) => (action === 'choosePlan' && step === 'plans') || (action === 'pay' && step === 'payment'),
  guards: [{ step: 'plans', holds: (world) => world.planChosen }],
};

// Survey (quote §4 "images, customer details, confirmation ... complete when no required items
// remain, and then it jumps ahead"): the images step is left only by that jump.
const surveyFlow: Flow = {
  name: 'survey',
  steps: SURVEY_STEPS.map((s) => s.key),
  ready: (step) => step === 'details',
  jumpAfter: (action, step, world) =>
    action === 'uploadRequired' && step === 'images' && world.requiredRemaining === 0 ? index(SURVEY_STEPS.map((s) => s.key), 'details') : null,
  offers: (action, step) => action === 'uploadRequired' && step === 'images',
  guards: [{ step: 'images', holds: (world) => world.requiredRemaining === 0 }],
};

// Enquiry (purchase §2): the details form submits (the form validates before next), solar may have
// Upgrades, and the confirmation step ends the flow.
const enquiryFlow = (type: StoredProductType, upgradesOffered: boolean): Flow => {
  const steps = enquirySteps({ type, upgradesOffered }).map((s) => s.key);
  return {
    name: `enquiry ${type}${upgradesOffered ? ' with upgrades' : ''}`,
    steps,
    ready: (step) => step !== 'confirmation',
    jumpAfter: () => null,
    offers: () => false,
    guards: [],
  };
};

interface Model {
  readonly flow: Flow;
  index: number;
  world: World;
}
interface Real {
  readonly flow: Flow;
  readonly walk: Walk;
  readonly start: number;
  reached: string | null;
  finished: boolean;
  world: World;
}

const shownOf = (r: Real) =>
  shown(r.walk, r.flow.steps.length, { furthest: furthestReached(r.flow.steps, r.reached, r.start), opening: r.start, finished: r.finished });

/** A step's save as its page runs it: only a ready step saves; a saved step reaches the next (the last one finishes the flow). */
function save(r: Real, from: number, fails: boolean): boolean {
  if (!r.flow.ready(r.flow.steps[from]!, r.world) || fails || from >= r.flow.steps.length - 1) return false;
  r.reached = r.flow.steps[Math.max(from + 1, r.reached === null ? 0 : index(r.flow.steps, r.reached))] ?? null;
  if (from + 1 === r.flow.steps.length - 1) r.finished = true;
  return true;
}

function assertAgrees(m: Model, r: Real, before: number, movedBy: 'next' | 'jump' | null) {
  const shownIndex = shownOf(r);
  expect(shownIndex).toBe(m.index);
  expect(shownIndex).toBeGreaterThanOrEqual(0);
  expect(shownIndex).toBeLessThan(m.flow.steps.length);
  if (shownIndex > before) {
    expect(movedBy).not.toBeNull();
    if (movedBy === 'next') expect(shownIndex).toBe(before + 1);
  }
  for (const guard of m.flow.guards) {
    if (shownIndex > index(m.flow.steps, guard.step)) expect(guard.holds(r.world), `past ${guard.step} early`).toBe(true);
  }
}

class Act implements fc.Command<Model, Real> {
  constructor(readonly action: FlowAction) {}
  check = (m: Readonly<Model>) => m.flow.offers(this.action, m.flow.steps[m.index]!);
  run(m: Model, r: Real) {
    const before = shownOf(r);
    const step = m.flow.steps[m.index]!;
    if (this.action === 'choosePlan') m.world.planChosen = true;
    if (this.action === 'uploadRequired') m.world.requiredRemaining = Math.max(0, m.world.requiredRemaining - 1);
    r.world = { ...m.world };
    const jump = m.flow.jumpAfter(this.action, step, m.world);
    if (jump !== null) {
      // Paying finishes the flow; the last required photo moves it on as its Continue would.
      if (jump === m.flow.steps.length - 1) {
        r.reached = m.flow.steps[jump]!;
        r.finished = true;
      } else {
        r.reached = m.flow.steps[jump]!;
        pushNext(r.walk, before);
      }
      m.index = Math.max(m.index, jump);
    }
    assertAgrees(m, r, before, jump === null ? null : 'jump');
  }
  toString = () => this.action;
}

class Next implements fc.Command<Model, Real> {
  constructor(readonly saveFails: boolean, readonly viaForward: boolean) {}
  check = () => true;
  run(m: Model, r: Real) {
    const before = shownOf(r);
    const ready = m.flow.ready(m.flow.steps[m.index]!, r.world) && !this.saveFails && m.index < m.flow.steps.length - 1;
    if (this.viaForward) {
      const ahead = r.walk.entries[r.walk.at + 1] ?? undefined;
      forward(r.walk, before, () => save(r, before, this.saveFails));
      if (ahead !== undefined && ahead > before && ready && !r.finished) m.index = Math.min(ahead, before + 1);
      else if (ahead !== undefined && ahead <= before && !r.finished) m.index = ahead;
      else if (r.finished) m.index = m.flow.steps.length - 1;
    } else {
      if (save(r, before, this.saveFails)) pushNext(r.walk, before);
      if (ready) m.index += 1;
    }
    assertAgrees(m, r, before, 'next');
  }
  toString = () => `${this.viaForward ? 'forward' : 'next'}(${this.saveFails ? 'save fails' : 'saves'})`;
}

class Back implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real) {
    const before = shownOf(r);
    back(r.walk);
    // A finished flow reopens no step.
    m.index = r.finished ? m.flow.steps.length - 1 : (r.walk.entries[r.walk.at] ?? r.start);
    assertAgrees(m, r, before, null);
  }
  toString = () => 'back';
}

const commands = fc.commands(
  [
    fc.constantFrom<FlowAction>('choosePlan', 'pay', 'uploadRequired').map((action) => new Act(action)),
    fc.tuple(fc.constantFrom(false, false, true), fc.boolean()).map(([fails, viaForward]) => new Next(fails, viaForward)),
    fc.constant(new Back()),
  ],
  { maxCommands: 30 },
);

/** Finishes the flow from where the sequence stopped, as a customer would: every action, then Continue. */
function finish(m: Model, r: Real): string {
  for (let turn = 0; turn < 20 && m.index < m.flow.steps.length - 1; turn += 1) {
    const step = m.flow.steps[m.index]!;
    const action = (['choosePlan', 'uploadRequired', 'pay'] as const).find((a) => m.flow.offers(a, step));
    if (action) new Act(action).run(m, r);
    if (m.flow.steps[m.index] === step) new Next(false, false).run(m, r);
  }
  return r.flow.steps[shownOf(r)]!;
}

/** A counterexample names the flow instead of printing its functions. */
const named = (flow: Flow): Flow => Object.assign(flow, { [fc.toStringMethod]: () => flow.name });
const flows = fc.oneof(
  fc.constant(named(plansFlow)),
  fc.constant(named(surveyFlow)),
  fc.tuple(fc.constantFrom<StoredProductType>('aircon', 'battery', 'boiler', 'ev', 'heat_pump', 'solar'), fc.boolean()).map(([type, upgrades]) => named(enquiryFlow(type, upgrades))),
);

function start(flow: Flow, world: World, startIndex: number) {
  const real: Real = { flow, walk: openWalk(), start: startIndex, reached: null, finished: startIndex === flow.steps.length - 1, world: { ...world } };
  return { model: { flow, index: shownOf(real), world: { ...world } }, real };
}

describe('plans, survey and enquiry steps (model-based)', SLOW_ON_A_BUSY_MACHINE, () => {
  it('agree with the model over random sequences of the flow\'s actions, next, save failure, back and step clicks, and always finish on confirmation', () => {
    simCheck(
      fc.property(flows, fc.integer({ min: 1, max: 4 }), commands, (flow, required, cmds) => {
        const setup = start(flow, { planChosen: false, requiredRemaining: required }, 0);
        fc.modelRun(() => setup, cmds);
        expect(finish(setup.model, setup.real)).toBe('confirmation');
      }),
      { numRuns: 500 },
    );
  });

  it('open where the spec says: a paid plan on confirmation, a complete survey past the images, a proposal enquiry on confirmation', () => {
    simCheck(
      fc.property(fc.boolean(), fc.nat(3), fc.constantFrom<StoredProductType>('aircon', 'battery', 'boiler', 'ev', 'heat_pump'), (paid, required, type) => {
        const plans = start(plansFlow, { planChosen: paid, requiredRemaining: 0 }, plansStartIndex(paid)).real;
        const survey = start(surveyFlow, { planChosen: false, requiredRemaining: required }, surveyStartIndex(Array.from({ length: required }))).real;
        const enquiry = enquiryFlow(type, false);
        const proposal = start(enquiry, { planChosen: false, requiredRemaining: 0 }, enquiryStartIndex({ type, orderStatus: 'PROPOSAL_SENT', customer: null }, enquiry.steps.length)).real;
        return (
          plans.flow.steps[shownOf(plans)] === (paid ? 'confirmation' : 'plans') &&
          survey.flow.steps[shownOf(survey)] === (isSurveyComplete(Array.from({ length: required })) ? 'details' : 'images') &&
          proposal.flow.steps[shownOf(proposal)] === 'confirmation'
        );
      }),
    );
  });
});

describe('price match completeness', SLOW_ON_A_BUSY_MACHINE, () => {
  it('is complete with a file exactly when nothing required remains, and without one exactly when the URL is valid', () => {
    // Which texts are web addresses is its own property (forms.test.ts); here only the routes matter.
    const url = fc.constantFrom('', 'not a web address', 'https://www.boilers.example/product/1', 'boilers.example/compare?brand=Worcester');
    simCheck(
      fc.property(fc.array(fc.string(), { maxLength: 3 }), fc.boolean(), url, (requiredRemaining, withFile, text) => {
        const complete = isEvidenceComplete({ requiredRemaining, withFile, url: text });
        return complete === (withFile ? requiredRemaining.length === 0 : isCompetitorUrl(text));
      }),
    );
  });
});
