// The answers as POST /quote/results/{type} takes them (QuoteAnswers), each field read as the contract types
// it, from the question's own list: nothing is asserted, so a field or value the contract lacks does not compile.
import type {
  AirconAnswers,
  BatteryAnswers,
  BoilerAnswers,
  BoilerServiceAnswers,
  EvAnswers,
  HeatPumpAnswers,
  QuoteAddress,
  QuoteAnswers,
  SolarAnswers,
} from '@/shared/contract-types';
import { BOILER_AGE_BANDS, BOILER_NEW_LOCATION_BANDS, FLUE_GROUND_DISTANCE_BANDS, FLUE_LENGTH_BANDS, FLUE_PROPERTY_DISTANCE_BANDS, FLUE_WINDOW_DISTANCE_BANDS, RADIATOR_BANDS, WATER_FLOW_BANDS } from '../bands';
import { AIRCON_ROOM_SIZE_BANDS, AIRCON_UNIT_DISTANCE_BANDS, BUILD_AGE_BANDS, EV_DISTANCE_BANDS, PEOPLE_AT_HOME_BANDS, TIME_AT_HOME_BANDS } from '../bands-beyond-boiler';
import type { QuoteType } from '../product-types';
import { FLUE_EXITS, HOME_TYPES, YES_NO } from './choices';
import { BOILER_FUELS, SERVICE_FUELS } from './shared-questions';
import type { AnswerField, Answers } from './types';

/** The other answer of a Yes or No question. */
export const OPPOSITE = { Yes: 'No', No: 'Yes' } as const;

/** The stored answers, read as the contract's types; a field not stored, or not valid, reads as undefined. */
function readerOf(answers: Answers) {
  const stored = (field: AnswerField) => answers[field] || undefined;
  const oneOf = <Value extends string | number>(field: AnswerField, options: readonly { readonly value: Value }[]): Value | undefined =>
    options.find((option) => String(option.value) === answers[field])?.value;
  const number = (field: AnswerField): number | undefined => {
    const text = stored(field);
    return text === undefined || !Number.isFinite(Number(text)) ? undefined : Number(text);
  };
  const yesNo = (field: AnswerField) => oneOf(field, YES_NO);
  return {
    text: stored,
    number,
    oneOf,
    yesNo,
    /** Every set asked for a postcode requires it; the questionnaire reaches the review only with it. */
    postcode: () => stored('postcode') ?? '',
    /** The contract's boilerBroken: the opposite of the customer's answer to "Is your boiler working?". */
    boilerBroken: () => {
      const working = yesNo('boilerWorking');
      return working && OPPOSITE[working];
    },
    /** The address the wizard asked for, as `customer`. */
    customer: (): QuoteAddress => ({ address_line_1: stored('addressLine1') ?? '', post_town: stored('postTown') ?? null, postcode: stored('postcode') ?? '' }),
  };
}

type Reader = ReturnType<typeof readerOf>;
type SetOf<Type extends QuoteType> = Extract<QuoteAnswers, { quoteType: Type }>;

/** Each questionnaire's answer set, built from what it stores. */
const BODIES: { readonly [Type in QuoteType]: (read: Reader) => SetOf<Type> } = {
  aircon: (read): AirconAnswers => ({
    quoteType: 'aircon',
    postcode: read.postcode(),
    propertyType: read.text('propertyType'),
    location: read.text('location'),
    propertyFloor: read.number('propertyFloor'),
    roomSize: read.oneOf('roomSize', AIRCON_ROOM_SIZE_BANDS),
    sunlight: read.text('sunlight'),
    indoorUnitWall: read.text('indoorUnitWall'),
    outdoorUnitLocation: read.text('outdoorUnitLocation'),
    unitDistance: read.oneOf('unitDistance', AIRCON_UNIT_DISTANCE_BANDS),
    propertyDistance: read.text('propertyDistance'),
    landlord: read.yesNo('landlord'),
  }),
  battery: (read): BatteryAnswers => ({
    quoteType: 'battery',
    postcode: read.text('postcode'),
    solarInstalled: read.yesNo('solarInstalled'),
    solarOwnership: read.text('solarOwnership'),
    solarSystemSize: read.number('solarSystemSize'),
    electricityKnown: read.yesNo('electricityKnown'),
    electricityAnnual: read.number('electricityAnnual'),
    homeType: read.oneOf('homeType', HOME_TYPES),
    homeOwnership: read.text('homeOwnership'),
    peopleAtHome: read.oneOf('peopleAtHome', PEOPLE_AT_HOME_BANDS),
    electricVehicle: read.yesNo('electricVehicle'),
    timeAtHome: read.oneOf('timeAtHome', TIME_AT_HOME_BANDS),
    batteryLocation: read.text('batteryLocation'),
    landlord: read.yesNo('landlord'),
  }),
  boiler: (read): BoilerAnswers => ({
    quoteType: 'boiler',
    postcode: read.postcode(),
    fuelType: read.oneOf('fuelType', BOILER_FUELS),
    systemType: read.text('systemType'),
    hasTank: read.yesNo('hasTank'),
    convertToCombi: read.yesNo('convertToCombi'),
    waterFlow: read.oneOf('waterFlow', WATER_FLOW_BANDS),
    boilerBroken: read.boilerBroken(),
    boilerAge: read.oneOf('boilerAge', BOILER_AGE_BANDS),
    currentBoilerLocation: read.text('currentBoilerLocation'),
    newLocation: read.oneOf('newLocation', BOILER_NEW_LOCATION_BANDS),
    loftSuitable: read.yesNo('loftSuitable'),
    homeOwnership: read.text('homeOwnership'),
    homeType: read.oneOf('homeType', HOME_TYPES),
    apartmentFloor: read.number('apartmentFloor'),
    bedrooms: read.number('bedrooms'),
    bathtubs: read.number('bathtubs'),
    showers: read.number('showers'),
    // "I don't know" is not a band: the count is left for the survey.
    radiators: read.oneOf('radiators', RADIATOR_BANDS),
    flueExit: read.oneOf('flueExit', FLUE_EXITS),
    flueLength: read.oneOf('flueLength', FLUE_LENGTH_BANDS),
    roofType: read.text('roofType'),
    flueGroundDistance: read.oneOf('flueGroundDistance', FLUE_GROUND_DISTANCE_BANDS),
    fluePropertyDistance: read.oneOf('fluePropertyDistance', FLUE_PROPERTY_DISTANCE_BANDS),
    flueWindowDistance: read.oneOf('flueWindowDistance', FLUE_WINDOW_DISTANCE_BANDS),
    flueUnderStructure: read.yesNo('flueUnderStructure'),
    landlord: read.yesNo('landlord'),
  }),
  'boiler-service': (read): BoilerServiceAnswers => ({
    quoteType: 'boiler-service',
    fuelType: read.oneOf('fuelType', SERVICE_FUELS),
    propertyType: read.text('propertyType'),
    systemType: read.text('systemType'),
    boilerBroken: read.boilerBroken(),
    homeOwnership: read.text('homeOwnership'),
    landlord: read.yesNo('landlord'),
    customer: read.customer(),
  }),
  ev: (read): EvAnswers => ({
    quoteType: 'ev',
    postcode: read.postcode(),
    driveway: read.yesNo('driveway'),
    location: read.text('location'),
    distance: read.oneOf('distance', EV_DISTANCE_BANDS),
    landlord: read.yesNo('landlord'),
  }),
  'heat-pump': (read): HeatPumpAnswers => ({
    quoteType: 'heat-pump',
    postcode: read.postcode(),
    homeType: read.oneOf('homeType', HOME_TYPES),
    buildAge: read.oneOf('buildAge', BUILD_AGE_BANDS),
    floorArea: read.number('floorArea'),
    bedrooms: read.number('bedrooms'),
    bathrooms: read.number('bathrooms'),
    systemType: read.text('systemType'),
    boilerAge: read.oneOf('boilerAge', BOILER_AGE_BANDS),
    gasKnown: read.yesNo('gasKnown'),
    gasUsage: read.number('gasUsage'),
    // The questionnaire's default: a home is not let unless the customer says so.
    landlord: read.yesNo('landlord') ?? 'No',
    customer: read.customer(),
  }),
  solar: (read): SolarAnswers => ({
    quoteType: 'solar',
    homeType: read.oneOf('homeType', HOME_TYPES),
    homeOwnership: read.text('homeOwnership'),
    electricityKnown: read.yesNo('electricityKnown'),
    electricityAnnual: read.number('electricityAnnual'),
    peopleAtHome: read.oneOf('peopleAtHome', PEOPLE_AT_HOME_BANDS),
    electricVehicle: read.yesNo('electricVehicle'),
    timeAtHome: read.oneOf('timeAtHome', TIME_AT_HOME_BANDS),
    birdProofing: read.yesNo('birdProofing'),
    landlord: read.yesNo('landlord'),
    customer: read.customer(),
  }),
};

/** The request body of the answers to send (answersToSend); a field not answered is undefined, which JSON leaves out. */
export function toRequestBody(type: QuoteType, answers: Answers): QuoteAnswers {
  return BODIES[type](readerOf(answers));
}
