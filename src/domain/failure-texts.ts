// What the customer reads when a call fails and the server sent no message of its own (decision 231:
// never a parser's or the runtime's text). Every fallback sentence lives here, once.

/** The generic Error dialog (purchase §8 "Generic API error") when there is no server message. */
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';
/** "We encountered a problem" when a checkout step could not be saved (purchase §8, quote §8). */
export const STEP_SAVE_FAILURE = 'We could not save this step. Please try again.';
/** quote §5 / purchase §5: a discount failure shows the server's message, or this. */
export const INVALID_CODE_MESSAGE = 'Invalid code';
export const ENQUIRY_SEND_FAILURE = 'We could not send your enquiry. Please try again.';
export const PLAN_SAVE_FAILURE = 'We could not save your plan. Please try again.';
export const PAYMENT_START_FAILURE = 'We could not start your payment.';
export const DETAILS_SAVE_FAILURE = 'We could not save your details. Please try again.';
export const WEB_ADDRESS_SEND_FAILURE = 'We could not send the web address. Please try again.';
/** purchase §8 "Finance application start failure: Returns false": the customer stays on the payment step. */
export const FINANCE_START_FAILURE = 'We could not start your finance application. Please try again, or pay by card.';
export const CALENDAR_LOAD_FAILURE = 'We could not load the available days.';
/** A load whose failure the page handles itself (a redirect, a notice): read only by the error reporter. */
export const LOAD_FAILURE = 'We could not load this page. Please try again.';
