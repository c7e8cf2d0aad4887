// Boiler, from the first question to a paid order: the 20 questions of the boiler quote (one tap on a
// card each, the postcode typed), "Check your answers", the results, the checkout's four steps (upgrades,
// install date, contact details, payment by card) and the order page. Scenario: a homeowner.

/** The answers, in the order the questionnaire asks them (quote-flows.md, decision 531). */
export const BOILER_ANSWERS = [
  'Mains gas', 'Combi boiler', 'Under 5 seconds', 'Yes, it is working', '11 to 20 years', 'Kitchen', 'In the same place',
  'I own it and live there', 'Terraced', '10 to 15',
  '3', '1', '2', 'Through an outside wall', '1 to 2 metres', '30 cm or more', '2 metres or more', '2 metres or more', 'No',
  { 'What is the postcode of the home?': 'SW1A 1AA' },
];

export const boilerQuoteToPaidOrder = {
  name: 'boiler quote to paid order',
  scenario: 'homeowner',
  start: '/quote/boiler',
  async play(customer) {
    const { page } = customer;
    const products = page.locator('[data-product-id]');
    await customer.getsPrices(BOILER_ANSWERS, products.first());

    const stepHeading = (name) => page.getByRole('heading', { level: 1, name });
    await customer.taps('Choose this boiler', products.first().getByRole('link', { name: /^Choose this boiler/ }), stepHeading('Upgrades'));
    await customer.taps('choose the smart heating bundle', page.getByRole('radio', { name: /Smart heating bundle/ }));
    await customer.taps('Continue to the install date', customer.button('Continue'), stepHeading('Select install date'));

    await customer.taps('choose the first free day', page.locator('.ui-calendar button.rdp-day_button:not([disabled])').first(), page.locator('.checkout__summary time'));
    await customer.taps('Continue to contact details', customer.button('Continue'), stepHeading('Contact details'));

    await customer.types('First name', customer.field('First name'), 'Ada');
    await customer.types('Last name', customer.field('Last name'), 'Lovelace');
    await customer.types('Email address', customer.field('Email address'), 'ada@example.co.uk');
    await customer.types('Phone number', customer.field('Phone number'), '07700 900123');
    await customer.types('Address line 1', customer.field('Address line 1').first(), '1 High Street');
    const postcode = customer.field('Postcode').first();
    if (!(await postcode.inputValue())) await customer.types('Postcode', postcode, 'M16 7UP');
    await customer.taps('Continue to payment', customer.button('Continue'), stepHeading('Payment'));

    // The first free day is inside the 14-day cancellation period: the customer asks for it.
    await customer.taps('ask to install within 14 days', customer.field(/I ask you to install within the 14-day cancellation period/));
    await customer.paysByCard(() => customer.arrivesAt(/\/order\/[A-Z0-9]+$/));
    await page.locator('h1').first().waitFor({ timeout: 90_000 });
  },
};
