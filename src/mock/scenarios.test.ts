import { describe, expect, it } from 'vitest';
import { DATA_SCENARIO_NAMES, DEFAULT_SCENARIO, FAILURE_SCENARIO_NAMES, SCENARIOS, SCENARIO_NAMES, isScenarioName, pathMatchesTemplate, preferHeader } from './scenarios';

describe('scenarios', () => {
  it('lists every scenario the flows need, each once, with a description, homeowner first', () => {
    expect(new Set(SCENARIO_NAMES).size).toBe(SCENARIO_NAMES.length);
    expect(SCENARIO_NAMES[0]).toBe(DEFAULT_SCENARIO);
    expect(DEFAULT_SCENARIO).toBe('homeowner');
    for (const scenario of SCENARIOS) expect(scenario.description.length).toBeGreaterThan(10);
  });

  it('matches request paths against openapi path templates segment by segment', () => {
    expect(pathMatchesTemplate('/order/ORD-1234', '/order/{order}')).toBe(true);
    expect(pathMatchesTemplate('/order/ORD-1234/', '/order/{order}')).toBe(true);
    expect(pathMatchesTemplate('/order/pay/ORD-1234', '/order/{order}')).toBe(false);
    expect(pathMatchesTemplate('/order', '/order/{order}')).toBe(false);
    expect(pathMatchesTemplate('/checkout/boiler/discount', '/checkout/{type}/discount')).toBe(true);
    expect(pathMatchesTemplate('/checkout/boiler/Q-1', '/checkout/{type}/discount')).toBe(false);
  });

  it('asks for 401 only on POST /order/{order} in order-unauthorised', () => {
    expect(preferHeader('order-unauthorised', 'POST', '/order/ORD-1234')).toBe('code=401, example=order-unauthorised');
    expect(preferHeader('order-unauthorised', 'POST', '/order-tracking/ORD-1234')).toBe('example=order-unauthorised');
    expect(preferHeader('order-unauthorised', 'POST', '/order/pay/ORD-1234')).toBe('example=order-unauthorised');
    expect(preferHeader('order-unauthorised', 'GET', '/order/ORD-1234')).toBe('example=order-unauthorised');
  });

  it('asks for 422 only on the discount calls in the discount-invalid scenarios', () => {
    for (const name of ['discount-invalid', 'discount-invalid-no-message'] as const) {
      expect(preferHeader(name, 'GET', '/checkout/boiler/discount')).toBe(`code=422, example=${name}`);
      expect(preferHeader(name, 'get', '/service/boiler/discount')).toBe(`code=422, example=${name}`);
      expect(preferHeader(name, 'POST', '/checkout/boiler/Q-1')).toBe(`example=${name}`);
    }
  });

  it('sends the plain example name for scenarios that are not error statuses', () => {
    for (const name of DATA_SCENARIO_NAMES.filter((n) => !n.startsWith('discount-invalid') && n !== 'order-unauthorised')) {
      expect(preferHeader(name, 'POST', '/order/ORD-1234')).toBe(`example=${name}`);
      expect(preferHeader(name, 'GET', '/checkout/boiler/discount')).toBe(`example=${name}`);
      expect(preferHeader(name, 'GET', '/calendar')).toBe(`example=${name}`);
    }
  });

  it('names the product type of typed calls, so each type answers with its own products', () => {
    expect(preferHeader('homeowner', 'POST', '/quote/results/heat-pump')).toBe('example=homeowner.heat-pump');
    expect(preferHeader('homeowner', 'POST', '/quote/results/boiler-service')).toBe('example=homeowner.boiler-service');
    expect(preferHeader('solar-with-upgrades', 'POST', '/enquiry/solar/QB7K2M9X')).toBe('example=solar-with-upgrades.solar');
    expect(preferHeader('homeowner', 'POST', '/aircon/204')).toBe('example=homeowner.aircon');
    expect(preferHeader('homeowner', 'POST', '/quote/ev/survey/401')).toBe('example=homeowner.ev');
    expect(preferHeader('homeowner', 'PATCH', '/quote/ev/survey/401')).toBe('example=homeowner.ev');
    // A concrete path with a type of its own answers for that type, not as the templated path under it.
    expect(preferHeader('homeowner', 'POST', '/quote/aircon/survey/store')).toBe('example=homeowner.aircon');
    expect(preferHeader('survey-load-failure', 'POST', '/quote/aircon/survey/store')).toBe('example=homeowner.aircon');
    expect(preferHeader('survey-load-failure', 'POST', '/quote/aircon/survey/401')).toBe('code=500, example=survey-load-failure');
    expect(preferHeader('homeowner', 'POST', '/checkout/ev/vehicle')).toBe('example=homeowner');
    expect(preferHeader('homeowner', 'PATCH', '/quote/results/solar')).toBe('example=homeowner');
    expect(preferHeader('homeowner', 'POST', '/order/QB7K2M9X')).toBe('example=homeowner');
  });

  it('fails only the calls a failure scenario names, and answers every other call with the default data', () => {
    expect(preferHeader('tracking-failure', 'POST', '/order-tracking/QTEST1')).toBe('code=500, example=tracking-failure');
    expect(preferHeader('tracking-failure', 'POST', '/order/QTEST1')).toBe('example=homeowner');
    expect(preferHeader('checkout-load-failure', 'POST', '/checkout/aircon/QTEST1')).toBe('code=500, example=checkout-load-failure');
    expect(preferHeader('checkout-load-failure', 'GET', '/checkout/aircon/discount')).toBe('example=homeowner.aircon');
    // An upload fails; loading the same path does not (and the reverse for the price-match load).
    expect(preferHeader('upload-store-failure', 'POST', '/order/upload/QTEST1', 'multipart/form-data; boundary=x')).toBe('code=500, example=upload-store-failure');
    expect(preferHeader('upload-store-failure', 'POST', '/order/upload/QTEST1', null)).toBe('example=homeowner');
    expect(preferHeader('price-match-load-failure', 'POST', '/price-match/QTEST1')).toBe('code=500, example=price-match-load-failure');
    expect(preferHeader('price-match-load-failure', 'POST', '/price-match/QTEST1', 'multipart/form-data; boundary=x')).toBe('example=homeowner');
    for (const name of FAILURE_SCENARIO_NAMES) {
      const scenario = SCENARIOS.find((candidate) => candidate.name === name)!;
      expect(scenario.errorAnswers.length, name).toBeGreaterThan(0);
      expect(scenario.errorAnswers.every((answer) => answer.status >= 400), name).toBe(true);
      expect(scenario.data).toBe(DEFAULT_SCENARIO);
    }
  });

  it('recognises scenario names', () => {
    expect(isScenarioName('finance-declined')).toBe(true);
    expect(isScenarioName('nope')).toBe(false);
    expect(isScenarioName(undefined)).toBe(false);
  });
});
