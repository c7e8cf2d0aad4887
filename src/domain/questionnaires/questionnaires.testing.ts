// The seven questionnaires by route type, loaded at once for the tests (the app loads each on its own,
// src/features/quote/questionnaire-loaders.ts).
import { airconQuestionnaire } from './aircon';
import { batteryQuestionnaire } from './battery';
import { boilerQuestionnaire } from './boiler';
import { boilerServiceQuestionnaire } from './boiler-service';
import { evQuestionnaire } from './ev';
import { heatPumpQuestionnaire } from './heat-pump';
import { solarQuestionnaire } from './solar';
import type { QuoteType } from '../product-types';
import type { Questionnaire } from './types';

export const QUESTIONNAIRES: Readonly<Record<QuoteType, Questionnaire>> = {
  boiler: boilerQuestionnaire,
  'boiler-service': boilerServiceQuestionnaire,
  'heat-pump': heatPumpQuestionnaire,
  solar: solarQuestionnaire,
  battery: batteryQuestionnaire,
  ev: evQuestionnaire,
  aircon: airconQuestionnaire,
};

