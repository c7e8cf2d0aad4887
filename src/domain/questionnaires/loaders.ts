// Each questionnaire graph is its own chunk, loaded by route: /quote/boiler never downloads the
// other six (decision 250). The route starts the load (its loader, and the landing preload) while the page's own
// chunk downloads; the flow waits for it with React's use().
import type { QuoteType } from '../product-types';
import type { Questionnaire } from './types';

const LOADERS: Readonly<Record<QuoteType, () => Promise<Questionnaire>>> = {
  boiler: () => import('./boiler').then((module) => module.boilerQuestionnaire),
  'boiler-service': () => import('./boiler-service').then((module) => module.boilerServiceQuestionnaire),
  'heat-pump': () => import('./heat-pump').then((module) => module.heatPumpQuestionnaire),
  solar: () => import('./solar').then((module) => module.solarQuestionnaire),
  battery: () => import('./battery').then((module) => module.batteryQuestionnaire),
  ev: () => import('./ev').then((module) => module.evQuestionnaire),
  aircon: () => import('./aircon').then((module) => module.airconQuestionnaire),
};

// One promise per type, so every render and the route's preload share the same load; use() needs
// the same promise object on each render.
const loads = new Map<QuoteType, Promise<Questionnaire>>();

export function loadQuestionnaire(type: QuoteType): Promise<Questionnaire> {
  let load = loads.get(type);
  if (!load) {
    const loading = LOADERS[type]();
    // Marked as React marks the promises use() has seen: a questionnaire loaded ahead of the first
    // render (decision 290) is then read at once, instead of suspending and showing "Loading the page".
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => loads.delete(type), // A failed chunk is not kept: the next visit (or "Try again") loads it afresh.
    );
    loads.set(type, loading);
    load = loading;
  }
  return load;
}
