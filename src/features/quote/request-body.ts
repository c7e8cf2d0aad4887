// The answers as POST /quote/results/{type} takes them (QuoteAnswers in openapi.yaml): stored
// text turned into the contract's types, and the address the wizards ask for as `customer`.
import type { QuoteType } from '@/domain/product-types';
import type { Answers } from '@/domain/questionnaires/types';
import type { QuoteAnswers } from '@/api/contract-types';

/** Answers the contract types as numbers (the rest are strings as stored). */
const NUMBER_FIELDS = new Set([
  'distance', 'propertyFloor', 'unitDistance', 'solarSystemSize', 'electricityAnnual', 'boilerAge', 'apartmentFloor',
  'bedrooms', 'bathtubs', 'showers', 'bathrooms', 'floorArea', 'gasUsage',
]);

/** Fields the wizard stores for its own use that the contract does not take as such. */
const ADDRESS_FIELDS = new Set(['addressLine1', 'postTown']);

export function toRequestBody(type: QuoteType, answers: Answers): QuoteAnswers {
  const body: Record<string, unknown> = { quoteType: type };
  for (const [field, value] of Object.entries(answers)) {
    if (ADDRESS_FIELDS.has(field)) continue;
    // "I don't know" radiators is not a band: the count is left for the survey.
    if (field === 'radiators' && value === 'Unknown') continue;
    body[field] = NUMBER_FIELDS.has(field) ? Number(value) : value;
  }
  if (answers.addressLine1 && answers.postcode) {
    body.customer = {
      address_line_1: answers.addressLine1,
      post_town: answers.postTown || null,
      postcode: answers.postcode,
    };
  }
  return body as QuoteAnswers;
}
