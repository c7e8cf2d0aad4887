// Every constant of section 9 of both spec documents (purchase-flows.md, quote-flows.md), named once;
// money in pence (decision 001), units in the names, answer bands in bands.ts.

// --- Networking (purchase §9 "Timeout 60000 ms; 3 retries; 1000 ms delay")
export const REQUEST_TIMEOUT_MS = 60_000;
export const REQUEST_RETRIES = 3;
export const REQUEST_RETRY_DELAY_MS = 1_000;

// --- Timings (quote §9 "Save-quote popup delay 300 ms. Survey loading shows for at least 1 s.")
export const SAVE_QUOTE_POPUP_DELAY_MS = 300;
export const SURVEY_MIN_LOADING_MS = 1_000;
/** A wait on a button longer than this says it is still working (the spec is silent; decision 933). */
export const SLOW_WAIT_NOTICE_MS = 3_000;

// --- Saved quotes (decision 955): how long the mock's prices hold; the pages show the server's valid_until.
export const QUOTE_PRICES_VALID_DAYS = 30;

// --- Earliest fitting date (purchase §9 "Cutoff hour is 15 ... +2 ... +3"; combi "+4 ... +3")
export const FITTING_CUTOFF_HOUR = 15;
export const LEAD_DAYS_TOMORROW = 1;
export const LEAD_DAYS_WHEN_TOMORROW_IS_SUNDAY = 2;
export const LEAD_DAYS_SATURDAY_AFTER_CUTOFF = 3;
export const COMBI_CONVERSION_LEAD_DAYS_THURSDAY_AFTER_CUTOFF = 4;
export const COMBI_CONVERSION_LEAD_DAYS_FRIDAY = 3;

// --- Next available days (quote §9 "2 (results) or 10 (checkout)"): the longer one everywhere (decision 500).
export const DEFAULT_NEXT_AVAILABLE_DAYS = 10;

/** Bank holidays in England and Wales 2026-2027 with substitute days (gov.uk/bank-holidays, decision 500). */
export const BANK_HOLIDAYS_ENGLAND_AND_WALES: ReadonlySet<string> = new Set([
  '2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28',
  '2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27', '2027-12-28',
]);

// --- Deposit (quote §9 "deposit 50%"; purchase §5 "25 in checkout, 50 in the shared finance state")
export const DEFAULT_DEPOSIT_PERCENT_CHECKOUT = 25;
export const DEFAULT_DEPOSIT_PERCENT_SHARED = 50;
/** The contract's deposit_percentage range ends at the whole price (0-100). */
export const MAX_DEPOSIT_PERCENT = 100;

// --- Finance example (purchase §9 "Example finance is shown on half the price"), on the product's own plans (decision 951).
export const FINANCE_EXAMPLE_PRICE_SHARE = 0.5;

// --- Fixed finance table (purchase §3 "Fixed list held in the product")
export const FIXED_FINANCE_PRODUCTS = [
  { pid: 'IF24', type: 'IF', months: 24, apr: 0, factor: 0 },
  { pid: 'IB36', type: 'IB', months: 36, apr: 9.9, factor: 0.03202 },
  { pid: 'IB60', type: 'IB', months: 60, apr: 9.9, factor: 0.02099 },
  { pid: 'IB120', type: 'IB', months: 120, apr: 9.9, factor: 0.01293 },
  { pid: 'BNPL120', type: 'BNPL', months: 120, apr: 11.9, factor: 0.01545 },
] as const;

// --- Currency and dates (purchase §1 "GBP with 2 decimals. Dates ... like Monday 1st January 2024")
export const CURRENCY = 'GBP';
export const CURRENCY_SYMBOL = '£';
export const CURRENCY_DECIMALS = 2;
export const DISPLAY_DATE_FORMAT = 'EEEE do MMMM yyyy'; // date-fns pattern
export const CALENDAR_DATE_KEY_FORMAT = 'yyyy-MM-dd'; // purchase §3 Calendar "Map from date (YYYY-MM-DD)"

// --- Order type (purchase §1 "order_type with the suffix _install removed")
export const ORDER_TYPE_INSTALL_SUFFIX = '_install';

// --- Water (quote §9 / purchase §9 "Default water hardness: Hard")
export const DEFAULT_WATER_HARDNESS = 'Hard';

// --- Solar (quote §9 "Bird proofing costs £20 per panel")
export const BIRD_PROOFING_PENCE_PER_PANEL = 2_000;

// --- Household electricity estimate, kWh per year: quote §9 (solar) and purchase §9 (battery) give the same numbers.
export const ELECTRICITY_KWH_UP_TO_2_PEOPLE = 2_000;
export const ELECTRICITY_KWH_UP_TO_4_PEOPLE = 3_000;
export const ELECTRICITY_KWH_5_OR_MORE_PEOPLE = 3_500;
export const ELECTRICITY_KWH_PEOPLE_UNKNOWN = 2_500;
export const ELECTRICITY_KWH_EV_EXTRA = 2_000;
export const ELECTRICITY_KWH_ALL_DAY_AT_HOME = 500;
export const ELECTRICITY_KWH_HALF_DAY_AT_HOME = 0;
export const ELECTRICITY_KWH_HARDLY_HOME = -500;

// --- Boiler age bands (quote §9 "0-10 (stored 9), 11-20 (19), 21-25 (25), 26+ (29)")
export const BOILER_AGE_STORED_VALUES = [9, 19, 25, 29] as const;

// --- Efficiency grade (quote §9 "age 0 is A, under 10 B, 10-19 D, 20-24 E, 25+ F, unknown G")
export const EFFICIENCY_GRADE_B_BELOW_AGE = 10;
export const EFFICIENCY_GRADE_D_BELOW_AGE = 20;
export const EFFICIENCY_GRADE_E_BELOW_AGE = 25;
// quote §9 "Efficiency scores 89, 82, 75, 60, 50" (mapping: docs/decisions/056)
export const EFFICIENCY_SCORES = [89, 82, 75, 60, 50] as const;

// --- Yearly savings in pence by home type and grade (quote §9 table; "A-C are 0")
export const YEARLY_SAVINGS_PENCE = {
  Detached: { D: 37_500, E: 46_000, F: 59_000, G: 84_000 },
  'Semi-detached': { D: 30_500, E: 33_500, F: 38_000, G: 54_000 },
  Terraced: { D: 23_500, E: 26_000, F: 29_000, G: 42_000 },
  Bungalow: { D: 25_000, E: 27_500, F: 31_000, G: 44_500 },
  Apartment: { D: 12_500, E: 14_000, F: 16_000, G: 23_000 },
} as const;

// --- EV distance bands (quote §9 "0-5, 6-15, 16-25, 25+ metres (stored 5, 15, 25, 30)")
export const EV_DISTANCE_STORED_METRES = [5, 15, 25, 30] as const;

// --- Flue (quote §9 "Flue ground and property threshold 2 m; window threshold 30 cm")
export const FLUE_GROUND_THRESHOLD_CM = 200;
export const FLUE_PROPERTY_THRESHOLD_CM = 200;
export const FLUE_WINDOW_THRESHOLD_CM = 30;

// --- Water flow by pint glass (purchase §9 "fast under 5 s, average under 10 s, slow over 10 s")
export const WATER_FLOW_FAST_UNDER_SECONDS = 5;
export const WATER_FLOW_AVERAGE_UNDER_SECONDS = 10;

// --- Aircon (purchase §9: room sizes, unit distances, the first-floor wall surcharge)
export const AIRCON_ROOM_MAX_M2 = { small: 12, medium: 23, large: 35, extraLarge: 50 } as const;
export const AIRCON_UNIT_DISTANCES_M = [5, 15, 25] as const;
export const AIRCON_FIRST_FLOOR_WALL_SURCHARGE_PENCE = 60_000;

// --- Boiler relocation (purchase §9 "same room £495, same floor £795, another floor £895, loft £895")
export const BOILER_RELOCATION_PENCE = {
  sameRoom: 49_500,
  sameFloor: 79_500,
  anotherFloor: 89_500,
  loft: 89_500,
} as const;
