/** ARCHITECTURE HTTP contract: where the browser records a phone reveal. */
export const PHONE_REVEALS_PATH = '/api/phone-reveals';

/**
 * The request body. The server adds `dealership_id` (from the car) and
 * `website_id` (the site the request came to) itself, so a page cannot record a
 * reveal against another dealer.
 */
export interface PhoneRevealRequest {
  car_id: number;
}

/**
 * Records a reveal, fire-and-forget (browser only: a same-origin path). product rule 8.4:
 * phone reveal failures are only logged: the shopper already has the number.
 * `console.info`, like the platform's other browser fallbacks: a failure is not
 * the page's error, and nothing is written when the call succeeds.
 */
export function recordPhoneReveal(carId: number): void {
  const body: PhoneRevealRequest = { car_id: carId };
  // keepalive: tapping the tel: link may hand the page to a dialler mid-request.
  fetch(PHONE_REVEALS_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) logFailure(carId, `HTTP ${response.status}`);
    })
    .catch((error: unknown) => logFailure(carId, error));
}

function logFailure(carId: number, reason: unknown): void {
  console.info(`Phone reveal for car ${carId} was not recorded:`, reason);
}
