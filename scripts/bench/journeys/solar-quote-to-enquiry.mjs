// Solar, from the first question to an enquiry sent: the 8 questions of the solar quote, "Check your
// answers", the results, "Enquire about this solar system", the enquiry details and the proposal
// confirmation. Scenario: a homeowner.

export const SOLAR_ANSWERS = [
  { 'Address line 1': '1 High Street', 'Town or city (optional)': 'Leeds', Postcode: 'LS6 2AB' },
  'I am the landlord', 'Semi-detached', 'No', '3 or 4 people', 'Yes, or getting one soon', 'Most of the day', 'Yes, add bird proofing',
];

export const solarQuoteToEnquiry = {
  name: 'solar quote to enquiry sent',
  scenario: 'homeowner',
  start: '/quote/solar',
  async play(customer) {
    const { page } = customer;
    const products = page.locator('[data-product-id]');
    await customer.getsPrices(SOLAR_ANSWERS, products.first());

    const stepHeading = (name) => page.getByRole('heading', { level: 2, name, exact: true });
    await customer.taps('Enquire about this solar system', products.first().getByRole('link', { name: /^Enquire about this solar system/ }), stepHeading('Enquiry details'));
    await customer.types('First name', customer.field('First name'), 'Ann');
    await customer.types('Last name', customer.field('Last name'), 'Example');
    await customer.types('Email address', customer.field('Email address'), 'ann@example.co.uk');
    await customer.types('Phone number', customer.field('Phone number'), '07545 156855');
    const line1 = customer.field('Address line 1');
    if (!(await line1.inputValue())) await customer.types('Address line 1', line1, '1 High Street');
    const postcode = customer.field('Postcode');
    if (!(await postcode.inputValue())) await customer.types('Postcode', postcode, 'LS6 2AB');
    await customer.taps('Submit enquiry', customer.button('Submit enquiry'), stepHeading('Proposal confirmation'));
  },
};
