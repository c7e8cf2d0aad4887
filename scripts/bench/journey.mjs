// Plays a scripted whole journey (scripts/bench/journeys/) in Chromium at 4x CPU slowdown, as a
// customer on a phone would: taps, key presses, one at a time, each waiting for what the customer waits
// for. Every interaction's input-to-next-paint comes from the Event Timing API, as web-vitals reads INP:
// a PerformanceObserver of type 'event' with durationThreshold 16, the entries of one interaction
// grouped by interactionId and the longest kept. An input the browser reported no entry for took under
// 16 ms (the API's floor); it counts as 16 ms in the median, an upper bound.
// Also counts the bytes the journey fetched: JavaScript and CSS (gzip -9, as the first visits) and API answers,
// and the layout shift from "Get my prices" to the first card fully shown (a Layout Instability observer).
import { CONTEXT_OPTIONS, describeResponse, SENTRY_INGEST, seedStorage } from './first-visit.mjs';
import path from 'node:path';
import { root } from '../mock-server.mjs';
import { median, round } from './budgets.mjs';
import { workDir } from './servers.mjs';

/** The Event Timing API reports no interaction shorter than this. */
export const EVENT_TIMING_FLOOR_MS = 16;
export const CPU_SLOWDOWN = 4;
/**
 * Time between two key presses when the customer types: a quick typist on a phone (about 7 keys a
 * second). Keys sent back to back would queue behind each other and time the queue, not the page.
 */
export const KEY_INTERVAL_MS = 150;
/** How long a journey waits for what one input leads to (a lazy step, a save through Prism) on a busy machine. */
const OUTCOME_TIMEOUT_MS = 90_000;

/** Runs in every document before its scripts: reports each Event Timing entry that belongs to an interaction. */
export function installEventTiming(threshold) {
  const documentId = Math.random().toString(36).slice(2);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        // The start on the epoch clock: actions and entries of different documents compare.
        window.__benchEventTiming({ key: `${documentId}:${entry.interactionId}`, type: entry.name, duration: entry.duration, start: performance.timeOrigin + entry.startTime });
      }
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
  } catch {
    // a browser without Event Timing: every input then reads as unreported, and the journey says so
  }
}

/** Runs in every document before its scripts: reports each layout shift, those just after an input too. */
export function installLayoutShift() {
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchLayoutShift({ value: entry.value, start: performance.timeOrigin + entry.startTime });
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // a browser without Layout Instability: no shift is reported, and no span can be judged
  }
}

/** The span whose layout shift a journey that gets prices is judged on (budgets.mjs). */
export const PRICES_SHIFT_SPAN = 'from "Get my prices" to the first card fully shown';

/**
 * The layout shift of each span ({ label, from, to }, epoch ms): the sum of the shifts that started in
 * it, and how many there were.
 */
export function layoutShiftOf(spans, shifts) {
  return spans.map(({ label, from, to }) => {
    const inSpan = shifts.filter((shift) => shift.start >= from && shift.start <= to);
    return { label, value: round(inSpan.reduce((total, shift) => total + shift.value, 0), 4), count: inSpan.length };
  });
}

/**
 * The journey's interactions, each under the customer action it belongs to. `actions` are
 * { label, inputs, at } in order (`at`: when the action began, epoch ms); `reports` are the Event Timing
 * entries. One interaction per interactionId at its longest entry, given to the last action that began
 * before its input: an entry that arrives late (a long frame) still counts where its input was made.
 * Inputs the browser reported nothing for are `ms: null` (under the floor).
 */
export function attributeInteractions(actions, reports) {
  const byInteraction = new Map();
  for (const report of reports) {
    const known = byInteraction.get(report.key);
    byInteraction.set(report.key, {
      ...(known && known.duration >= report.duration ? known : report),
      start: Math.min(known?.start ?? Infinity, report.start),
    });
  }
  const measured = actions.map(() => []);
  for (const interaction of byInteraction.values()) {
    const index = actions.findLastIndex((action) => action.at <= interaction.start);
    measured[Math.max(0, index)].push({ ms: interaction.duration, type: interaction.type });
  }
  return actions.flatMap((action, index) => [
    ...measured[index].map((interaction) => ({ label: action.label, ...interaction })),
    ...Array.from({ length: Math.max(0, action.inputs - measured[index].length) }, () => ({ label: action.label, ms: null })),
  ]);
}

/** Count, median and worst of a journey's interactions (an unreported one counts as the floor). */
export function summariseInteractions(interactions) {
  if (interactions.length === 0) return { count: 0, medianMs: null, worstMs: null, worst: null, underFloor: 0 };
  const values = interactions.map((interaction) => interaction.ms ?? EVENT_TIMING_FLOOR_MS);
  const worstIndex = values.indexOf(Math.max(...values));
  return {
    count: interactions.length,
    medianMs: median(values),
    worstMs: values[worstIndex],
    worst: interactions[worstIndex].label,
    underFloor: interactions.filter((interaction) => interaction.ms === null).length,
  };
}

let scenariosModule = null;
/** The Prefer header the dev scenario switcher sends (src/mock/scenarios.ts), so each call gets the scenario's answer. */
async function preferHeaderFor(scenario) {
  scenariosModule ??= await (await import('tsx/esm/api')).tsImport('../../src/mock/scenarios.ts', import.meta.url);
  return (method, apiPath) => scenariosModule.preferHeader(scenario, method, apiPath);
}

/**
 * Plays `journey` ({ name, scenario, start, storage?, play(customer) }) against `baseUrl`.
 * Resolves with { measured, reason?, interactions, summary, bytes, layoutShifts }.
 */
export async function playJourney(browser, baseUrl, journey) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  const reports = [];
  let lastReportAt = 0;
  await context.exposeBinding('__benchEventTiming', (_source, report) => {
    reports.push(report);
    lastReportAt = Date.now();
  });
  await context.addInitScript(installEventTiming, EVENT_TIMING_FLOOR_MS);
  const shifts = [];
  await context.exposeBinding('__benchLayoutShift', (_source, shift) => void shifts.push(shift));
  await context.addInitScript(installLayoutShift);
  if (journey.storage) await context.addInitScript(seedStorage, journey.storage);
  const prefer = await preferHeaderFor(journey.scenario);
  await context.route('**/api/**', (route) => {
    const request = route.request();
    const apiPath = new URL(request.url()).pathname.replace(/^\/api/, '');
    return route.continue({ headers: { ...request.headers(), prefer: prefer(request.method(), apiPath) } });
  });
  // Error reporting's envelopes would go to Sentry, which this machine cannot reach.
  await context.route(SENTRY_INGEST, (route) => route.fulfill({ status: 200, body: '{}' }));

  const page = await context.newPage();
  const assets = [];
  let apiBytes = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) response.body().then((body) => (apiBytes += body.length), () => {});
    else assets.push(describeResponse(response));
  });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const actions = [];
  const settle = async () => {
    // Event Timing entries are queued after the paint that ends an interaction, and their observer runs
    // later still: two frames and a task, then until no entry has come for 300 ms (at most 3 s).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))))).catch(() => {});
    const deadline = Date.now() + 3_000;
    do await page.waitForTimeout(100);
    while (Date.now() - lastReportAt < 300 && Date.now() < deadline);
  };
  /**
   * Makes `inputs` inputs with `act` under `label`, then waits for `until` and for the page to settle.
   * Resolves with when the inputs began (epoch ms).
   */
  const record = async (label, inputs, act, until) => {
    const at = await page.evaluate(() => performance.timeOrigin + performance.now()).catch(() => Date.now());
    actions.push({ label, inputs, at });
    await act();
    if (until) await until();
    await settle();
    return at;
  };
  const spans = [];
  const customer = createCustomer(page, record, spans);

  try {
    await page.goto(baseUrl + journey.start, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.locator('h1').first().waitFor({ timeout: OUTCOME_TIMEOUT_MS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await journey.play(customer);
    await settle();
    if (errors.length) return failed(`uncaught error: ${errors[0]}`);
  } catch (error) {
    const at = actions.at(-1)?.label;
    // What the customer saw when the journey stopped: the step a changed screen broke.
    const screenshot = path.join(workDir, `journey-${journey.name.replaceAll(/\W+/g, '-')}.png`);
    const saved = await page.screenshot({ path: screenshot, fullPage: true }).then(() => ` (screen: ${path.relative(root, screenshot)})`, () => '');
    return failed(`${at ? `after "${at}": ` : ''}${String(error?.message ?? error).split('\n')[0]}${errors.length ? ` (uncaught error: ${errors[0]})` : ''}${saved}`);
  } finally {
    await context.close();
  }
  const interactions = attributeInteractions(actions, reports);
  const kept = (await Promise.all(assets)).filter(Boolean);
  const sum = (kind, key) => kept.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset[key], 0);
  return {
    measured: true,
    interactions: interactions.map((interaction) => ({ ...interaction, ms: interaction.ms === null ? null : round(interaction.ms, 1) })),
    summary: summariseInteractions(interactions),
    bytes: { jsGzip: sum('js', 'gzip'), jsRaw: sum('js', 'raw'), cssGzip: sum('css', 'gzip'), api: apiBytes, jsFiles: kept.filter((asset) => asset.kind === 'js').length },
    layoutShifts: layoutShiftOf(spans, shifts),
  };

  function failed(reason) {
    const interactions = attributeInteractions(actions, reports);
    return { measured: false, reason, interactions, summary: summariseInteractions(interactions) };
  }
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a journey script may do, in a customer's words. Each method makes real inputs (taps, key presses),
 * waits for what the customer waits for, and records the interactions.
 */
function createCustomer(page, record, spans) {
  const wait = { timeout: OUTCOME_TIMEOUT_MS };
  const now = () => page.evaluate(() => performance.timeOrigin + performance.now());
  const heading = () => page.locator('h1').first();
  const headingText = async () => (await heading().textContent())?.trim() ?? '';
  const visible = (locator) => () => locator.waitFor({ state: 'visible', ...wait });
  const customer = {
    page,
    /** A question's one-tap card, by its label (its name may go on with a description). */
    card: (label) => page.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}(\\s|$)`) }),
    button: (name) => page.getByRole('button', { name, exact: typeof name === 'string' }),
    field: (label) => page.getByLabel(label, { exact: typeof label === 'string' }),

    /**
     * Taps `target`; `until` (a locator to show, or a function) is what the customer waits for next.
     * Resolves with when the tap began (epoch ms).
     */
    async taps(label, target, until) {
      await target.waitFor({ state: 'visible', ...wait });
      return record(label, 1, () => target.click(wait), typeof until === 'function' ? until : until ? visible(until) : null);
    },
    /** Taps into a field and types `text` key by key (KEY_INTERVAL_MS apart): one interaction for the tap and one per key. */
    async types(label, field, text) {
      await field.waitFor({ state: 'visible', ...wait });
      await record(`tap into ${label}`, 1, () => field.click(wait));
      await record(`type into ${label}`, text.length, () => field.pressSequentially(text, { delay: KEY_INTERVAL_MS }));
    },
    /** A questionnaire step: one tap on a card answers and moves on; a typed answer is typed, then Continue. */
    async answers(answer) {
      const question = await headingText();
      const nextQuestion = () => page.waitForFunction((before) => document.querySelector('h1')?.textContent?.trim() !== before, question, wait);
      if (typeof answer === 'string') {
        await customer.taps(`choose "${answer}"`, customer.card(answer), nextQuestion);
        return;
      }
      for (const [label, value] of Object.entries(answer)) await customer.types(label, customer.field(label), value);
      await customer.taps(`Continue from "${question}"`, customer.button('Continue'), nextQuestion);
    },
    /**
     * A whole questionnaire: each answer in turn, then "Get my prices", waiting for `firstCard` fully
     * shown (on screen, its pictures loaded); the layout shift between the two is a span of its own.
     */
    async getsPrices(answers, firstCard) {
      for (const answer of answers) await customer.answers(answer);
      let to = null;
      const from = await customer.taps('Get my prices', customer.button('Get my prices'), async () => {
        await firstCard.waitFor({ state: 'visible', ...wait });
        await page.waitForFunction((card) => Array.from(card.querySelectorAll('img')).every((image) => image.complete), await firstCard.elementHandle(), wait);
        to = await now();
      });
      // Recorded once the page has settled: the shifts of the span's last frames have been reported by then.
      spans.push({ label: PRICES_SHIFT_SPAN, from, to });
    },
    /** Types a test card's number, expiry and security code into the card form, then taps "Pay £… now". */
    async paysByCard(until) {
      const card = page.locator('.ui-card-payment');
      await customer.types('Card number', card.getByLabel('Card number'), '4242 4242 4242 4242');
      await customer.types('Expiry date', card.getByLabel(/expir/i), '12 / 34');
      await customer.types('Security code', card.getByLabel(/cvc|security code/i), '123');
      await customer.taps('Pay now', customer.button(/^Pay £[\d,]+\.\d{2} now$/), until);
    },
    /** Waits for a URL without an input (a redirect after payment, say). */
    async arrivesAt(url) {
      await page.waitForURL(url, wait);
    },
  };
  return customer;
}
