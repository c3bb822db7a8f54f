import crypto from 'node:crypto';

// A shopper whose every value is unique to this run, so finding one anywhere is a leak.
const tag = [...crypto.randomBytes(8)]
  .map((byte) => String.fromCharCode(97 + (byte % 26)))
  .join('');
const digits = String(100 + (crypto.randomBytes(2).readUInt16BE() % 900));

export const SENTINEL = {
  name: `Zelda${tag}`,
  email: `q.${tag}@sentinel-shopper.example`,
  phone: `0491 570 ${digits}`,
  // A real postcode (the lead API places it) that no log has another reason to hold.
  postcode: '2795',
  message: `Call me after 5pm about my car, ref ${tag}`,
  phonePattern: new RegExp(`0491\\D{0,6}570\\D{0,6}${digits}`),
  postcodePattern: /(?<![0-9A-Za-z])2795(?![0-9A-Za-z])/,
};

/** A complete trade-in lead by the sentinel shopper (a form with every personal field). */
export function sentinelTradeIn() {
  return {
    form: 'trade-in',
    name: SENTINEL.name,
    email: SENTINEL.email,
    phone: SENTINEL.phone,
    postcode: SENTINEL.postcode,
    'Vehicle Make': 'Toyota',
    'Vehicle Model': 'Corolla',
    'Vehicle Year': '2019',
    'Vehicle Kms': '45,000',
    'Vehicle Condition': 'Good',
    message: SENTINEL.message,
    location: '{{primary_location_id}}',
  };
}

/** Each value as written, URL-encoded (both ways), JSON-escaped; the caller compares lower-case. */
export function forbiddenForms(): string[] {
  const values = [SENTINEL.name, SENTINEL.email, SENTINEL.message, tag, SENTINEL.phone];
  return values.flatMap((value) => [
    value,
    encodeURIComponent(value),
    new URLSearchParams({ v: value }).toString().slice(2),
    JSON.stringify(value).slice(1, -1),
  ]);
}
