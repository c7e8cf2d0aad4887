// Each questionnaire graph is its own chunk, loaded by route: /quote/boiler never downloads the other six (decision 962).
import type { QuoteType } from '@/domain/product-types';
import type { Questionnaire } from '@/domain/questionnaires/types';
import { loadOnce, type LoadOnce } from '@/ui/load-once';

const QUESTIONNAIRES: Readonly<Record<QuoteType, LoadOnce<Questionnaire>>> = {
  boiler: loadOnce(() => import('@/domain/questionnaires/boiler').then((module) => module.boilerQuestionnaire)),
  'boiler-service': loadOnce(() => import('@/domain/questionnaires/boiler-service').then((module) => module.boilerServiceQuestionnaire)),
  'heat-pump': loadOnce(() => import('@/domain/questionnaires/heat-pump').then((module) => module.heatPumpQuestionnaire)),
  solar: loadOnce(() => import('@/domain/questionnaires/solar').then((module) => module.solarQuestionnaire)),
  battery: loadOnce(() => import('@/domain/questionnaires/battery').then((module) => module.batteryQuestionnaire)),
  ev: loadOnce(() => import('@/domain/questionnaires/ev').then((module) => module.evQuestionnaire)),
  aircon: loadOnce(() => import('@/domain/questionnaires/aircon').then((module) => module.airconQuestionnaire)),
};

/** The type's questionnaire: one load per type, the same promise on every render (use() needs it). */
export function loadQuestionnaire(type: QuoteType): Promise<Questionnaire> {
  return QUESTIONNAIRES[type].load();
}
