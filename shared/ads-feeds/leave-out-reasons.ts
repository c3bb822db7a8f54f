// Why a car is not in an ads feed (product rule 2.16). Every car of the site's stock that a
// feed leaves out carries exactly one of these; the check command and the docs count them.

export const LEAVE_OUT_REASONS = {
  sold: 'sold',
  reserved: 'reserved by a shopper',
  'not-in-stock': 'not in stock (coming soon or in transit)',
  'price-on-application': 'price on application',
  'kind-not-accepted': 'a kind of vehicle the channel does not take',
  'price-type-not-accepted': "a price type the channel does not take for the car's condition",
  'no-vin': 'no valid 17-character VIN',
  'duplicate-vin': 'same VIN as another car in the feed',
  'no-photo': 'no photo',
  'photo-not-usable': 'no photo at an https URL in a format the channel takes',
  'no-colour': 'no colour',
  'no-mileage': 'used or demo car without its kilometres',
  'no-store-code': "its location has no Google store code in the site's tenant file",
  'no-location': "its location is not one of the site's locations",
  'no-title': 'no year, make and model for a title',
  invalid: "an item that breaks the channel's rules",
} as const;

export type LeaveOutReason = keyof typeof LEAVE_OUT_REASONS;

export interface LeftOutCar {
  car_id: number;
  stocknum: string;
  reason: LeaveOutReason;
  /** For 'invalid': which rule failed. */
  detail?: string;
}
