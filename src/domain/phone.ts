// GB phone numbers (purchase §5 "contact_number ... must be a valid GB phone number").
// libphonenumber-js/core with metadata cut to the countries that share +44 (GB, GG, IM, JE):
// about a third of the default bundle, and the same answers for UK numbers (decision 140).
import { isValidPhoneNumber, type MetadataJson } from 'libphonenumber-js/core';
import phoneMetadata from './phone-metadata.json';

const metadata = phoneMetadata as unknown as MetadataJson;

/** A valid +44 number, national or international, in any spacing; Channel Islands and Isle of Man numbers are dialled as UK ones. */
export function isValidGbPhoneNumber(text: string): boolean {
  return isValidPhoneNumber(text.trim(), 'GB', metadata);
}
