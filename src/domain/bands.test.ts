import { describe, expect, it } from 'vitest';
import {
  AIRCON_UNIT_DISTANCE_BANDS,
  BATHROOM_BANDS,
  BATHTUB_BANDS,
  BEDROOM_BANDS,
  BOILER_AGE_BANDS,
  BUILD_AGE_BANDS,
  EV_DISTANCE_BANDS,
  SHOWER_BANDS,
  airconRoomSize,
  boilerAgeStoredValue,
  buildAgeBand,
  evDistanceStoredValue,
  flueLengthBand,
  isFlueCloserThanThreshold,
  peopleAtHomeBand,
  radiatorBand,
  waterFlowFromPintGlassSeconds,
} from './bands';

const labels = (bands: readonly { label: string }[]) => bands.map((b) => b.label);

describe('answer choices', () => {
  it('offers bedrooms 1-5+, bathrooms 1-3+, bathtubs and showers 0-3+', () => {
    expect(labels(BEDROOM_BANDS)).toEqual(['1', '2', '3', '4', '5+']);
    expect(labels(BATHROOM_BANDS)).toEqual(['1', '2', '3+']);
    expect(labels(BATHTUB_BANDS)).toEqual(['0', '1', '2', '3+']);
    expect(labels(SHOWER_BANDS)).toEqual(['0', '1', '2', '3+']);
  });
  it('stores boiler ages 9, 19, 25, 29 and EV distances 5, 15, 25, 30', () => {
    expect(BOILER_AGE_BANDS.map((b) => b.value)).toEqual([9, 19, 25, 29]);
    expect(EV_DISTANCE_BANDS.map((b) => b.value)).toEqual([5, 15, 25, 30]);
    expect(AIRCON_UNIT_DISTANCE_BANDS.map((b) => b.value)).toEqual([5, 15, 25]);
  });
  it('lists the eight build-age bands', () => {
    expect(labels(BUILD_AGE_BANDS)).toEqual([
      'After 2006', '1996-2006', '1983-1995', '1967-1982', '1950-1966', '1930-1949', '1900-1929', 'Before 1900',
    ]);
  });
});

describe('banding functions', () => {
  it('buckets boiler ages at 10, 20, 25', () => {
    expect([0, 10, 11, 20, 21, 25, 26, 60].map(boilerAgeStoredValue)).toEqual([9, 9, 19, 19, 25, 25, 29, 29]);
  });
  it('buckets EV distances at 5, 15, 25', () => {
    expect([0, 5, 6, 15, 16, 25, 26].map(evDistanceStoredValue)).toEqual([5, 5, 15, 15, 25, 25, 30]);
  });
  it('bands radiators 0-9, 10-15, 15+', () => {
    expect([0, 9, 10, 15, 16].map(radiatorBand)).toEqual(['0-9', '0-9', '10-15', '10-15', '15+']);
  });
  it('bands flue length under 1 m, 1-2, 2-3, 3+', () => {
    expect([0.5, 1, 1.9, 2, 2.9, 3, 7].map(flueLengthBand)).toEqual(['under-1m', '1-2m', '1-2m', '2-3m', '2-3m', '3m+', '3m+']);
  });
  it('compares flue distances with 2 m (ground, property) and 30 cm (window)', () => {
    expect(isFlueCloserThanThreshold('ground', 199)).toBe(true);
    expect(isFlueCloserThanThreshold('ground', 200)).toBe(false);
    expect(isFlueCloserThanThreshold('property', 150)).toBe(true);
    expect(isFlueCloserThanThreshold('window', 29)).toBe(true);
    expect(isFlueCloserThanThreshold('window', 30)).toBe(false);
  });
  it('bands build years', () => {
    expect([2020, 2007, 2006, 1996, 1995, 1983, 1982, 1967, 1966, 1950, 1949, 1930, 1929, 1900, 1899].map((y) => buildAgeBand(y).label))
      .toEqual(['After 2006', 'After 2006', '1996-2006', '1996-2006', '1983-1995', '1983-1995', '1967-1982', '1967-1982',
        '1950-1966', '1950-1966', '1930-1949', '1930-1949', '1900-1929', '1900-1929', 'Before 1900']);
  });
  it('reads water flow from pint-glass seconds: fast under 5, average under 10, slow from 10', () => {
    expect([0, 4.9, 5, 9.9, 10, 30].map(waterFlowFromPintGlassSeconds)).toEqual(['fast', 'fast', 'average', 'average', 'slow', 'slow']);
  });
  it('sizes aircon rooms up to 12, 23, 35, 50 m²', () => {
    expect([5, 12, 13, 23, 24, 35, 36, 50, 51].map(airconRoomSize)).toEqual([
      'small', 'small', 'medium', 'medium', 'large', 'large', 'extraLarge', 'extraLarge', null,
    ]);
  });
  it('bands the household 1-2, 3-4, 5+', () => {
    expect([1, 2, 3, 4, 5, 9].map(peopleAtHomeBand)).toEqual([2, 2, 4, 4, 5, 5]);
  });
});
