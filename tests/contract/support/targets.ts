import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe } from 'vitest';
import { Meilisearch } from 'meilisearch';
import {
  instantMeiliSearch,
  type InstantMeiliSearchObject,
} from '@meilisearch/instant-meilisearch';
import type { SearchEngine } from '../../../server/search/engine/types.ts';
import {
  createSearchHandler,
  type SearchHandler,
  type SearchHandlerOptions,
} from '../../../server/search/engine/http/handle-request.ts';
import {
  createInProcessFetch,
  createInProcessHttpClient,
  createMeiliSearchForHandler,
  IN_PROCESS_HOST,
} from '../../../server/search/engine/http/in-process-client.ts';
import { listenSearchServer } from '../../../server/search/engine/http/express-adapter.ts';

/**
 * Where the contract suite runs: the embedded engine through the in-process client
 * hook, the embedded engine over real HTTP (the standalone server on a free port),
 * and a real Meilisearch when MEILI_HOST is set (MEILI_API_KEY optional).
 */
export type TargetKind = 'in-process' | 'http' | 'meilisearch';

export interface ContractTarget {
  kind: TargetKind;
  embedded: boolean;
  client: Meilisearch;
  /** A fresh instant-meilisearch client (its result cache never expires). */
  instant(): InstantMeiliSearchObject;
  /** A raw request to the target's API; `auth` adds the configured key. */
  fetch(path: string, init?: RequestInit & { auth?: boolean }): Promise<Response>;
  /** A unique index uid for this run. */
  uid(name: string): string;
  close(): Promise<void>;
}

const ENGINE_FILE = fileURLToPath(
  new URL('../../../server/search/engine/search-engine.ts', import.meta.url),
);

/** The embedded targets need the engine; until it exists they skip with this reason. */
export const engineMissingReason = fs.existsSync(ENGINE_FILE)
  ? null
  : 'server/search/engine/search-engine.ts does not exist yet (engine not built)';

const meiliHost = process.env.MEILI_HOST || undefined;
const meiliApiKey = process.env.MEILI_API_KEY || undefined;

export const TARGETS: ReadonlyArray<{ kind: TargetKind; skipReason: string | null }> = [
  { kind: 'in-process', skipReason: engineMissingReason },
  { kind: 'http', skipReason: engineMissingReason },
  { kind: 'meilisearch', skipReason: meiliHost ? null : 'MEILI_HOST is not set' },
];

/**
 * Declares `body` once per target, opening the target before its tests and closing
 * it after; an unavailable target is skipped with the reason in its title.
 */
export function describeEachTarget(
  title: string,
  body: (target: () => ContractTarget, kind: TargetKind) => void,
  handlerOptions: SearchHandlerOptions = {},
): void {
  for (const { kind, skipReason } of TARGETS) {
    const name = skipReason ? `${title} [${kind}] (skipped: ${skipReason})` : `${title} [${kind}]`;
    describe.skipIf(skipReason !== null)(name, () => {
      let target: ContractTarget | undefined;
      beforeAll(async () => {
        target = await openTarget(kind, handlerOptions);
      });
      afterAll(async () => {
        await target?.close();
      });
      body(() => {
        if (!target) throw new Error(`contract target ${kind} is not open`);
        return target;
      }, kind);
    });
  }
}

export async function createEngine(): Promise<SearchEngine> {
  const module = (await import(/* @vite-ignore */ ENGINE_FILE)) as {
    createSearchEngine: (options?: unknown) => SearchEngine;
  };
  return module.createSearchEngine();
}

let uidCounter = 0;
const runId = `${process.pid.toString(36)}${Date.now().toString(36)}`;

export async function openTarget(
  kind: TargetKind,
  handlerOptions: SearchHandlerOptions = {},
): Promise<ContractTarget> {
  const created: string[] = [];
  const uid = (name: string) => {
    const value = `contract_${name}_${runId}_${(uidCounter += 1)}`;
    created.push(value);
    return value;
  };
  if (kind === 'meilisearch') {
    const host = meiliHost ?? '';
    const client = new Meilisearch({ host, ...(meiliApiKey ? { apiKey: meiliApiKey } : {}) });
    return {
      kind,
      embedded: false,
      client,
      instant: () => instantMeiliSearch(host, meiliApiKey ?? ''),
      fetch: (path, init) => fetch(new URL(path, host), withAuth(init, meiliApiKey)),
      uid,
      close: async () => {
        for (const value of created) await client.deleteIndexIfExists(value);
      },
    };
  }
  const engine = await createEngine();
  const handler: SearchHandler = createSearchHandler(engine, handlerOptions);
  const key = handlerOptions.masterKey;
  if (kind === 'in-process') {
    const client = createMeiliSearchForHandler(handler, key !== undefined ? { apiKey: key } : {});
    const httpClient = createInProcessHttpClient(handler);
    const inProcessFetch = createInProcessFetch(handler);
    return {
      kind,
      embedded: true,
      client,
      instant: () => instantMeiliSearch(IN_PROCESS_HOST, key ?? '', { httpClient }),
      fetch: (path, init) => inProcessFetch(new URL(path, IN_PROCESS_HOST), withAuth(init, key)),
      uid,
      close: () => engine.waitForTasks(),
    };
  }
  const server = await listenSearchServer(handler, {
    port: 0,
    ...(handlerOptions.maxPayloadBytes !== undefined
      ? { maxPayloadBytes: handlerOptions.maxPayloadBytes }
      : {}),
  });
  const client = new Meilisearch({
    host: server.url,
    ...(key !== undefined ? { apiKey: key } : {}),
  });
  return {
    kind,
    embedded: true,
    client,
    instant: () => instantMeiliSearch(server.url, key ?? ''),
    fetch: (path, init) => fetch(new URL(path, server.url), withAuth(init, key)),
    uid,
    close: async () => {
      await server.close();
      await engine.waitForTasks();
    },
  };
}

function withAuth(init: (RequestInit & { auth?: boolean }) | undefined, key: string | undefined) {
  const { auth = true, ...rest } = init ?? {};
  const headers = new Headers(rest.headers);
  if (auth && key !== undefined && !headers.has('authorization')) {
    headers.set('authorization', `Bearer ${key}`);
  }
  return { ...rest, headers };
}
