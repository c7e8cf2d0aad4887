// Model-based tests of the step machine the plans, survey and enquiry flows share (linearReducer),
// each with its own guards and jumps, the way its page drives it: random sequences of the flow's
// own actions, next (saves / save fails), back and clicks on earlier steps. After every command the
// reducer agrees with a small model, the index stays in range, forward moves are one step through a
// passed next or the flow's own jump, no guarded step is passed early, and finishing the flow from
// wherever the sequence stopped always ends on its confirmation step.
import fc from 'fast-check';
import type { StoredProductType } from '../src/domain/product-types.ts';
import { describe, expect, it } from 'vitest';
import { enquiryStartIndex, enquirySteps } from '../src/domain/steps/enquiry';
import { initialLinearState, linearReducer, type LinearStepEvent, type LinearStepState } from '../src/domain/steps/linear';
import { PLANS_STEPS, plansStartIndex } from '../src/domain/steps/plans';
import { isEvidenceComplete, isCompetitorUrl } from '../src/domain/steps/price-match';
import { SURVEY_STEPS, isSurveyComplete, surveyStartIndex } from '../src/domain/steps/survey';
import { simCheck } from './check';

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
  state: LinearStepState<string>;
  world: World;
}

function send(r: Real, ...events: LinearStepEvent<string>[]) {
  for (const event of events) r.state = linearReducer(r.state, event);
}

function assertAgrees(m: Model, r: Real, before: number, movedBy: 'next' | 'jump' | null) {
  expect(r.state.index).toBe(m.index);
  expect(r.state.phase).toBe('idle');
  expect(r.state.index).toBeGreaterThanOrEqual(0);
  expect(r.state.index).toBeLessThan(m.flow.steps.length);
  if (r.state.index > before) {
    expect(movedBy).not.toBeNull();
    if (movedBy === 'next') expect(r.state.index).toBe(before + 1);
  }
  for (const guard of m.flow.guards) {
    if (r.state.index > index(m.flow.steps, guard.step)) expect(guard.holds(r.world), `past ${guard.step} early`).toBe(true);
  }
}

class Act implements fc.Command<Model, Real> {
  constructor(readonly action: FlowAction) {}
  check = (m: Readonly<Model>) => m.flow.offers(this.action, m.flow.steps[m.index]!);
  run(m: Model, r: Real) {
    const before = r.state.index;
    const step = m.flow.steps[m.index]!;
    if (this.action === 'choosePlan') m.world.planChosen = true;
    if (this.action === 'uploadRequired') m.world.requiredRemaining = Math.max(0, m.world.requiredRemaining - 1);
    r.world = { ...m.world };
    const jump = m.flow.jumpAfter(this.action, step, m.world);
    if (jump !== null) {
      send(r, { type: 'jumpTo', index: jump });
      m.index = Math.max(m.index, jump);
    }
    assertAgrees(m, r, before, jump === null ? null : 'jump');
  }
  toString = () => this.action;
}

class Next implements fc.Command<Model, Real> {
  constructor(readonly saveFails: boolean) {}
  check = () => true;
  run(m: Model, r: Real) {
    const before = r.state.index;
    const step = m.flow.steps[m.index]!;
    const ready = m.flow.ready(step, r.world);
    send(r, { type: 'next', ready }, this.saveFails ? { type: 'saveFailed', message: 'We could not save this step' } : { type: 'saved' });
    const starts = ready && m.index < m.flow.steps.length - 1;
    if (starts && this.saveFails) expect(r.state.error).toBe('We could not save this step');
    if (starts && !this.saveFails) m.index += 1;
    assertAgrees(m, r, before, 'next');
    send(r, { type: 'dismissError' });
  }
  toString = () => `next(${this.saveFails ? 'save fails' : 'saves'})`;
}

class Back implements fc.Command<Model, Real> {
  constructor(readonly target: number | null) {}
  check = () => true;
  run(m: Model, r: Real) {
    const before = r.state.index;
    if (this.target === null) {
      send(r, { type: 'back' });
      m.index = Math.max(0, m.index - 1);
    } else {
      send(r, { type: 'goTo', index: this.target });
      if (this.target < m.index) m.index = this.target;
    }
    assertAgrees(m, r, before, null);
  }
  toString = () => (this.target === null ? 'back' : `goTo(${this.target})`);
}

const commands = fc.commands(
  [
    fc.constantFrom<FlowAction>('choosePlan', 'pay', 'uploadRequired').map((action) => new Act(action)),
    fc.constantFrom(false, false, true).map((fails) => new Next(fails)),
    fc.option(fc.nat(3), { nil: null }).map((target) => new Back(target)),
  ],
  { maxCommands: 30 },
);

/** Finishes the flow from where the sequence stopped, as a customer would: every action, then next. */
function finish(m: Model, r: Real): string {
  for (let turn = 0; turn < 20 && m.index < m.flow.steps.length - 1; turn += 1) {
    const step = m.flow.steps[m.index]!;
    const action = (['choosePlan', 'uploadRequired', 'pay'] as const).find((a) => m.flow.offers(a, step));
    if (action) new Act(action).run(m, r);
    if (m.flow.steps[m.index] === step) new Next(false).run(m, r);
  }
  return r.state.steps[r.state.index]!;
}

/** A counterexample names the flow instead of printing its functions. */
const named = (flow: Flow): Flow => Object.assign(flow, { [fc.toStringMethod]: () => flow.name });
const flows = fc.oneof(
  fc.constant(named(plansFlow)),
  fc.constant(named(surveyFlow)),
  fc.tuple(fc.constantFrom<StoredProductType>('aircon', 'battery', 'boiler', 'ev', 'heat_pump', 'solar'), fc.boolean()).map(([type, upgrades]) => named(enquiryFlow(type, upgrades))),
);

function start(flow: Flow, world: World, startIndex: number) {
  const state = linearReducer(initialLinearState<string>(), { type: 'loaded', steps: flow.steps, startIndex });
  return { model: { flow, index: state.index, world: { ...world } }, real: { state, world: { ...world } } };
}

describe('plans, survey and enquiry step machines (model-based)', SLOW_ON_A_BUSY_MACHINE, () => {
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
        const plans = start(plansFlow, { planChosen: paid, requiredRemaining: 0 }, plansStartIndex(paid)).real.state;
        const survey = start(surveyFlow, { planChosen: false, requiredRemaining: required }, surveyStartIndex(Array.from({ length: required }))).real.state;
        const enquiry = enquiryFlow(type, false);
        const proposal = start(enquiry, { planChosen: false, requiredRemaining: 0 }, enquiryStartIndex({ type, orderStatus: 'PROPOSAL_SENT', customer: null }, enquiry.steps.length)).real.state;
        return (
          plans.steps[plans.index] === (paid ? 'confirmation' : 'plans') &&
          survey.steps[survey.index] === (isSurveyComplete(Array.from({ length: required })) ? 'details' : 'images') &&
          proposal.steps[proposal.index] === 'confirmation'
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
