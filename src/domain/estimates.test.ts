import { describe, expect, it } from 'vitest';
import {
  airconOutdoorUnitSurcharge,
  birdProofingCost,
  boilerRelocationSurcharge,
  comparedPrice,
  efficiencyGrade,
  efficiencyScore,
  estimateElectricityKwh,
  yearlySavings,
} from './estimates';

describe('electricity estimate (solar quote §9, battery purchase §9)', () => {
  it('bases 2000 / 3000 / 3500 / 2500 on the household', () => {
    expect(estimateElectricityKwh({ peopleAtHome: '1-2', electricVehicle: 'No', timeAtHome: 'Half day' })).toBe(2000);
    expect(estimateElectricityKwh({ peopleAtHome: '3-4', electricVehicle: 'No', timeAtHome: 'Half day' })).toBe(3000);
    expect(estimateElectricityKwh({ peopleAtHome: '5+', electricVehicle: 'No', timeAtHome: 'Half day' })).toBe(3500);
    expect(estimateElectricityKwh({ peopleAtHome: "Don't know", electricVehicle: 'No', timeAtHome: 'Half day' })).toBe(2500);
  });
  it('counts a household not answered as not known (battery "otherwise")', () => {
    expect(estimateElectricityKwh({ peopleAtHome: null, electricVehicle: null, timeAtHome: null })).toBe(2500);
  });
  it('adds 2000 with an EV, +500 all day, 0 half day, -500 hardly home', () => {
    expect(estimateElectricityKwh({ peopleAtHome: '3-4', electricVehicle: 'Yes', timeAtHome: 'All day' })).toBe(5500);
    expect(estimateElectricityKwh({ peopleAtHome: '1-2', electricVehicle: 'No', timeAtHome: 'Hardly at home' })).toBe(1500);
    expect(estimateElectricityKwh({ peopleAtHome: '5+', electricVehicle: 'Yes', timeAtHome: null })).toBe(5500);
  });
});

describe('bird proofing', () => {
  it('costs £20 per panel', () => {
    expect(birdProofingCost(10)).toBe(20_000);
    expect(birdProofingCost(0)).toBe(0);
  });
});

describe('boiler efficiency', () => {
  it('grades by age: 0 A, under 10 B, 10-19 D, 20-24 E, 25+ F, unknown G', () => {
    expect([0, 1, 9, 10, 19, 20, 24, 25, 40].map(efficiencyGrade)).toEqual(['A', 'B', 'B', 'D', 'D', 'E', 'E', 'F', 'F']);
    expect(efficiencyGrade(null)).toBe('G');
    expect(efficiencyGrade(undefined)).toBe('G');
  });
  it('grades the stored age bands 9, 19, 25, 29', () => {
    expect([9, 19, 25, 29].map(efficiencyGrade)).toEqual(['B', 'D', 'F', 'F']);
  });
  it('scores 89, 82, 75, 60, 50 in grade order', () => {
    expect((['A', 'B', 'D', 'E', 'F'] as const).map(efficiencyScore)).toEqual([89, 82, 75, 60, 50]);
    expect(efficiencyScore('G')).toBeNull();
  });
  it('saves the spec table amounts, and nothing for A-C', () => {
    expect(yearlySavings('Detached', 'D')).toBe(37_500);
    expect(yearlySavings('Semi-detached', 'G')).toBe(54_000);
    expect(yearlySavings('Terraced', 'F')).toBe(29_000);
    expect(yearlySavings('Bungalow', 'E')).toBe(27_500);
    expect(yearlySavings('Apartment', 'G')).toBe(23_000);
    expect(yearlySavings('Detached', 'A')).toBe(0);
    expect(yearlySavings('Detached', 'C')).toBe(0);
  });
});

describe('surcharges', () => {
  it('adds £600 for an outdoor unit on the first-floor wall only', () => {
    expect(airconOutdoorUnitSurcharge('First floor wall')).toBe(60_000);
    expect(airconOutdoorUnitSurcharge('Ground floor wall')).toBe(0);
    expect(airconOutdoorUnitSurcharge('Ground')).toBe(0);
    expect(airconOutdoorUnitSurcharge('Flat roof')).toBe(0);
  });
  it('charges boiler relocation £495 / £795 / £895 / £895', () => {
    expect(boilerRelocationSurcharge('Same room')).toBe(49_500);
    expect(boilerRelocationSurcharge('Same floor')).toBe(79_500);
    expect(boilerRelocationSurcharge('Another floor')).toBe(89_500);
    expect(boilerRelocationSurcharge('Loft')).toBe(89_500);
    expect(boilerRelocationSurcharge('Same place')).toBe(0);
  });
});

describe('the price a customer compares', () => {
  it('adds the compulsory relocation to the product price (purchase §9 total)', () => {
    expect(comparedPrice(214_500, 79_500)).toBe(294_000);
  });
  it('is the server’s price when the quote needs no relocation: a grant is already in it (decision 830)', () => {
    expect(comparedPrice(399_500, 0)).toBe(399_500);
    expect(comparedPrice(0, 0)).toBe(0);
  });
});
