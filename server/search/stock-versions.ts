import { normalizeFacetString } from './engine/filter/facet-value.ts';

/**
 * Versions of the stock a site can see, for keying what is cached from the search index (pages,
 * search answers, ads feeds). A change to one dealer's cars (its import, a reservation) moves
 * that dealer's version only, so a fleet's other sites keep what they cached; a change whose
 * dealers are unknown (a peer's news, a lost connection) moves every version
 * (docs/decisions/0042-stock-versions-per-dealer.md).
 */
export interface StockVersions {
  /**
   * The version of the cars of these dealers; of every car when `dealers` is undefined (a
   * scope that names no dealers can see any car). Equal strings: nothing they cover changed.
   */
  of(dealers: readonly string[] | undefined): string;
  /** These dealers' cars changed; every car may have when `dealers` is undefined. */
  changed(dealers?: Iterable<string>): void;
}

export function createStockVersions(): StockVersions {
  // `all` moves with every change whose dealers are unknown; `any` with every change at all.
  let all = 0;
  let any = 0;
  const byDealer = new Map<string, number>();
  return {
    of(dealers) {
      if (!dealers) return `${all}:${any}`;
      let version = String(all);
      for (const dealer of dealers) version += `:${byDealer.get(dealer) ?? 0}`;
      return version;
    },
    changed(dealers) {
      any += 1;
      if (!dealers) {
        all += 1;
        return;
      }
      for (const slug of dealers) {
        const dealer = normalizeFacetString(slug);
        byDealer.set(dealer, (byDealer.get(dealer) ?? 0) + 1);
      }
    },
  };
}
