// The image runs with a read-only root and a volume at /data, so the server must write
// nowhere but DATA_DIR: not the temporary folder (tsx's cache did), not HOME, not beside its
// code. The server bundle makes a first start on an empty DATA_DIR, serves every site and stops,
// under strace, and no file outside DATA_DIR is created, opened for writing, renamed or deleted.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startBundle, statusOf } from '../support/bundle-process.ts';
import { DEMO_SLUGS } from '../support/test-platform.ts';

const hasStrace = spawnSync('strace', ['-V']).status === 0;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'read-only-root-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const WRITES = /O_WRONLY|O_RDWR|O_CREAT|^\d+\s+(mkdir|rename|unlink|rmdir|link|symlink)/;

test.skipIf(!hasStrace)(
  'a first start, every site served and a stop write only inside DATA_DIR',
  async () => {
    const dataDir = path.join(root, 'data');
    const noWrites = path.join(root, 'not-writable');
    fs.mkdirSync(noWrites, { mode: 0o555 });
    const trace = path.join(root, 'trace.log');
    const server = await startBundle(
      { DATA_DIR: dataDir, DEMO_INVENTORY: 'true', TMPDIR: noWrites, HOME: noWrites },
      [
        'strace',
        '-f',
        '-qq',
        '--seccomp-bpf',
        '-o',
        trace,
        '-e',
        'trace=openat,mkdir,mkdirat,rename,renameat,renameat2,unlink,unlinkat,rmdir,link,symlink',
      ],
    );
    try {
      await server.ready(240_000);
      for (const slug of DEMO_SLUGS) {
        expect(await statusOf(server.port, `${slug}.localhost`, '/')).toBe(200);
      }
      expect(await statusOf(server.port, `${DEMO_SLUGS[0]}.localhost`, '/sitemap.xml')).toBe(200);
    } finally {
      // The signal goes to the server, as a container's stop does (strace would detach on it).
      const tracer = server.child.pid!;
      const serverPid = fs.readFileSync(`/proc/${tracer}/task/${tracer}/children`, 'utf8').trim();
      process.kill(Number(serverPid.split(' ')[0]), 'SIGTERM');
    }
    expect(await server.exited).toBe(0);
    const writes = fs
      .readFileSync(trace, 'utf8')
      .split('\n')
      .filter((line) => WRITES.test(line) && !/= -1 E/.test(line));
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.filter((line) => !line.includes(dataDir))).toEqual([]);
  },
  300_000,
);
