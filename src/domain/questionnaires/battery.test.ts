import { describe, expect, it } from 'vitest';
import { batteryQuestionnaire as battery } from './battery';
import { answersToSend } from './answers-to-send';
import { run } from './questionnaires.testing';

const start = [
  ['postcode', 'G1 1XQ'],
  ['homeOwnership', 'Landlord'],
  ['homeType', 'Bungalow'],
] as const;

describe('battery questionnaire (purchase-flows section 3 answers)', () => {
  it('with solar: ownership and system size, then usage known -> annual amount -> location', () => {
    const { steps, answers } = run(battery, [
      ...start,
      ['solarInstalled', 'Yes'],
      ['solarOwnership', 'Owned'],
      ['solarSystemSize', '3.5'],
      ['electricityKnown', 'Yes'],
      ['electricityAnnual', '4100'],
      ['batteryLocation', 'Garage'],
    ]);
    expect(steps).toEqual(['homeOwnership', 'homeType', 'solarInstalled', 'solarOwnership', 'solarSystemSize', 'electricityKnown', 'electricityAnnual', 'batteryLocation', 'review']);
    expect(answersToSend(battery, answers)).toMatchObject({ landlord: 'Yes', solarSystemSize: '3.5', electricityAnnual: '4100' });
  });

  it('without solar and usage unknown: people, EV, time at home, then location', () => {
    const { steps } = run(battery, [
      ...start,
      ['solarInstalled', 'No'],
      ['electricityKnown', 'No'],
      ['peopleAtHome', '1-2'],
      ['electricVehicle', 'No'],
      ['timeAtHome', 'Hardly at home'],
      ['batteryLocation', 'Loft'],
    ]);
    expect(steps.slice(3)).toEqual(['electricityKnown', 'peopleAtHome', 'electricVehicle', 'timeAtHome', 'batteryLocation', 'review']);
  });

  it('renting goes to contact', () => {
    expect(run(battery, [['postcode', 'G1 1XQ'], ['homeOwnership', 'Renting']]).steps.at(-1)).toBe('contact:renting');
  });

  it("people at home are stored in the estimate bands 1-2, 3-4, 5+ or Don't know", () => {
    const people = battery.questions.peopleAtHome;
    expect(people?.kind === 'choice' && people.choices.map((c) => c.value)).toEqual(['1-2', '3-4', '5+', "Don't know"]);
  });
});
