import { describe, expect, it } from 'vitest';
import { BATHROOM_BANDS, BATHTUB_BANDS, BEDROOM_BANDS, BOILER_AGE_BANDS, BOILER_NEW_LOCATION_BANDS, FLUE_GROUND_DISTANCE_BANDS, FLUE_LENGTH_BANDS, FLUE_PROPERTY_DISTANCE_BANDS, FLUE_WINDOW_DISTANCE_BANDS, RADIATOR_BANDS, SHOWER_BANDS, WATER_FLOW_BANDS, bandOf, boilerAgeStoredValue, flueDistanceBand, flueLengthBand, isFlueCloserThanThreshold, radiatorBand, waterFlowFromPintGlassSeconds, type AnswerBand } from './bands';
import { AIRCON_OUTDOOR_UNIT_BANDS, AIRCON_ROOM_SIZE_BANDS, AIRCON_UNIT_DISTANCE_BANDS, BUILD_AGE_BANDS, EV_DISTANCE_BANDS, PEOPLE_AT_HOME_BANDS, TIME_AT_HOME_BANDS, airconRoomSize, buildAgeBand, evDistanceStoredValue, peopleAtHomeBand } from './bands-beyond-boiler';
import { answerField, contractRefusal } from './questionnaires/answer-schemas.testing';

const values = (bands: readonly AnswerBand[]) => bands.map((b) => b.value);
const labels = (bands: readonly AnswerBand[]) => bands.map((b) => b.label);

// Each band list and the answer fields of openapi.yaml that store it.
const CONTRACT_FIELDS: readonly (readonly [name: string, bands: readonly AnswerBand[], fields: readonly (readonly [schema: string, field: string])[]])[] = [
  ['bedrooms', BEDROOM_BANDS, [['BoilerAnswers', 'bedrooms'], ['HeatPumpAnswers', 'bedrooms']]],
  ['bathrooms', BATHROOM_BANDS, [['HeatPumpAnswers', 'bathrooms']]],
  ['bathtubs', BATHTUB_BANDS, [['BoilerAnswers', 'bathtubs']]],
  ['showers', SHOWER_BANDS, [['BoilerAnswers', 'showers']]],
  ['boiler age', BOILER_AGE_BANDS, [['BoilerAnswers', 'boilerAge'], ['HeatPumpAnswers', 'boilerAge']]],
  ['EV distance', EV_DISTANCE_BANDS, [['EvAnswers', 'distance']]],
  ['radiators', RADIATOR_BANDS, [['BoilerAnswers', 'radiators']]],
  ['flue length', FLUE_LENGTH_BANDS, [['BoilerAnswers', 'flueLength']]],
  ['flue ground distance', FLUE_GROUND_DISTANCE_BANDS, [['BoilerAnswers', 'flueGroundDistance']]],
  ['flue property distance', FLUE_PROPERTY_DISTANCE_BANDS, [['BoilerAnswers', 'fluePropertyDistance']]],
  ['flue window distance', FLUE_WINDOW_DISTANCE_BANDS, [['BoilerAnswers', 'flueWindowDistance']]],
  ['build age', BUILD_AGE_BANDS, [['HeatPumpAnswers', 'buildAge']]],
  ['water flow', WATER_FLOW_BANDS, [['BoilerAnswers', 'waterFlow']]],
  ['new boiler location', BOILER_NEW_LOCATION_BANDS, [['BoilerAnswers', 'newLocation']]],
  ['aircon room size', AIRCON_ROOM_SIZE_BANDS, [['AirconAnswers', 'roomSize']]],
  ['aircon unit distance', AIRCON_UNIT_DISTANCE_BANDS, [['AirconAnswers', 'unitDistance']]],
  ['aircon outdoor unit', AIRCON_OUTDOOR_UNIT_BANDS, [['AirconAnswers', 'outdoorUnitLocation']]],
  ['people at home', PEOPLE_AT_HOME_BANDS, [['SolarAnswers', 'peopleAtHome'], ['BatteryAnswers', 'peopleAtHome']]],
  ['time at home', TIME_AT_HOME_BANDS, [['SolarAnswers', 'timeAtHome'], ['BatteryAnswers', 'timeAtHome']]],
];

describe('every band is stored as openapi.yaml spells it (decision 240)', () => {
  for (const [name, bands, fields] of CONTRACT_FIELDS) {
    for (const [schema, field] of fields) {
      it(`${name}: ${schema}.${field} takes every stored value, and offers only the contract's set`, () => {
        const property = answerField(schema, field);
        expect(bands.map((band) => contractRefusal(property, band.value)).filter(Boolean)).toEqual([]);
        // The other way round: a value the contract adds or a range it widens needs a band too.
        if (property.enum) expect(new Set(values(bands))).toEqual(new Set(property.enum));
        if (property.minimum !== undefined && property.maximum !== undefined) {
          const range = Array.from({ length: property.maximum - property.minimum + 1 }, (_, i) => property.minimum! + i);
          expect(values(bands)).toEqual(range);
        }
        // Without an enum the contract's examples are still values we store.
        if (!property.enum) expect(values(bands)).toEqual(expect.arrayContaining([...(property.examples ?? [])]));
      });
    }
  }

  it('refuses a value the contract does not list (the check can fail)', () => {
    expect(contractRefusal(answerField('HeatPumpAnswers', 'buildAge'), 'after-2006')).toMatch(/not one of/);
    expect(contractRefusal(answerField('BoilerAnswers', 'bedrooms'), '5+')).toMatch(/not a integer/);
    expect(contractRefusal(answerField('BoilerAnswers', 'bedrooms'), 6)).toMatch(/above 5/);
    expect(contractRefusal(answerField('SolarAnswers', 'peopleAtHome'), 'unknown')).toMatch(/not one of/);
  });

  it('gives every band a label and no two bands of a list the same value or label', () => {
    for (const [, bands] of CONTRACT_FIELDS) {
      expect(new Set(values(bands)).size).toBe(bands.length);
      expect(new Set(labels(bands)).size).toBe(bands.length);
      expect(labels(bands).every((label) => label.trim().length > 0)).toBe(true);
    }
  });
});

describe('answer choices', () => {
  it('offers bedrooms 1-5+, bathrooms 1-3+, bathtubs and showers 0-3+ (stored 1-5, 1-3, 0-3)', () => {
    expect(labels(BEDROOM_BANDS)).toEqual(['1', '2', '3', '4', '5 or more']);
    expect(values(BEDROOM_BANDS)).toEqual([1, 2, 3, 4, 5]);
    expect(labels(BATHROOM_BANDS)).toEqual(['1', '2', '3 or more']);
    expect(labels(BATHTUB_BANDS)).toEqual(['None', '1', '2', '3 or more']);
    expect(values(SHOWER_BANDS)).toEqual([0, 1, 2, 3]);
  });
  it('stores boiler ages 9, 19, 25, 29, EV distances 5, 15, 25, 30 and unit distances 5, 15, 25', () => {
    expect(values(BOILER_AGE_BANDS)).toEqual([9, 19, 25, 29]);
    expect(values(EV_DISTANCE_BANDS)).toEqual([5, 15, 25, 30]);
    expect(values(AIRCON_UNIT_DISTANCE_BANDS)).toEqual([5, 15, 25]);
  });
  it('lists the eight build-age bands newest first', () => {
    expect(values(BUILD_AGE_BANDS)).toEqual([
      'After 2006', '1996-2006', '1983-1995', '1967-1982', '1950-1966', '1930-1949', '1900-1929', 'Before 1900',
    ]);
  });
  it('labels water flow with the pint-glass seconds and room sizes with their m²', () => {
    expect(labels(WATER_FLOW_BANDS)).toEqual(['Under 5 seconds', '5 to 10 seconds', 'More than 10 seconds']);
    expect(AIRCON_ROOM_SIZE_BANDS.map((b) => [b.value, b.maxM2])).toEqual([['Small', 12], ['Medium', 23], ['Large', 35], ['Extra large', 50]]);
    expect(AIRCON_ROOM_SIZE_BANDS[0].description).toMatch(/^Up to 12 m²/);
  });
  it('carries the surcharges with the answers: first-floor wall £600, relocation £495 / £795 / £895 / £895', () => {
    expect(AIRCON_OUTDOOR_UNIT_BANDS.map((b) => b.surchargePence)).toEqual([0, 0, 60_000, 0]);
    expect(BOILER_NEW_LOCATION_BANDS.map((b) => b.surchargePence)).toEqual([0, 49_500, 79_500, 89_500, 89_500]);
  });
  it('finds a band by its stored text', () => {
    expect(bandOf(BOILER_AGE_BANDS, '19')?.label).toBe('11 to 20 years');
    expect(bandOf(PEOPLE_AT_HOME_BANDS, "Don't know")?.label).toBe('I don’t know');
    expect(bandOf(BOILER_AGE_BANDS, '20')).toBeUndefined();
    expect(bandOf(BOILER_AGE_BANDS, null)).toBeUndefined();
  });
});

describe('banding functions', () => {
  it('buckets boiler ages at 10, 20, 25', () => {
    expect([0, 10, 11, 20, 21, 25, 26, 60].map(boilerAgeStoredValue)).toEqual([9, 9, 19, 19, 25, 25, 29, 29]);
  });
  it('buckets EV distances at 5, 15, 25; fractions fall in the band they do not exceed', () => {
    expect([0, 5, 6, 15, 16, 25, 26, 5.5].map(evDistanceStoredValue)).toEqual([5, 5, 15, 15, 25, 25, 30, 15]);
  });
  it('bands radiators 0-9, 10-15, 15+', () => {
    expect([0, 9, 10, 15, 16].map(radiatorBand)).toEqual(['0-9', '0-9', '10-15', '10-15', '15+']);
  });
  it('bands flue length under 1 m, 1-2, 2-3, 3+ (a boundary goes to the longer band)', () => {
    expect([0.5, 1, 1.9, 2, 2.9, 3, 7].map(flueLengthBand)).toEqual(['Under 1m', '1-2m', '1-2m', '2-3m', '2-3m', '3m+', '3m+']);
  });
  it('compares flue distances with 2 m (ground, property) and 30 cm (window)', () => {
    expect(isFlueCloserThanThreshold('ground', 199)).toBe(true);
    expect(isFlueCloserThanThreshold('ground', 200)).toBe(false);
    expect(isFlueCloserThanThreshold('property', 150)).toBe(true);
    expect(isFlueCloserThanThreshold('window', 29)).toBe(true);
    expect(isFlueCloserThanThreshold('window', 30)).toBe(false);
  });
  it('stores a measured flue distance as the contract spells it', () => {
    expect(flueDistanceBand('ground', 199)).toBe('Less than 2m');
    expect(flueDistanceBand('property', 200)).toBe('2m or more');
    expect(flueDistanceBand('window', 29)).toBe('Less than 30cm');
    expect(flueDistanceBand('window', 30)).toBe('30cm or more');
  });
  it('bands build years', () => {
    expect([2020, 2007, 2006, 1996, 1995, 1983, 1982, 1967, 1966, 1950, 1949, 1930, 1929, 1900, 1899].map(buildAgeBand))
      .toEqual(['After 2006', 'After 2006', '1996-2006', '1996-2006', '1983-1995', '1983-1995', '1967-1982', '1967-1982',
        '1950-1966', '1950-1966', '1930-1949', '1930-1949', '1900-1929', '1900-1929', 'Before 1900']);
  });
  it('reads water flow from pint-glass seconds: fast under 5, average under 10, slow from 10', () => {
    expect([0, 4.9, 5, 9.9, 10, 30].map(waterFlowFromPintGlassSeconds)).toEqual(['Fast', 'Fast', 'Average', 'Average', 'Slow', 'Slow']);
  });
  it('sizes aircon rooms up to 12, 23, 35, 50 m²', () => {
    expect([5, 12, 13, 23, 24, 35, 36, 50, 51].map(airconRoomSize)).toEqual([
      'Small', 'Small', 'Medium', 'Medium', 'Large', 'Large', 'Extra large', 'Extra large', null,
    ]);
  });
  it('bands the household 1-2, 3-4, 5+', () => {
    expect([1, 2, 3, 4, 5, 9].map(peopleAtHomeBand)).toEqual(['1-2', '1-2', '3-4', '3-4', '5+', '5+']);
  });
});
