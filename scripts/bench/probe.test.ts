// @vitest-environment jsdom
// The in-page probe of the results interaction, run in jsdom: it must time from the input event to
// the frame after the product list itself changed, not to the first DOM change.
import { beforeEach, describe, expect, it } from 'vitest';
/* eslint-disable @typescript-eslint/no-explicit-any -- the bench helpers are plain ESM without types */
// @ts-expect-error plain ESM helper shared with scripts/bench.mjs
import * as interactionModule from './results-interaction.mjs';

const { installProbe } = interactionModule as any;
const probe = () => (window as any).__benchProbe;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function renderList(ids: number[]) {
  document.getElementById('list')!.replaceChildren(...ids.map((id) => Object.assign(document.createElement('li'), { textContent: `product ${id}` })));
  document.querySelectorAll('#list li').forEach((li, i) => li.setAttribute('data-product-id', String(ids[i])));
}

describe('results interaction probe', () => {
  beforeEach(() => {
    document.body.innerHTML = '<select aria-label="Sort by"><option>priceAsc</option></select><p id="status"></p><ul id="list"></ul>';
    renderList([1, 2, 3]);
    installProbe();
  });

  it('ends at the frame after the product order changed, ignoring earlier DOM changes', async () => {
    probe().arm();
    document.querySelector('select')!.dispatchEvent(new Event('change'));
    document.getElementById('status')!.textContent = 'Sorting...'; // a spinner is not the answer
    await wait(40);
    renderList([3, 2, 1]);
    const ms = await probe().result;
    expect(ms).toBeGreaterThanOrEqual(39);
    expect(ms).toBeLessThan(5000);
  });

  it('does not start before the input, and ends when a filter removes products', async () => {
    probe().arm();
    await wait(500); // time before the input must not count (wide margin: jsdom's frames run late on a busy machine)
    document.querySelector('select')!.dispatchEvent(new Event('input'));
    renderList([1, 3]);
    expect(await probe().result).toBeLessThan(500);
  });
});
