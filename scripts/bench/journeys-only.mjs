// `npm run bench:journeys [-- --journey <part of a name>] [-- --attempts N] [-- --no-build]`: only the whole
// journeys of `npm run bench` (4x CPU, every interaction's input to next paint), each judged against the
// load it ran under and played again (up to N times, default 3) while the machine was too loaded.
// Prints every interaction, then the budget rows. Ports as the bench's (servers.mjs `benchPorts`).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './first-visit.mjs';
import { measureJourneys } from './journeys-bench.mjs';
import { printBudgetRows, runStandalone } from './standalone.mjs';

const argument = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const only = argument('--journey') ?? null;
const attempts = Number(argument('--attempts')) || undefined;

runStandalone('the journey bench', async ({ appBase }) => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const journeys = await measureJourneys(browser, appBase, { only, attempts, log: (message) => console.log(message) });
    for (const journey of journeys) {
      console.log(`\n${journey.name}: ${journey.measured ? '' : `NOT MEASURED: ${journey.reason}`}`);
      for (const interaction of journey.interactions ?? []) console.log(`  ${interaction.ms === null ? '<16' : String(interaction.ms).padStart(5)} ms  ${interaction.label}${interaction.type ? ` (${interaction.type})` : ''}`);
    }
    return printBudgetRows({ journeys }, /^journey/);
  } finally {
    await browser.close();
  }
});
