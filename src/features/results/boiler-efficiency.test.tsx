// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { HOME_TYPES } from '@/domain/questionnaires/choices';
import { BoilerEfficiency } from './boiler-efficiency';

const sentence = (homeType: string) => render(<BoilerEfficiency boilerAge={19} homeType={homeType} />).container.textContent ?? '';

describe('the current boiler panel', () => {
  it('names each home type of the savings table in plain English, with the right article', () => {
    expect(sentence('Apartment')).toContain('on heating in a flat or apartment.');
    expect(sentence('Bungalow')).toContain('on heating in a bungalow.');
    expect(sentence('Semi-detached')).toContain('on heating in a semi-detached home.');
    for (const { value } of HOME_TYPES) expect(sentence(value)).not.toMatch(/ a [aeiou]/i);
  });

  it('says no saving for a home type the table does not have', () => {
    expect(sentence('Houseboat')).not.toContain('could save');
  });
});
