import fc from 'fast-check';
import { describe, it } from 'vitest';
import { boilerAgeStoredValue, flueLengthBand, FLUE_LENGTH_BANDS, radiatorBand, RADIATOR_BANDS, WATER_FLOW_BANDS, BOILER_NEW_LOCATION_BANDS, waterFlowFromPintGlassSeconds } from '../src/domain/bands';
import { airconRoomSize, buildAgeBand, BUILD_AGE_BANDS, evDistanceStoredValue, PEOPLE_AT_HOME_BANDS, peopleAtHomeBand, TIME_AT_HOME_BANDS, AIRCON_ROOM_SIZE_BANDS, AIRCON_OUTDOOR_UNIT_BANDS, type PeopleAtHome, type TimeAtHome } from '../src/domain/bands-beyond-boiler';
import {
  airconOutdoorUnitSurcharge,
  birdProofingCost,
  boilerRelocationSurcharge,
  efficiencyGrade,
  efficiencyScore,
  estimateElectricityKwh,
  yearlySavings,
  type SavingsHomeType,
} from '../src/domain/estimates';
import { divideRounding, formatPence } from '../src/domain/money';
import { isDepositDue, isDepositPaid, orderTypeForPaths } from '../src/domain/orders';
import { checkoutTotal, serviceTotal } from '../src/domain/totals';
import { simCheck } from './check';
import { pence } from './arbitraries';

const addOns = fc.array(fc.record({ id: fc.nat(), productTotal: pence }), { maxLength: 8 });
const adjustments = fc.integer({ min: -10_000_000, max: 1_000_000 });
// Generated from the bands themselves: the estimate must handle every value a questionnaire stores.
const people = fc.constantFrom<PeopleAtHome | null>(...PEOPLE_AT_HOME_BANDS.map((b) => b.value), null);
const timeAtHome = fc.constantFrom<TimeAtHome | null>(...TIME_AT_HOME_BANDS.map((b) => b.value), null);
const yesNo = fc.constantFrom('Yes', 'No', null);
const homeType = fc.constantFrom<SavingsHomeType>('Detached', 'Semi-detached', 'Terraced', 'Bungalow', 'Apartment');
const ordered = <T>(values: readonly T[]) => (a: T, b: T) => values.indexOf(a) <= values.indexOf(b);
const bandIndex = (bands: readonly { value: string | number }[], value: string | number) => bands.findIndex((b) => b.value === value);

describe('money and totals', () => {
  it('divides exactly in every rounding direction (checked against BigInt)', () => {
    simCheck(fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 1e7 }), (n, d) => {
      const q = BigInt(divideRounding(n, d, 'down'));
      const up = BigInt(divideRounding(n, d, 'up'));
      const N = BigInt(n);
      const D = BigInt(d);
      return q * D <= N && N < (q + 1n) * D && (N % D === 0n ? up === q : up === q + 1n);
    }));
  });

  it('formats every amount as £ with exactly 2 decimals that read back to the same pence', () => {
    simCheck(fc.property(pence, (amount) => {
      const text = formatPence(amount);
      return /^£\d{1,3}(,\d{3})*\.\d{2}$/.test(text) && Math.round(Number(text.replace(/[£,]/g, '')) * 100) === amount;
    }));
  });

  it('the service total is never negative, and is the plain sum whenever that is not', () => {
    simCheck(fc.property(pence, pence, addOns, adjustments, (productPrice, preferredDateCost, selectedAddOns, adj) => {
      const total = serviceTotal({ productPrice, preferredDateCost, selectedAddOns, adjustments: adj });
      const sum = productPrice + preferredDateCost + selectedAddOns.reduce((s, a) => s + a.productTotal, 0) + adj;
      return total >= 0 && total === Math.max(0, sum);
    }));
  });

  it('selecting one more add-on raises the checkout total by exactly its price', () => {
    simCheck(fc.property(pence, addOns, pence, pence, adjustments, (productPrice, selected, extra, relocation, adj) => {
      const base = checkoutTotal({ productPrice, selectedAddOns: selected, relocation, adjustments: adj });
      const more = checkoutTotal({ productPrice, selectedAddOns: [...selected, { id: 'x', productTotal: extra }], relocation, adjustments: adj });
      return more - base === extra && Number.isSafeInteger(more);
    }));
  });
});

describe('estimates and bands', () => {
  it('electricity stays in 1500-7500 kWh; an EV adds exactly 2000; more people or more time at home never lowers it', () => {
    const householdsBySize = ['1-2', '3-4', '5+'] as const;
    const timesByLength = ['Hardly at home', 'Half day', 'All day'] as const;
    simCheck(fc.property(people, yesNo, timeAtHome, (p, ev, time) => {
      const kwh = estimateElectricityKwh({ peopleAtHome: p, electricVehicle: ev, timeAtHome: time });
      const withEv = estimateElectricityKwh({ peopleAtHome: p, electricVehicle: 'Yes', timeAtHome: time });
      const without = estimateElectricityKwh({ peopleAtHome: p, electricVehicle: 'No', timeAtHome: time });
      const size = householdsBySize.findIndex((q) => q === p);
      const known = size < 0 ? [] : householdsBySize.slice(size);
      const moreTime = timesByLength.slice(time ? timesByLength.indexOf(time) : 1);
      return kwh >= 1500 && kwh <= 7500 && withEv - without === 2000 &&
        known.every((q) => estimateElectricityKwh({ peopleAtHome: q, electricVehicle: ev, timeAtHome: time }) >= kwh) &&
        (time === null || moreTime.every((t) => estimateElectricityKwh({ peopleAtHome: p, electricVehicle: ev, timeAtHome: t }) >= kwh));
    }));
  });

  it('an older boiler never gets a better grade, lower savings or a higher score', () => {
    const grades = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
    simCheck(fc.property(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 80 }), homeType, (a, b, home) => {
      const [younger, older] = a <= b ? [a, b] : [b, a];
      const g1 = efficiencyGrade(younger);
      const g2 = efficiencyGrade(older);
      return ordered(grades)(g1, g2) && yearlySavings(home, g1) <= yearlySavings(home, g2) && (efficiencyScore(g1) ?? 0) >= (efficiencyScore(g2) ?? 0);
    }));
  });

  it('an unknown age is grade G with the largest savings', () => {
    simCheck(fc.property(fc.integer({ min: 0, max: 80 }), homeType, (age, home) =>
      efficiencyGrade(null) === 'G' && yearlySavings(home, 'G') >= yearlySavings(home, efficiencyGrade(age))));
  });

  it('stored values stay in their spec sets and never decrease as the input grows', () => {
    simCheck(fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      return [9, 19, 25, 29].includes(boilerAgeStoredValue(lo)) && boilerAgeStoredValue(lo) <= boilerAgeStoredValue(hi) &&
        [5, 15, 25, 30].includes(evDistanceStoredValue(lo)) && evDistanceStoredValue(lo) <= evDistanceStoredValue(hi) &&
        bandIndex(RADIATOR_BANDS, radiatorBand(lo)) <= bandIndex(RADIATOR_BANDS, radiatorBand(hi)) &&
        bandIndex(FLUE_LENGTH_BANDS, flueLengthBand(lo / 10)) <= bandIndex(FLUE_LENGTH_BANDS, flueLengthBand(hi / 10)) &&
        bandIndex(PEOPLE_AT_HOME_BANDS, peopleAtHomeBand(Math.max(1, lo))) <= bandIndex(PEOPLE_AT_HOME_BANDS, peopleAtHomeBand(Math.max(1, hi)));
    }));
  });

  it('a later build year is never in an older band; more seconds never a faster flow; a bigger room never a smaller size', () => {
    const flows = WATER_FLOW_BANDS.map((b) => b.value);
    const sizes = [...AIRCON_ROOM_SIZE_BANDS.map((b) => b.value), null];
    simCheck(fc.property(fc.integer({ min: 1700, max: 2030 }), fc.integer({ min: 0, max: 330 }), (year, more) => {
      const older = bandIndex(BUILD_AGE_BANDS, buildAgeBand(year));
      const newer = bandIndex(BUILD_AGE_BANDS, buildAgeBand(year + more));
      const s = year % 60;
      return newer <= older &&
        ordered(flows)(waterFlowFromPintGlassSeconds(s / 2), waterFlowFromPintGlassSeconds((s + more) / 2)) &&
        ordered(sizes)(airconRoomSize(s), airconRoomSize(s + more / 10));
    }));
  });

  it('surcharges are only the spec amounts; bird proofing is £20 a panel', () => {
    simCheck(fc.property(
      fc.constantFrom(...BOILER_NEW_LOCATION_BANDS.map((b) => b.value)),
      fc.constantFrom(...AIRCON_OUTDOOR_UNIT_BANDS.map((b) => b.value)),
      fc.nat(200),
      (relocation, outdoor, panels) =>
        [0, 49_500, 79_500, 89_500].includes(boilerRelocationSurcharge(relocation)) &&
        (relocation === 'Same place') === (boilerRelocationSurcharge(relocation) === 0) &&
        airconOutdoorUnitSurcharge(outdoor) === (outdoor === 'First floor wall' ? 60_000 : 0) &&
        birdProofingCost(panels) === panels * 2_000,
    ));
  });
});

describe('order rules', () => {
  it('order_type loses exactly one trailing _install and nothing else', () => {
    simCheck(fc.property(fc.stringMatching(/^[a-z_]{1,20}$/), fc.boolean(), (type, install) => {
      const orderType = install ? `${type}_install` : type;
      const path = orderTypeForPaths(orderType);
      return install ? path === type : path === (type.endsWith('_install') ? type.slice(0, -8) : type);
    }));
  });

  it('with a deposit above 0 it is either due or paid, never both; without one, neither', () => {
    simCheck(fc.property(fc.option(pence, { nil: null }), fc.option(pence, { nil: null }), (loanDeposit, depositPaid) => {
      const due = isDepositDue({ loanDeposit, depositPaid });
      const paid = isDepositPaid({ loanDeposit, depositPaid });
      return (loanDeposit ?? 0) > 0 ? due !== paid : !due && !paid;
    }));
  });
});
