/**
 * Messages of the lead forms and the lead API.
 *
 * `LEAD_MESSAGES` are the product rules' words (sections 5 and 8), spelling included
 * ('occured'); shoppers see these. `LEAD_API_MESSAGES` cover what the product rules does
 * not word: values the forms cannot produce (over-long text, a wrong type, a
 * field the form does not have), so only API clients see them.
 */
export const LEAD_MESSAGES = {
  required: '*This is a required field.',
  email: 'invalid email address',
  phone: 'Invalid phone number. Must be Australian or New Zealand number.',
  phoneTooLong: 'Invalid phone number. Too many characters.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  /** Geocoding found nothing for a well-formed postcode (the form's lookup, not a format rule). */
  postcodeNotFound: 'Invalid postcode',
  terms: 'You must agree to the terms of use before submitting the form.',
  /** product rule 8.1: a lead that failed without a message of its own. */
  unexpected: 'An unexpected error occured',
  /** product rule 8.2: the alert when a submission fails. */
  submitFailed: 'An error occurred when submitting this form',
} as const;

export const LEAD_API_MESSAGES = {
  tooLong: (maxLength: number) => `Must be at most ${maxLength} characters.`,
  /** The 'numeric' phone variant given letters or symbols (product rule 5.12). */
  phoneNotNumeric: 'Invalid phone number. Please use digits only.',
  notAChoice: 'Not one of the allowed values.',
  /** Control characters are refused, not stripped (docs/decisions/0016-malformed-json-and-control-characters.md). */
  controlCharacters: 'Must not contain control characters.',
  controlCharactersMultiline:
    'Must not contain control characters (line breaks and tabs are fine).',
  invalid: 'Invalid value.',
  unknownField: 'Unknown field: this form does not accept it.',
  /** A test drive or service date outside the location's open days or slots. */
  notBookable: 'This location does not take bookings then. Please choose one of the times offered.',
} as const;
