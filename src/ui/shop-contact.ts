// The shop's own phone number, email and opening hours: how customers reach a person. The number is from Ofcom's range reserved for fiction/testing
// (0808 157 0000-0999) until the business supplies its own (docs/decisions/072).
export const PHONE_DISPLAY = '0808 157 0123';
export const PHONE_HREF = 'tel:+448081570123';
export const EMAIL = 'hello@example.co.uk';
export const OPENING_HOURS = 'Monday to Friday 8am to 8pm, Saturday 9am to 5pm';
