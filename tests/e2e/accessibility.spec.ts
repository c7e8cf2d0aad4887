// What a screen-reader user meets that axe does not check: the names Chromium's accessibility tree
// gives to controls, and where focus lands as a flow moves on in place.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, useJourneyScenario } from './fixtures';

test.describe.configure({ timeout: 90_000 });
const PAGE_READY = { timeout: 30_000 };

interface FileInputName {
  /** The accessible name Chromium computed. */
  name: string;
  /** How many <label> elements went into it. */
  labels: number;
}

/** Each file input's accessible name and the labels it came from, as Chromium's accessibility tree has them (CDP). */
async function fileInputNames(page: Page): Promise<FileInputName[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'input[type="file"]' });
    const names: FileInputName[] = [];
    for (const nodeId of nodeIds) {
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
      const node = nodes[0]!;
      const fromLabels = node.name?.sources?.find((source) => source.type === 'relatedElement' && source.nativeSource?.startsWith('label'));
      names.push({ name: String(node.name?.value ?? ''), labels: fromLabels?.nativeSourceValue?.relatedNodes?.length ?? 0 });
    }
    return names;
  } finally {
    await cdp.detach();
  }
}

test('survey, price match and order upload: each file input has one label, which says what to upload', async ({ page }) => {
  await useJourneyScenario(page, 'homeowner');
  await page.goto('/quote/boiler/survey/QSWF8OQH');
  await expect(page.getByRole('heading', { level: 2, name: 'Images' })).toBeVisible(PAGE_READY);
  expect(await fileInputNames(page)).toEqual([
    { name: 'Choose a photo for Your current boiler, from the front', labels: 1 },
    { name: 'Choose a photo for The flue, from outside', labels: 1 },
    { name: 'Choose a photo for Your gas meter', labels: 1 },
    { name: 'Choose a photo for Any radiator you want moved', labels: 1 },
  ]);
  await expectAccessible(page, 'survey images');

  await page.goto('/price-match/QSWF8OQH');
  await expect(page.getByRole('heading', { level: 1, name: 'Price match' })).toBeVisible(PAGE_READY);
  await expect(page.getByText('Upload the competitor’s quote')).toBeVisible();
  expect(await fileInputNames(page)).toEqual([{ name: 'Choose a file for The competitor’s written quote', labels: 1 }]);
  await expectAccessible(page, 'price match');

  await page.goto('/order/upload/QTEST1');
  await expect(page.getByText(/^Choose a file/).first()).toBeVisible(PAGE_READY);
  await expectAccessible(page, 'order upload');
  const names = await fileInputNames(page);
  expect(names.length).toBeGreaterThan(0);
  for (const { name, labels } of names) {
    expect(labels, name).toBe(1);
    expect(name).toMatch(/^Choose a file for \S/);
  }
});
