// A worker thread that reads, checks and derives sites' stock for the start-up's index fill
// (server/inventory/stock-reading.server.ts): one request at a time, in the order asked.
import { parentPort, workerData } from 'node:worker_threads';
import { readTenantDocuments, type StockOwner } from './tenant-documents.server.ts';

export interface StockRequest {
  id: number;
  owner: StockOwner;
}

export type StockAnswer =
  | { id: number; documents: ReturnType<typeof readTenantDocuments> }
  | { id: number; error: string };

const { dataDir } = workerData as { dataDir: string };

parentPort?.on('message', ({ id, owner }: StockRequest) => {
  let answer: StockAnswer;
  try {
    answer = { id, documents: readTenantDocuments(dataDir, owner) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});
