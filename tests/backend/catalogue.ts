// The backend's own catalogue, written by hand from openapi.yaml's words (decision 840): a few
// products per type, add-ons, plans, FAQs and the photos each order asks for. Money in pence with one
// meaning (decision 830): `price_after_discount` is the product fitted in the usual place, with VAT,
// after every discount and after any grant the installer claims; no price holds a quote's relocation.
import type { AddOnItem, Plan, Product, ProductCategory, Warranty } from '@/shared/contract-types';

/** The grant the installer claims on a heat pump: already taken off both of its prices. */
export const HEAT_PUMP_GRANT = { name: 'Boiler Upgrade Scheme', amount: 750_000, eligibility: 'Homes in England and Wales' } as const;

type Listed = Omit<Product, 'index' | 'category' | 'finance_options' | 'image' | 'grant'> & { finance?: string[]; grant?: boolean };

/**
 * The backend's image host (decision 872): pictures are absolute URLs under `<public address>/images/`,
 * and the catalogue names each by its file there (PICTURES). The shop makes the URL (`Shop.picture`).
 */
export const PICTURE_PATH = '/images/';
/** The backend's pictures: the site's own drawings, served by the backend as its image host. */
export const PICTURES = ['boiler-white.svg', 'heat-pump.svg', 'solar.svg', 'battery.svg', 'ev-charger.svg', 'aircon.svg', 'service.svg', 'bundle.svg'] as const;
export type Picture = (typeof PICTURES)[number];

function listed(category: ProductCategory, image: Picture, products: Listed[]): Product[] {
  return products.map(({ finance = [], grant, ...product }, index) => ({
    ...product,
    category,
    image,
    index,
    finance_options: finance.map((pid) => ({ finance_product_id: pid })),
    ...(grant ? { grant: { ...HEAT_PUMP_GRANT } } : {}),
  }));
}

const none = { product_water_flow_rate: null, output_kw: null, capacity_kwh: null, panels: null };

export const PRODUCTS: Readonly<Record<Exclude<ProductCategory, 'boiler_plan'>, readonly Product[]>> = {
  boiler: listed('boiler', 'boiler-white.svg', [
    { id: 1101, product_title: 'Vaillant ecoTEC plus 832 Combi', product_brand: 'Vaillant', product_type: 'Combi', price_before_discount: 264_500, price_after_discount: 239_500, finance: ['IF24', 'IB60', 'BNPL120'], warranty_years: 10, next_day: true, delay_days: 0, ...none, product_water_flow_rate: 13.1, output_kw: 32, features: ['10 year warranty', 'Quiet Mark approved'] },
    { id: 1102, product_title: 'Baxi 800 Combi 2 30kW', product_brand: 'Baxi', product_type: 'Combi', price_before_discount: 219_900, price_after_discount: 219_900, finance: ['IB60'], warranty_years: 10, next_day: false, delay_days: 1, ...none, product_water_flow_rate: 12.2, output_kw: 30, features: ['10 year warranty'] },
    { id: 1103, product_title: 'Viessmann Vitodens 100-W System 25kW', product_brand: 'Viessmann', product_type: 'System', price_before_discount: 249_900, price_after_discount: 234_900, finance: ['IB120'], warranty_years: 7, next_day: false, delay_days: 2, ...none, output_kw: 25, features: ['7 year warranty', 'For homes with a hot water cylinder'] },
  ]),
  heat_pump: listed('heat_pump', 'heat-pump.svg', [
    { id: 2101, product_title: 'Mitsubishi Ecodan 8.5kW', product_brand: 'Mitsubishi Electric', product_type: 'Air source', price_before_discount: 599_500, price_after_discount: 549_500, warranty_years: 7, next_day: false, delay_days: 21, ...none, output_kw: 8.5, features: ['Boiler Upgrade Scheme grant taken off'], grant: true },
    { id: 2102, product_title: 'Daikin Altherma 3 H HT 9kW', product_brand: 'Daikin', product_type: 'Air source', price_before_discount: 629_500, price_after_discount: 629_500, warranty_years: 5, next_day: false, delay_days: 28, ...none, output_kw: 9, features: ['Works with your radiators'], grant: true },
  ]),
  solar: listed('solar', 'solar.svg', [
    { id: 3101, product_title: '10 panel 4.3kWp solar system', product_brand: 'JA Solar', product_type: 'Solar only', price_before_discount: 649_900, price_after_discount: 619_900, finance: ['IB120'], warranty_years: 25, next_day: false, delay_days: 14, ...none, output_kw: 4.3, panels: 10, features: ['Scaffolding included'] },
    { id: 3102, product_title: '10 panel 4.3kWp solar system with a 5kWh battery', product_brand: 'JA Solar', product_type: 'Solar and battery', price_before_discount: 949_900, price_after_discount: 949_900, finance: ['IB120'], warranty_years: 25, next_day: false, delay_days: 14, ...none, output_kw: 4.3, capacity_kwh: 5, panels: 10, features: ['Scaffolding included', 'Battery fitted the same day'] },
  ]),
  battery: listed('battery', 'battery.svg', [
    { id: 4101, product_title: 'GivEnergy All in One 13.5kWh', product_brand: 'GivEnergy', product_type: 'Home battery', price_before_discount: 749_900, price_after_discount: 699_900, finance: ['IB60'], warranty_years: 12, next_day: false, delay_days: 7, ...none, capacity_kwh: 13.5, features: ['12 year warranty'] },
    { id: 4102, product_title: 'Tesla Powerwall 3', product_brand: 'Tesla', product_type: 'Home battery', price_before_discount: 849_900, price_after_discount: 849_900, warranty_years: 10, next_day: false, delay_days: 10, ...none, capacity_kwh: 13.5, features: ['Backup power in a power cut'] },
  ]),
  ev: listed('ev', 'ev-charger.svg', [
    { id: 5101, product_title: 'Ohme Home Pro 7.4kW', product_brand: 'Ohme', product_type: 'Tethered', price_before_discount: 99_900, price_after_discount: 94_900, warranty_years: 3, next_day: true, delay_days: 0, ...none, output_kw: 7.4, features: ['Charges when electricity is cheapest'] },
    { id: 5102, product_title: 'myenergi zappi 7kW', product_brand: 'myenergi', product_type: 'Untethered', price_before_discount: 109_900, price_after_discount: 109_900, warranty_years: 3, next_day: false, delay_days: 2, ...none, output_kw: 7, features: ['Charges from your solar panels'] },
  ]),
  aircon: listed('aircon', 'aircon.svg', [
    { id: 6101, product_title: 'Mitsubishi Electric MSZ-LN25 2.5kW', product_brand: 'Mitsubishi Electric', product_type: 'Wall-mounted split', price_before_discount: 189_900, price_after_discount: 179_900, finance: ['IF24'], warranty_years: 5, next_day: false, delay_days: 3, ...none, output_kw: 2.5, features: ['Heats and cools'] },
    { id: 6102, product_title: 'Daikin Perfera 3.5kW', product_brand: 'Daikin', product_type: 'Wall-mounted split', price_before_discount: 219_900, price_after_discount: 219_900, warranty_years: 5, next_day: false, delay_days: 3, ...none, output_kw: 3.5, features: ['Quiet at night'] },
  ]),
  boiler_service: listed('boiler_service', 'service.svg', [
    { id: 7101, product_title: 'Annual gas boiler service', product_brand: 'Our engineers', product_type: 'Gas boiler service', price_before_discount: 9_900, price_after_discount: 8_900, warranty_years: 0, next_day: true, delay_days: 0, ...none, features: ['Gas Safe registered engineer'] },
    { id: 7102, product_title: 'Annual LPG boiler service', product_brand: 'Our engineers', product_type: 'LPG boiler service', price_before_discount: 11_900, price_after_discount: 11_900, warranty_years: 0, next_day: false, delay_days: 1, ...none, features: ['Gas Safe registered engineer'] },
  ]),
};

/** Every product by id (the detail page, the checkout's `product` query). */
export const PRODUCT_BY_ID: ReadonlyMap<number, Product> = new Map(Object.values(PRODUCTS).flatMap((list) => list.map((product) => [product.id, product] as const)));

export const PRODUCT_DETAILS: Readonly<Record<string, { description: string; whats_included: string[] }>> = {
  boiler: { description: 'A gas boiler fitted by our own Gas Safe engineers, with your old boiler taken away.', whats_included: ['Removal of your old boiler', 'Magnetic system filter', 'Chemical flush'] },
  heat_pump: { description: 'An air source heat pump sized for your home, with the Boiler Upgrade Scheme grant claimed for you.', whats_included: ['A heat loss survey', 'The hot water cylinder', 'Claiming the grant for you'] },
  solar: { description: 'Solar panels on your roof, with an inverter and a generation meter.', whats_included: ['Scaffolding', 'Inverter', 'Registration with your network operator'] },
  battery: { description: 'A home battery that stores cheap or solar electricity for the evening.', whats_included: ['Fitting beside your fuse board', 'The app to watch it'] },
  ev: { description: 'A home charger fitted on your wall, up to 15 metres of cable included.', whats_included: ['Up to 15 m of cable', 'Earth protection'] },
  aircon: { description: 'A split air conditioner that heats and cools one room.', whats_included: ['Indoor and outdoor unit', 'Up to 5 m of pipe'] },
  boiler_service: { description: 'A yearly service of your boiler by a Gas Safe engineer.', whats_included: ['Safety checks', 'A service record'] },
};

const item = (id: number, name: string, description: string, product_price: number, quantity = 1): AddOnItem => ({ id, name, description, image: null, quantity, product_price, product_total: product_price * quantity });

/** The warranties a boiler can have: its manufacturer's, free, and one paid extension. */
export function boilerWarranties(product: Product): Warranty[] {
  return [
    { ...item(801, `${product.warranty_years} year manufacturer warranty`, 'Parts and labour', 0), years: Math.max(1, product.warranty_years) },
    { ...item(802, '12 year extended warranty', 'Parts and labour for 12 years', 14_900), years: 12 },
  ];
}

/** Add-on lists by the contract's list names; an id appears in one list only. A bundle names the add-ons it holds (`includes`, decision 862). */
export const ADD_ONS = {
  bundles: [{ ...item(811, 'Smart heating bundle', 'A Hive Thermostat and a magnetic system filter, fitted together', 25_900), includes: [821, 831] }] as AddOnItem[],
  controls: [item(821, 'Hive Thermostat', 'Control your heating from your phone', 19_900)],
  filters: [item(831, 'Magnetic system filter', 'Catches sludge before it reaches the boiler', 9_500)],
  radiator_valves: [item(841, 'Thermostatic radiator valve', 'Set each room to its own warmth', 3_500)],
  system_flushes: [item(851, 'Power flush', 'Cleans the sludge out of your radiators', 39_500)],
  certifications: [item(861, 'Landlord gas safety certificate (CP12)', 'Valid for 12 months', 6_500)],
  co_alarms: [item(871, 'Carbon monoxide alarm', 'Fitted and tested', 2_500)],
} as const;

export const PLANS: readonly Plan[] = [
  { id: 1, name: 'Boiler cover', description: 'A yearly service and breakdown repairs for your boiler.', product_price: 1_200, product_total: 1_200, billing: 'monthly', features: ['Yearly service', 'Unlimited call-outs'] },
  { id: 2, name: 'Boiler and heating cover', description: 'Adds radiators, pipes and controls.', product_price: 1_800, product_total: 1_800, billing: 'monthly', features: ['Yearly service', 'Unlimited call-outs', 'Radiators and controls'] },
];

export const FAQS = [
  { question: 'Is the price fixed?', answer: 'Yes. The price includes fitting, taking away what we replace, and VAT.' },
  { question: 'How soon can you fit it?', answer: 'Choose any free day in the calendar; we confirm it within one working day.' },
];

export const ORDER_FAQS = [{ question: 'What happens next?', answer: 'Your installer will call you two days before the installation to agree a time.' }];

/** A photo or document an order or a survey asks for: its name, title and guidance. */
export interface Asked {
  readonly name: string;
  readonly title: string;
  readonly description: string;
}

const photo = (name: string, title: string, description: string): Asked => ({ name, title, description });

/** What the upload page asks of an order, by the order's category: one required group and one optional. */
export const UPLOADS: Readonly<Record<string, { group: string; required: Asked[]; optional: Asked[] }>> = {
  boiler: { group: 'Your current boiler', required: [photo('boiler_front', 'Your boiler, from the front', 'Stand back so the whole boiler and the pipes under it are in the photo.'), photo('boiler_flue', 'The flue, from outside', 'The pipe on the outside wall or roof where the boiler vents.')], optional: [photo('gas_meter', 'Your gas meter', 'Open the meter box so the meter and its pipe show.')] },
  heat_pump: { group: 'Where the heat pump goes', required: [photo('outside_wall', 'The outside wall', 'The wall and ground where the outdoor unit would stand.')], optional: [photo('boiler_front', 'Your boiler, from the front', 'The whole boiler and the pipes under it.')] },
  solar: { group: 'Your roof', required: [photo('roof', 'Your roof', 'The side of the roof the panels would go on.')], optional: [photo('fuse_board', 'Your fuse board', 'The fuse board with its cover open.')] },
  battery: { group: 'Where the battery goes', required: [photo('fuse_board', 'Your fuse board', 'The fuse board with its cover open.')], optional: [] },
  ev: { group: 'Where the charger goes', required: [photo('fuse_board', 'Your fuse board', 'The fuse board with its cover open.'), photo('parking', 'Where you park', 'The wall the charger would go on and where you park.')], optional: [] },
  aircon: { group: 'The room', required: [photo('room_wall', 'The wall for the indoor unit', 'The whole wall, floor to ceiling.')], optional: [] },
  boiler_service: { group: 'Your boiler', required: [photo('boiler_front', 'Your boiler, from the front', 'The whole boiler and the pipes under it.')], optional: [] },
};

/** What the survey of an installed product asks for, by its category. */
export const SURVEY_PHOTOS: Readonly<Record<string, { required: Asked[]; optional: Asked[] }>> = {
  boiler: { required: [photo('boiler_front', 'Your new boiler, from the front', 'Stand back so the whole boiler is in the photo.'), photo('flue_outside', 'The flue, from outside', 'The pipe on the outside wall or roof where the boiler vents.')], optional: [photo('controls', 'Your heating controls', 'The thermostat or timer you use.')] },
  heat_pump: { required: [photo('outdoor_unit', 'The outdoor unit', 'The whole unit and the ground around it.')], optional: [] },
  solar: { required: [photo('panels', 'Your panels', 'The roof with the panels on it.')], optional: [photo('inverter', 'The inverter', 'Its display, lit.')] },
  battery: { required: [photo('battery', 'Your battery', 'The battery and the wall it is on.')], optional: [] },
  ev: { required: [photo('charger', 'Your charger', 'The charger and its cable.')], optional: [] },
  aircon: { required: [photo('indoor_unit', 'The indoor unit', 'The whole unit on its wall.')], optional: [] },
};

/** The competitor evidence a price match asks for (file route). */
export const PRICE_MATCH_EVIDENCE = photo('competitor_quote', 'The competitor’s written quote', 'A PDF or a photo showing the product, the price and the date.');

/** Discount codes the shop honours: code to the adjustment it adds (negative: off the price). */
export const DISCOUNT_CODES: Readonly<Record<string, { description: string; amount: number }>> = {
  SAVE100: { description: '£100 off your order', amount: -10_000 },
};
export const SERVICE_DISCOUNT_CODES: Readonly<Record<string, { description: string; amount: number }>> = {
  SERVICE20: { description: '£20 off your boiler service', amount: -2_000 },
};

/** The two lenders' finance products (purchase §3's fixed list, each with the lender's own id). */
export const V12_PRODUCTS = [
  { id: 1201, pid: 'IF24', type: 'IF', months: 24, apr: 0, factor: 0, deferred_period: null },
  { id: 1202, pid: 'IB36', type: 'IB', months: 36, apr: 9.9, factor: 0.03202, deferred_period: null },
  { id: 1203, pid: 'IB60', type: 'IB', months: 60, apr: 9.9, factor: 0.02099, deferred_period: null },
  { id: 1204, pid: 'IB120', type: 'IB', months: 120, apr: 9.9, factor: 0.01293, deferred_period: null },
] as const;
export const NOVUNA_PRODUCTS = [{ id: 7720, pid: 'BNPL120', type: 'BNPL', months: 120, apr: 11.9, factor: 0.01545, deferred_period: 12 }] as const;

/** What a Saturday costs (install and service); Sundays are not worked. */
export const SATURDAY_COST = { install: 4_900, service: 1_500 } as const;
/** Days from today before the first bookable day (the results' and checkout's `next_available`). */
export const NEXT_AVAILABLE_DAYS = 3;
/** Days the calendar answers from the `date` asked for: a month view and its spill-over. */
export const CALENDAR_DAYS = 42;
