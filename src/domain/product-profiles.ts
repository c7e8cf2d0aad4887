// What a product type is, in one place: a new type is one entry in PROFILES, held to the contract's
// ProductTypeSlug (decision 900). The build config reads it in Node, so its imports carry extensions.
import type { CheckoutStepKey, ProductCategory, ProductTypeSlug, QuoteTypeSlug } from '@/shared/contract-types';
import { capitalised } from './counts.ts';

/** What a questionnaire needs of its type: the boiler service has one of these and no product. */
export interface QuoteProfile {
  /** The type as the contract stores it (heat-pump is heat_pump). */
  readonly category: ProductCategory;
  /** "Check your answers for your boiler service quote". */
  readonly quoteName: string;
  readonly homeCard: { readonly title: string; readonly text: string };
  readonly picture: `/images/${string}.svg`;
}

/** A fact a product card compares: its term, the product's field and the unit (singular and plural). */
export interface Fact {
  readonly term: string;
  readonly field: 'output_kw' | 'product_water_flow_rate' | 'capacity_kwh' | 'panels';
  readonly unit: string | readonly [one: string, other: string];
}

/** The checkout of a type the contract sells through /checkout (CheckoutType), purchase §2. */
export interface CheckoutProfile {
  /** The steps before payment in their usual order. */
  readonly steps: readonly CheckoutStepKey[];
  /** Landlords get Gas safety checks when certifications are offered. */
  readonly gasSafetyChecks: boolean;
  readonly vehicle: boolean;
}

export interface Profile extends QuoteProfile {
  readonly category: Exclude<ProductCategory, 'boiler_service' | 'boiler_plan'>;
  /** Its footer link's words, or null where the footer names none. */
  readonly footerLink: string | null;
  /** "Choose this air conditioner". */
  readonly noun: string;
  /** The compulsory work the quote's relocation pays for (purchase §9). */
  readonly relocationWork: string | null;
  /** What every price includes; the extras (addOns) are never in it (decision 954). */
  readonly whatsIncluded: readonly string[];
  /** The results' "kW explained" popup (decision 953). */
  readonly kwExplained: readonly string[];
  readonly addOns: readonly string[];
  /** The facts its cards compare, after Type and before Warranty. */
  readonly facts: readonly Fact[];
  /** Whether its /checkout routes render the checkout or send it to its enquiry (decision 071). */
  readonly sold: 'checkout' | 'enquiry';
  /** Where the contract has a checkout for it (battery's API has one, its routes do not). */
  readonly checkout: CheckoutProfile | null;
  /** Its enquiry also asks for the energy provider and tariff (decision 181). */
  readonly asksForTariff: boolean;
  /** Results sorting by hot water flow and the hybrid filter (decision 952). */
  readonly sortsByHotWater: boolean;
  readonly comesAsHybrid: boolean;
}

/** Said under every "What's included" list: the extras are priced apart, at checkout or in the enquiry. */
export const EXTRAS_NOT_INCLUDED = 'Optional extras are not in these prices: each product’s Add-ons lists them, and you choose them when you order.';

/** The home page and /quote list the types in this order, the boiler service after the boiler. */
export const PROFILES = {
  boiler: {
    category: 'boiler',
    quoteName: 'boiler',
    homeCard: { title: 'New boiler', text: 'Fixed price, fitted by our engineers' },
    picture: '/images/boiler-white.svg',
    footerLink: 'Boilers',
    noun: 'boiler',
    relocationWork: 'moving your boiler',
    whatsIncluded: [
      'Your new boiler, fitted by a Gas Safe registered engineer',
      'Removal and recycling of your old boiler',
      'The manufacturer’s standard warranty, registered for you, and Building Regulations notification',
    ],
    kwExplained: [
      'A boiler’s output in kilowatts (kW) is how much heat it can make at once. A combi boiler’s output mostly decides how fast it heats hot water for your taps and shower.',
      'The hot water flow rate (litres a minute) tells you how strong a shower it can run: about 10 litres a minute is one good shower, 12 or more suits a home with two bathrooms.',
    ],
    // What the boiler checkout sells (checkout-choices.ts lists, the certifications step); nothing it does not.
    addOns: [
      'A longer warranty',
      'Smart thermostats and controls',
      'A magnetic system filter',
      'A chemical flush of your heating system',
      'Thermostatic radiator valves',
      'A gas safety record (CP12) for landlords',
    ],
    facts: [
      { term: 'Hot water flow rate', field: 'product_water_flow_rate', unit: 'litres a minute' },
      { term: 'Output', field: 'output_kw', unit: 'kW' },
    ],
    sold: 'checkout',
    checkout: { steps: ['upgrades', 'calendar', 'details'], gasSafetyChecks: true, vehicle: false },
    asksForTariff: false,
    sortsByHotWater: true,
    comesAsHybrid: true,
  },
  'heat-pump': {
    category: 'heat_pump',
    quoteName: 'heat pump',
    homeCard: { title: 'Heat pump', text: 'Low-carbon heating, grant applied for you' },
    picture: '/images/heat-pump.svg',
    footerLink: 'Heat pumps',
    noun: 'heat pump',
    relocationWork: null,
    whatsIncluded: [
      'The heat pump and a hot water cylinder, fitted by MCS-certified engineers',
      'A heat loss survey of your home: if a radiator needs replacing, we price it with you before you commit',
      'We claim the Boiler Upgrade Scheme grant for you where your home qualifies: each price says the grant it has already had taken off',
      'Commissioning, MCS certificate and warranty registration',
    ],
    kwExplained: [
      'A heat pump’s output in kilowatts (kW) is how much heat it delivers. We size it from the heat your home loses on a cold day, so a bigger number is not better on its own.',
    ],
    addOns: ['Smart controls', 'Extra or larger radiators'],
    facts: [{ term: 'Heat output', field: 'output_kw', unit: 'kW' }],
    sold: 'enquiry',
    checkout: null,
    asksForTariff: false,
    sortsByHotWater: false,
    comesAsHybrid: true,
  },
  solar: {
    category: 'solar',
    quoteName: 'solar panels',
    homeCard: { title: 'Solar panels', text: 'Make your own electricity' },
    picture: '/images/solar.svg',
    footerLink: 'Solar panels',
    noun: 'solar system',
    relocationWork: null,
    whatsIncluded: [
      'Panels, inverter and mounting kit, fitted by MCS-certified engineers',
      'Scaffolding for the installation',
      'DNO notification so you can be paid for the electricity you export',
      'MCS certificate and warranty registration',
    ],
    kwExplained: [
      'Kilowatt peak (kWp) is what your panels produce in full sun. Over a year, each kWp makes roughly 850 kilowatt hours (kWh) of electricity in the UK.',
      'Kilowatt hours (kWh) measure energy over time: a 1 kW appliance running for an hour uses 1 kWh. Your electricity bill charges you per kWh.',
    ],
    addOns: ['Bird proofing around the panels', 'A home battery', 'An EV charger', 'A smart energy gateway'],
    facts: [
      { term: 'Panels', field: 'panels', unit: ['panel', 'panels'] },
      { term: 'System size', field: 'output_kw', unit: 'kWp' },
    ],
    sold: 'enquiry',
    checkout: null,
    asksForTariff: true,
    sortsByHotWater: false,
    comesAsHybrid: false,
  },
  battery: {
    category: 'battery',
    quoteName: 'home battery',
    homeCard: { title: 'Home battery', text: 'Store cheap or solar energy' },
    picture: '/images/battery.svg',
    footerLink: null,
    noun: 'battery',
    relocationWork: null,
    whatsIncluded: [
      'The battery and its inverter or gateway, fitted by our own electricians',
      'Set-up of the app so you can see and control your battery',
      'DNO notification and warranty registration',
    ],
    kwExplained: [
      'A battery’s usable capacity in kilowatt hours (kWh) is how much energy it stores for later. Its power in kilowatts (kW) is how much it can supply at once.',
    ],
    addOns: ['A backup gateway to keep the power on in a power cut'],
    facts: [
      { term: 'Usable capacity', field: 'capacity_kwh', unit: 'kWh' },
      { term: 'Power', field: 'output_kw', unit: 'kW' },
    ],
    sold: 'enquiry',
    checkout: { steps: ['calendar', 'details'], gasSafetyChecks: false, vehicle: false },
    asksForTariff: true,
    sortsByHotWater: false,
    comesAsHybrid: false,
  },
  ev: {
    category: 'ev',
    quoteName: 'EV charger',
    homeCard: { title: 'EV charger', text: 'Charge your car at home' },
    picture: '/images/ev-charger.svg',
    footerLink: null,
    noun: 'EV charger',
    relocationWork: null,
    whatsIncluded: [
      'The charger, fitted by an OZEV-approved installer',
      'Up to 10 metres of cable from your consumer unit and any protection it needs',
      'Set-up of the charger app and smart off-peak charging',
    ],
    kwExplained: ['A charger’s power in kilowatts (kW) is how fast it fills your car: a 7 kW charger adds roughly 25 to 30 miles of range an hour.'],
    addOns: ['A longer cable run', 'A charger pedestal for a driveway without a wall'],
    facts: [{ term: 'Charging power', field: 'output_kw', unit: 'kW' }],
    sold: 'checkout',
    checkout: { steps: ['calendar', 'details'], gasSafetyChecks: false, vehicle: true },
    asksForTariff: false,
    sortsByHotWater: false,
    comesAsHybrid: false,
  },
  aircon: {
    category: 'aircon',
    quoteName: 'air conditioning',
    homeCard: { title: 'Air conditioning', text: 'Cool in summer, warm in winter' },
    picture: '/images/aircon.svg',
    footerLink: null,
    noun: 'air conditioner',
    relocationWork: 'fitting the outdoor unit on a first-floor wall',
    whatsIncluded: [
      'The indoor and outdoor units, fitted by F-Gas certified engineers',
      'Up to 5 metres of pipework between the units',
      'Commissioning and warranty registration',
    ],
    kwExplained: ['Cooling output in kilowatts (kW) is how much heat the unit can take out of a room. We match it to the room size you told us.'],
    addOns: ['Extra pipework for a longer run between the units', 'A condensate pump'],
    facts: [{ term: 'Cooling output', field: 'output_kw', unit: 'kW' }],
    sold: 'checkout',
    checkout: { steps: ['calendar', 'details'], gasSafetyChecks: false, vehicle: false },
    asksForTariff: false,
    sortsByHotWater: false,
    comesAsHybrid: false,
  },
} as const satisfies Record<ProductTypeSlug, Profile>;

const { boiler, ...afterBoiler } = PROFILES;

/** "moving your boiler": what the quote's relocation pays for, in a sentence. */
export function relocationWork(type: ProductTypeSlug | null): string {
  return (type && PROFILES[type].relocationWork) ?? 'the extra work your home needs';
}

/** "Moving your boiler": the relocation's line in an order summary. */
export function relocationLabel(type: ProductTypeSlug | null): string {
  return capitalised(relocationWork(type));
}

/** Every questionnaire's type: the products, and the boiler service right after the boiler. */
export const QUOTE_PROFILES = {
  boiler,
  'boiler-service': {
    category: 'boiler_service',
    quoteName: 'boiler service',
    homeCard: { title: 'Boiler service', text: 'Annual service by a Gas Safe engineer' },
    picture: '/images/service.svg',
  },
  ...afterBoiler,
} as const satisfies Record<QuoteTypeSlug, QuoteProfile>;
