// The whole journeys of the bench, each played until the machine was quiet enough to judge it
// (load.mjs): the figures of the attempt kept, and the load every attempt ran under.
import { journeyWithinBudget } from './budgets.mjs';
import { playJourney } from './journey.mjs';
import { journeys as allJourneys } from './journeys/index.mjs';
import { measureJudged } from './load.mjs';
import { ORDER_REFERENCE } from './pages.mjs';

/** `only`: part of a journey's name, to play that one alone. */
export async function measureJourneys(browser, appBase, { only = null, log = () => {}, attempts } = {}) {
  const results = [];
  for (const journey of allJourneys({ orderReference: ORDER_REFERENCE })) {
    if (only && !journey.name.includes(only)) continue;
    log(`journey: ${journey.name} (4x CPU)`);
    const result = await measureJudged(
      () => playJourney(browser, appBase, journey),
      (figures) => journeyWithinBudget(figures.summary),
      { attempts, log: (message) => log(`  ${message}`) },
    );
    log(`  ${result.measured ? `${result.summary.count} interactions, median ${result.summary.medianMs} ms, worst ${result.summary.worstMs} ms (${result.summary.worst})` : `NOT MEASURED: ${result.reason}`}${result.load?.loaded ? `; loaded: ${result.load.reason}` : ''}`);
    results.push({ name: journey.name, start: journey.start, ...result });
  }
  return results;
}
