import type { AddressQuestion, PostcodeQuestion } from './types';

const POSTCODE_HINT = 'For example, SW1A 1AA.';
const MISSING_POSTCODE = 'Enter a postcode';
const INVALID_POSTCODE = 'Enter a real UK postcode, like SW1A 1AA';

/** The postcode question, titled for its product. */
export function postcodeQuestion(title: string): PostcodeQuestion<'postcode'> {
  return { id: 'postcode', kind: 'postcode', field: 'postcode', title, hint: POSTCODE_HINT, missing: MISSING_POSTCODE, invalid: INVALID_POSTCODE, summary: 'Postcode' };
}

/** The address question (first line, town, postcode) for quotes that need the address itself. */
export function addressQuestion(title: string, hint: string): AddressQuestion<'postcode' | 'addressLine1' | 'postTown'> {
  return {
    id: 'postcode',
    kind: 'address',
    field: 'postcode',
    lineField: 'addressLine1',
    townField: 'postTown',
    title,
    hint,
    missing: MISSING_POSTCODE,
    missingLine: 'Enter address line 1, typically the building and street',
    invalid: INVALID_POSTCODE,
    summary: 'Address',
  };
}
