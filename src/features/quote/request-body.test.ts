import { describe, expect, it } from 'vitest';
import { toRequestBody } from './request-body';

describe('toRequestBody', () => {
  it('names the answer set, turns numeric answers into numbers and leaves the rest as text', () => {
    expect(toRequestBody('ev', { driveway: 'Yes', location: 'Garage', distance: '15', postcode: 'LS1 4AP' })).toEqual({
      quoteType: 'ev', driveway: 'Yes', location: 'Garage', distance: 15, postcode: 'LS1 4AP',
    });
  });

  it('sends the address as the customer and drops unknown radiators', () => {
    expect(toRequestBody('heat-pump', { addressLine1: '1 High St', postTown: '', postcode: 'SW1A 1AA', landlord: 'No', floorArea: '95' })).toEqual({
      quoteType: 'heat-pump', postcode: 'SW1A 1AA', landlord: 'No', floorArea: 95,
      customer: { address_line_1: '1 High St', post_town: null, postcode: 'SW1A 1AA' },
    });
    expect(toRequestBody('boiler', { radiators: 'Unknown', bedrooms: '5' })).toEqual({ quoteType: 'boiler', bedrooms: 5 });
  });

  it('keeps decimals', () => {
    expect(toRequestBody('battery', { solarSystemSize: '3.5' })).toEqual({ quoteType: 'battery', solarSystemSize: 3.5 });
  });
});
