// A boiler service, from the first question to a booking: the 6 questions of the service quote,
// "Check your answers", then the service checkout: upgrades, a preferred and an alternative day,
// the customer's details, payment by card and the confirmation. Scenario: a homeowner.

export const SERVICE_ANSWERS = [
  'Mains gas', 'A home', 'Combi boiler', 'Yes, it is working',
  { 'Address line 1': '1 High Street', 'Town or city (optional)': 'Leeds', Postcode: 'LS6 2AB' },
  'I own it and live there',
];

export const serviceBooked = {
  name: 'boiler service booked',
  scenario: 'homeowner',
  start: '/quote/boiler-service',
  async play(customer) {
    const { page } = customer;
    const stepHeading = (name) => page.getByRole('heading', { level: 2, name, exact: true });
    await customer.getsPrices(SERVICE_ANSWERS, stepHeading('Upgrades'));
    await customer.taps('Continue to the preferred day', customer.button('Continue'), stepHeading('Preferred date'));
    const firstFreeDay = page.locator('.ui-calendar button.rdp-day_button:not([disabled])').first();
    await customer.taps('choose the preferred day', firstFreeDay);
    await customer.taps('Continue to the alternative day', customer.button('Continue'), stepHeading('Alternative date'));
    await customer.taps('choose the alternative day', firstFreeDay);
    await customer.taps('Continue to your details', customer.button('Continue'), page.locator('#service-step-heading', { hasText: 'Your details' }));

    await customer.types('First name', customer.field('First name'), 'Grace');
    await customer.types('Last name', customer.field('Last name'), 'Khan');
    await customer.types('Email address', customer.field('Email address'), 'grace@example.co.uk');
    await customer.types('Phone number', customer.field(/phone/i).first(), '07545 156855');
    const postcode = customer.field('Postcode').first();
    if (!(await postcode.inputValue())) await customer.types('Postcode', postcode, 'M16 7UP');
    await customer.taps('Continue to payment', customer.button('Continue'), stepHeading('Payment'));

    // The chosen days are inside the 14-day cancellation period: the customer asks for them.
    await customer.taps('ask for the service within 14 days', customer.field(/I ask you to carry out my boiler service within the 14-day cancellation period/));
    await customer.paysByCard(stepHeading('Confirmation'));
  },
};
