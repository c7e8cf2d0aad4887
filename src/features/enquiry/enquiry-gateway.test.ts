import { describe, expect, it } from 'vitest';
import { EnquiryCallError, enquiryFailureText } from './enquiry-gateway';

describe('what a failed enquiry submit tells the customer (purchase §8, decision 231)', () => {
  const FALLBACK = 'We could not send your enquiry. Please try again.';

  it("shows the server's message carried by the call error", () => {
    expect(enquiryFailureText(new EnquiryCallError('Our advisers’ system is busy.', 500))).toBe('Our advisers’ system is busy.');
  });

  it("never shows a parser's or the runtime's text, nor an empty one", () => {
    expect(enquiryFailureText(new SyntaxError('Unexpected end of JSON input'))).toBe(FALLBACK);
    expect(enquiryFailureText(new TypeError("Cannot read properties of undefined (reading 'images_required')"))).toBe(FALLBACK);
    expect(enquiryFailureText(new EnquiryCallError('', 500))).toBe(FALLBACK);
    expect(enquiryFailureText('broken')).toBe(FALLBACK);
  });
});
