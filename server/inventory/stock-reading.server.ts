// The embedded index is filled at start-up one site's stock at a time. A fleet's stock is read,
// checked and derived (tenant-documents.server.ts) on a worker thread a few sites ahead of the
// engine, which indexes on this one: on two cores the reading and its garbage, a sixth of a
// 300-site start's CPU, costs this thread only the copy of each site's documents
// (docs/decisions/0038-stock-read-on-a-second-thread.md).
import fs from 'node:fs';
import type { CarDocument } from '#server/search/cars-document.server.ts';
import { startOwnThread } from '#server/startup/own-entry.server.ts';
import type { StockAnswer, StockRequest } from './read-stock.worker.ts';
import { readTenantDocuments, type StockOwner } from './tenant-documents.server.ts';
import { tenantInventoryPath } from './tenant-inventory-files.server.ts';

/** Below this much stock (bytes of stock files) starting a thread costs more than it saves. */
export const THREAD_MIN_STOCK_BYTES = 32 * 1024 * 1024;
/** Sites asked for ahead of the one indexed: the thread keeps busy, and memory holds few. */
const READ_AHEAD = 2;

export interface StockReadingOptions {
  /** Read on a worker thread; by default when the stock is at least THREAD_MIN_STOCK_BYTES. */
  thread?: boolean;
}

/**
 * Every site's stock as index documents, in the sites' order, a site read only once the
 * sites before it are. A file that fails its check ends the iteration with its error, as
 * reading it here would.
 */
export async function* eachTenantDocuments(
  dataDir: string,
  owners: readonly StockOwner[],
  options: StockReadingOptions = {},
): AsyncGenerator<CarDocument[]> {
  const thread = options.thread ?? stockBytes(dataDir, owners) >= THREAD_MIN_STOCK_BYTES;
  if (!thread) {
    for (const owner of owners) yield readTenantDocuments(dataDir, owner);
    return;
  }
  const reader = startStockReader(dataDir);
  try {
    const asked: Array<Promise<CarDocument[]>> = [];
    let next = 0;
    const askAhead = () => {
      while (next < owners.length && asked.length < READ_AHEAD)
        asked.push(reader.read(owners[next++]!));
    };
    askAhead();
    while (asked.length > 0) {
      const documents = await asked.shift()!;
      askAhead();
      yield documents;
    }
  } finally {
    await reader.close();
  }
}

function stockBytes(dataDir: string, owners: readonly StockOwner[]): number {
  let bytes = 0;
  for (const { slug } of owners) {
    bytes += fs.statSync(tenantInventoryPath(dataDir, slug), { throwIfNoEntry: false })?.size ?? 0;
  }
  return bytes;
}

interface StockReader {
  read(owner: StockOwner): Promise<CarDocument[]>;
  close(): Promise<void>;
}

function startStockReader(dataDir: string): StockReader {
  const worker = startOwnThread('read-stock', 'server/inventory/read-stock.worker.ts', {
    workerData: { dataDir },
  });
  const waiting = new Map<
    number,
    { resolve(documents: CarDocument[]): void; reject(error: Error): void }
  >();
  let lastId = 0;
  let failure: Error | undefined;
  let closing = false;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting.values()) reject(failure);
    waiting.clear();
  };
  worker.on('message', (answer: StockAnswer) => {
    const asker = waiting.get(answer.id);
    waiting.delete(answer.id);
    if ('error' in answer) asker?.reject(new Error(answer.error));
    else asker?.resolve(answer.documents);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => {
    if (!closing) failAll(new Error(`the stock-reading thread stopped (exit code ${code})`));
  });
  return {
    read(owner) {
      if (failure) return Promise.reject(failure);
      const id = ++lastId;
      const documents = new Promise<CarDocument[]>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
      });
      // Asked ahead: a site after a failed one is never awaited, and its failure is not news.
      documents.catch(() => {});
      const request: StockRequest = { id, owner: { slug: owner.slug, finance: owner.finance } };
      worker.postMessage(request);
      return documents;
    },
    async close() {
      closing = true;
      await worker.terminate();
    },
  };
}
