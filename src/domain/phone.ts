// GB phone numbers (purchase §5 "contact_number ... must be a valid GB phone number").
// libphonenumber-js/core with metadata cut to the countries that share +44 (GB, GG, IM, JE):
// about a third of the default bundle, and the same answers for UK numbers (decision 140).
import { isValidPhoneNumber, type MetadataJson } from 'libphonenumber-js/core';
import phoneMetadata from './phone-metadata.json';

const metadata = phoneMetadata as unknown as MetadataJson;

/**
 * Whether the text is a valid phone number on +44: national ("07700 900123", "020 7946 0000") or
 * international ("+44 7700 900123"), with any spaces, dashes or brackets. Channel Islands and Isle
 * of Man numbers count: they are dialled as UK numbers.
 */
export function isValidGbPhoneNumber(text: string): boolean {
  return isValidPhoneNumber(text.trim(), 'GB', metadata);
}
