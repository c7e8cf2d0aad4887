// Copy for the results popups the contract does not supply (docs/decisions/953) that is no type's own:
// a type's kW explained, add-ons and what its price includes are in its profile (product-profiles.ts).

/** Reviews the business supplies; see decision 125 before publishing. */
export const TESTIMONIALS: ReadonlyArray<{ readonly quote: string; readonly name: string; readonly place: string }> = [
  { quote: 'The price on the website was the price we paid, and the engineers left the place spotless.', name: 'Sarah', place: 'Leeds' },
  { quote: 'Booked online on Sunday evening and had hot water again by Wednesday.', name: 'Imran', place: 'Bradford' },
  { quote: 'They explained the finance options clearly and never pushed us to upgrade.', name: 'Gareth', place: 'Cardiff' },
];
