// Keeps this instance in step with its peers (decision 0027): what it changes it tells them,
// what they tell it it applies. With the embedded engine each instance has its own index, so
// a peer's reservation is written into it; with MEILI_HOST the cluster already has it, and
// only the stock version of the dealers whose cars they are moves (decision 0042).
import type { Logger } from 'pino';
import type { SearchService } from '../search/search-service.server.ts';
import {
  startClusterEvents,
  type ClusterEvent,
  type ClusterEvents,
} from './cluster-events.server.ts';

/** What this instance does about a peer's news. */
export interface PeerHandlers {
  /** A peer imported a site's stock: load it again (embedded), or only move the version. */
  inventory(slug: string): void;
  /** A peer saw the site folder change (a shared folder): look at it now. */
  sites(): void;
  /** Anything may have been missed (a lost connection): refresh everything. */
  refreshAll(): void;
}

export interface ClusterSync {
  /** The search every request uses: its reservations are told to the peers. */
  search: SearchService;
  publish(event: ClusterEvent): void;
  close(): Promise<void>;
}

/** Without DATABASE_URL there are no peers: the search as it is, and nothing to tell. */
export async function startClusterSync(options: {
  databaseUrl: string | undefined;
  search: SearchService;
  /** True when the index is this process's own (the embedded engine). */
  ownIndex: boolean;
  logger: Logger;
  peers: PeerHandlers;
}): Promise<ClusterSync> {
  const { search, logger, peers } = options;
  if (!options.databaseUrl) {
    return { search, publish: () => {}, close: async () => {} };
  }
  const events: ClusterEvents = await startClusterEvents({
    databaseUrl: options.databaseUrl,
    logger,
    onReconnect: peers.refreshAll,
    onEvent(event) {
      if (event.kind === 'sites') return peers.sites();
      if (event.kind === 'inventory') {
        return options.ownIndex ? peers.inventory(event.slug) : search.invalidate([event.slug]);
      }
      if (!options.ownIndex) return search.invalidate(event.dealers);
      search
        .setReserved(event.updates)
        .catch((error: unknown) =>
          logger.error(
            { err: error },
            "a peer's reservation not applied: the next reload applies it",
          ),
        );
    },
  });
  return {
    search: tellingPeers(search, events),
    publish: (event) => events.publish(event),
    close: () => events.close(),
  };
}

function tellingPeers(search: SearchService, events: ClusterEvents): SearchService {
  return {
    indexUid: search.indexUid,
    stockVersion: (site) => search.stockVersion(site),
    multiSearch: (queries) => search.multiSearch(queries),
    checkHealth: () => search.checkHealth(),
    invalidate: (dealers) => search.invalidate(dealers),
    documents: (query) => search.documents(query),
    async setReserved(updates) {
      const dealers = await search.setReserved(updates);
      events.publish({ kind: 'reserved', updates: [...updates], dealers: [...dealers] });
      return dealers;
    },
  };
}
