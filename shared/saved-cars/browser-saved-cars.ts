import {
  createSavedCarsStore,
  savedCarsStorageKey,
  type SavedCarsStore,
} from './saved-cars-store.ts';

const stores = new Map<string, SavedCarsStore>();

/**
 * The saved-cars store of one site in this browser tab, shared by every
 * component (bar, buttons, pages). Only called in the browser: hooks reach it
 * from effects and event handlers, never while rendering on the server.
 */
export function browserSavedCarsStore(siteSlug: string): SavedCarsStore {
  const key = savedCarsStorageKey(siteSlug);
  let store = stores.get(key);
  if (store) return store;
  const created = createSavedCarsStore({
    key,
    // Reading the property itself throws where storage is blocked (some private modes).
    storage: () => window.localStorage,
    onStorageError: (error) =>
      console.info(
        'Saved cars are kept for this page only: browser storage is unavailable.',
        error,
      ),
  });
  // Another tab saved or removed a car of this site (or cleared storage).
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) created.reload();
  });
  stores.set(key, created);
  store = created;
  return store;
}
