import { LEAD_FIELDS } from '../leads/lead-fields.ts';
import type { SavedCarsStorage } from '../saved-cars/saved-cars-store.ts';

/** product rule 3.5: the user details a browser keeps to prefill the next lead form. */
export const SAVED_USER_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;

export type SavedUserField = (typeof SAVED_USER_FIELDS)[number];
export type SavedUserDetails = Partial<Record<SavedUserField, string>>;

export const EMPTY_USER_DETAILS: Readonly<SavedUserDetails> = Object.freeze({});

/** Where the browser's storage comes from; null, or throwing, when it is unavailable. */
export type BrowserStorageSource = () => SavedCarsStorage | null;

/** localStorage in the browser (reading the property throws in some private modes); none on the server. */
export const browserStorage: BrowserStorageSource = () =>
  typeof window === 'undefined' ? null : window.localStorage;

/** Per site, like the saved cars: a dealer group's other site never reads them. */
export function userDetailsStorageKey(siteSlug: string): string {
  return `user-details:${siteSlug}`;
}

/** The saved fields of any values: non-empty trimmed text, each cut to its lead field's cap. */
export function pickUserDetails(
  values: Readonly<Partial<Record<SavedUserField, unknown>>>,
): SavedUserDetails {
  const details: SavedUserDetails = {};
  for (const field of SAVED_USER_FIELDS) {
    const value = values[field];
    if (typeof value !== 'string') continue;
    const text = value.trim().slice(0, LEAD_FIELDS[field].max_length);
    if (text !== '') details[field] = text;
  }
  return details;
}

/** Storage belongs to the shopper and may hold anything: whatever is not details reads as none. */
export function parseUserDetails(text: string | null): SavedUserDetails {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return pickUserDetails(value);
}

export function serializeUserDetails(details: SavedUserDetails): string {
  return JSON.stringify(pickUserDetails(details));
}

export interface UserDetailsStore {
  read(): SavedUserDetails;
  /** Keeps the saved fields of these values; fields they leave empty keep their saved value. */
  save(values: Readonly<Partial<Record<SavedUserField, unknown>>>): void;
}

export function createUserDetailsStore(
  siteSlug: string,
  storage: BrowserStorageSource = browserStorage,
): UserDetailsStore {
  const key = userDetailsStorageKey(siteSlug);
  const read = (): SavedUserDetails => {
    try {
      return parseUserDetails(storage()?.getItem(key) ?? null);
    } catch {
      return {};
    }
  };
  return {
    read,
    save(values) {
      try {
        storage()?.setItem(key, serializeUserDetails({ ...read(), ...pickUserDetails(values) }));
      } catch {
        // Private mode or a full quota: the next form is simply not prefilled.
      }
    },
  };
}
