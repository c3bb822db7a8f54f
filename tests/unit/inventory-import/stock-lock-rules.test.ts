import { describe, expect, test } from 'vitest';
import {
  describeStockLockOwner,
  judgeStockLock,
  parseStockLockOwner,
  stagedStockFileName,
  stagedStockOf,
  type StockLockOwner,
} from '#server/inventory/stock-lock/stock-lock-rules.ts';

const owner = (pid: number, host: string, token = 't1'): StockLockOwner => ({
  pid,
  host,
  started_at: '2026-11-29T05:40:00.000Z',
  token,
});
const judge = {
  host: 'web-1',
  pid: 100,
  isRunning: (pid: number) => pid === 100 || pid === 200,
  holdsHere: (token: string) => token === 'mine',
  staleMs: 120_000,
};

describe('judgeStockLock', () => {
  test.each([
    ['a running writer on this host, fresh', owner(200, 'web-1'), 1_000, 'live'],
    ['a running writer on this host, silent past the bound', owner(200, 'web-1'), 130_000, 'stale'],
    ['a gone writer on this host, however fresh', owner(300, 'web-1'), 10, 'dead'],
    ['another writer of this process', owner(100, 'web-1', 'mine'), 1_000, 'live'],
    ['an earlier process given our pid', owner(100, 'web-1', 'old'), 1_000, 'dead'],
    [
      'a writer on another host, fresh (its pid means nothing here)',
      owner(300, 'web-2'),
      60_000,
      'live',
    ],
    ['a writer on another host, silent past the bound', owner(300, 'web-2'), 120_001, 'stale'],
    ['an unreadable lock, fresh (being written)', undefined, 5, 'live'],
    ['an unreadable lock, old', undefined, 200_000, 'stale'],
  ] as const)('%s: %s', (_name, lockOwner, ageMs, verdict) => {
    expect(judgeStockLock({ owner: lockOwner, ageMs }, judge)).toBe(verdict);
  });
});

describe('parseStockLockOwner', () => {
  test('reads back what a holder writes', () => {
    expect(parseStockLockOwner(JSON.stringify(owner(42, 'web-1')))).toEqual(owner(42, 'web-1'));
  });
  test.each([
    '',
    '{',
    '42',
    'null',
    '{"pid":"42","host":"h","started_at":"x","token":"t"}',
    '{"pid":42,"host":"h","token":"t"}',
  ])('not a lock: %j', (text) => expect(parseStockLockOwner(text)).toBeUndefined());
});

test('describeStockLockOwner names the process, the host and since when', () => {
  expect(describeStockLockOwner(owner(42, 'web-1'))).toBe(
    'process 42 on host web-1 since 2026-11-29T05:40:00.000Z',
  );
  expect(describeStockLockOwner(undefined)).toBe('a writer that is just starting');
});

describe('staged stock file names', () => {
  test('round trip', () => {
    expect(stagedStockOf(stagedStockFileName('bayside-mazda', 4182))).toEqual({
      tenant: 'bayside-mazda',
      pid: 4182,
    });
  });
  test.each([
    'bayside-mazda.json',
    '.bayside-mazda.lock',
    '.bayside-mazda.json.x.tmp',
    '.bayside-mazda.json.0.tmp',
    'bayside-mazda.json.12.tmp',
    '.bayside-mazda.json.12.tmp.bak',
  ])('not a staged stock file: %s', (name) => expect(stagedStockOf(name)).toBeUndefined());
});
