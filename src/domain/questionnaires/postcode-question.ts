import type { PostcodeQuestion } from './types';

/** The postcode question every questionnaire asks, titled for its product. */
export function postcodeQuestion(title: string): PostcodeQuestion {
  return {
    id: 'postcode',
    kind: 'postcode',
    field: 'postcode',
    title,
    hint: 'Enter the postcode of the property, for example SW1A 1AA.',
    missing: 'Enter a postcode',
    invalid: 'Enter a real UK postcode, like SW1A 1AA',
    summary: 'Postcode',
  };
}
