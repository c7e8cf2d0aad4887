// Copy for the results popups the contract does not supply (docs/decisions/123). Every claim must be
// true of what checkout sells (decision 332): what a price includes is src/domain/whats-included.ts,
// and an extra sold at checkout is listed here, never there.
import type { ProductType } from '@/domain/product-types';

export const KW_EXPLAINED: Record<ProductType, readonly string[]> = {
  boiler: [
    'A boiler’s output in kilowatts (kW) is how much heat it can make at once. A combi boiler’s output mostly decides how fast it heats hot water for your taps and shower.',
    'The hot water flow rate (litres a minute) tells you how strong a shower it can run: about 10 litres a minute is one good shower, 12 or more suits a home with two bathrooms.',
  ],
  'heat-pump': [
    'A heat pump’s output in kilowatts (kW) is how much heat it delivers. We size it from the heat your home loses on a cold day, so a bigger number is not better on its own.',
  ],
  solar: [
    'Kilowatt peak (kWp) is what your panels produce in full sun. Over a year, each kWp makes roughly 850 kilowatt hours (kWh) of electricity in the UK.',
    'Kilowatt hours (kWh) measure energy over time: a 1 kW appliance running for an hour uses 1 kWh. Your electricity bill charges you per kWh.',
  ],
  battery: [
    'A battery’s usable capacity in kilowatt hours (kWh) is how much energy it stores for later. Its power in kilowatts (kW) is how much it can supply at once.',
  ],
  ev: [
    'A charger’s power in kilowatts (kW) is how fast it fills your car: a 7 kW charger adds roughly 25 to 30 miles of range an hour.',
  ],
  aircon: [
    'Cooling output in kilowatts (kW) is how much heat the unit can take out of a room. We match it to the room size you told us.',
  ],
};

export const ADD_ONS: Record<ProductType, readonly string[]> = {
  // What the boiler checkout sells (checkout-model.ts lists, the certifications step); nothing it does not.
  boiler: [
    'A longer warranty',
    'Smart thermostats and controls',
    'A magnetic system filter',
    'A chemical flush of your heating system',
    'Thermostatic radiator valves',
    'A gas safety record (CP12) for landlords',
  ],
  'heat-pump': ['Smart controls', 'Extra or larger radiators'],
  solar: ['Bird proofing around the panels', 'A home battery', 'An EV charger', 'A smart energy gateway'],
  battery: ['A backup gateway to keep the power on in a power cut'],
  ev: ['A longer cable run', 'A charger pedestal for a driveway without a wall'],
  aircon: ['Extra pipework for a longer run between the units', 'A condensate pump'],
};

/** Reviews the business supplies; see decision 125 before publishing. */
export const TESTIMONIALS: ReadonlyArray<{ readonly quote: string; readonly name: string; readonly place: string }> = [
  { quote: 'The price on the website was the price we paid, and the engineers left the place spotless.', name: 'Sarah', place: 'Leeds' },
  { quote: 'Booked online on Sunday evening and had hot water again by Wednesday.', name: 'Imran', place: 'Bradford' },
  { quote: 'They explained the finance options clearly and never pushed us to upgrade.', name: 'Gareth', place: 'Cardiff' },
];
