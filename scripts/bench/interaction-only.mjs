// `npm run bench:interaction`: only the results interaction of `npm run bench` (500 products, 4x CPU,
// sort and filter input to next paint, median of 20), about a minute instead of the whole bench.
// Same build, servers and probe as the bench; prints the medians and the budget rows, writes nothing
// but the build. Judged against the machine's load and measured again when it was too loaded (load.mjs).
// Ports as the bench's (servers.mjs `benchPorts`); BENCH_WORK_DIR keeps the build apart.
import { chromium } from '@playwright/test';
import { interactionWithinBudget } from './budgets.mjs';
import { CHROMIUM_ARGS } from './first-visit.mjs';
import { measureJudged } from './load.mjs';
import { RESULTS_PAGE } from './pages.mjs';
import { measureResultsInteraction } from './results-interaction.mjs';
import { printBudgetRows, runStandalone } from './standalone.mjs';

runStandalone('the interaction bench', async ({ appBase }) => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const interaction = await measureJudged(() => measureResultsInteraction(browser, appBase, RESULTS_PAGE), interactionWithinBudget, { log: (message) => console.log(message) });
    console.log(JSON.stringify(interaction, null, 2));
    return printBudgetRows({ interaction }, /^results (sort|filter)/);
  } finally {
    await browser.close();
  }
});
