// `npm run image:check`: builds the image and checks what an operator relies on (docs/operations.md,
// "Docker"): it starts read-only as a non-root user and serves all five sites, stops on SIGTERM
// during a first start and under load with exit 0, restarts on the same volume, and holds no
// TypeScript loader or bundler. Prints build time, image size, first-start and restart times
// to the first 200. Needs a container engine (`docker`, or CONTAINER_ENGINE=podman); without
// one it says so and exits 2: nothing was checked.
import { execFileSync, spawnSync } from 'node:child_process';
import http from 'node:http';
import { DEMO_SLUGS } from '../tests/support/test-platform.ts';

const ENGINE = process.env.CONTAINER_ENGINE || 'docker';
const IMAGE = process.env.IMAGE_TAG || 'dealer-platform:check';
const PORT = Number(process.env.IMAGE_CHECK_PORT) || 38080;
const run = (...args: string[]) => execFileSync(ENGINE, args, { encoding: 'utf8' }).trim();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const probe = spawnSync(ENGINE, ['info'], { encoding: 'utf8' });
if (probe.status !== 0) {
  console.error(
    `image:check: no container engine answers (\`${ENGINE} info\` failed: ${(probe.stderr || String(probe.error)).trim().split('\n')[0]}).\n` +
      'The image checks need one (Docker, or Podman with CONTAINER_ENGINE=podman); nothing was checked.',
  );
  process.exit(2);
}

function statusOf(host: string, path = '/'): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port: PORT, path, headers: { host } }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode!));
    });
    req.once('error', () => resolve(0));
    req.setTimeout(5_000, () => req.destroy());
  });
}

async function waitFor200(host: string, timeoutMs = 300_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if ((await statusOf(host)) === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no 200 from ${host} in ${seconds(timeoutMs)}`);
}

/** A hardened container: read-only root, the volume at /data, no tmpfs, default user. */
function startContainer(name: string, volume: string): number {
  const started = Date.now();
  run(
    'run', '--detach', '--name', name, '--read-only', '--volume', `${volume}:/data`,
    '--publish', `127.0.0.1:${PORT}:3000`, '--env', 'DEMO_INVENTORY=true',
    '--env', 'LEAD_EMAIL=files', IMAGE,
  ); // prettier-ignore
  return started;
}

function stopContainer(name: string): { exitCode: number; ms: number } {
  const started = Date.now();
  run('stop', '--time', '10', name);
  const exitCode = Number(run('inspect', '--format', '{{.State.ExitCode}}', name));
  return { exitCode, ms: Date.now() - started };
}

const remove = (...names: string[]) => spawnSync(ENGINE, ['rm', '--force', ...names]);
const volume = `dealer-check-${process.pid}`;
const names = ['first', 'early-stop', 'restart'].map((n) => `dealer-check-${n}`);
remove(...names);

try {
  const building = Date.now();
  execFileSync(ENGINE, ['build', '--tag', IMAGE, '.'], { stdio: 'inherit' });
  console.log(`build: ${seconds(Date.now() - building)}`);
  const bytes = Number(run('image', 'inspect', '--format', '{{.Size}}', IMAGE));
  console.log(`image size: ${Math.round(bytes / 1e6)} MB`);

  const tools = spawnSync(ENGINE, ['run', '--rm', '--entrypoint', 'node', IMAGE, '-e',
    "for (const m of ['tsx', 'esbuild']) { try { require.resolve(m); process.exit(1) } catch {} }"]); // prettier-ignore
  check(tools.status === 0, 'no tsx or esbuild in the image');

  // SIGTERM during a first start on an empty volume (the database being made).
  run('volume', 'create', volume);
  startContainer(names[1]!, volume);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const early = stopContainer(names[1]!);
  check(
    early.exitCode === 0,
    `SIGTERM during start-up: exit ${early.exitCode} in ${seconds(early.ms)}`,
  );

  // The first start proper on that volume, read-only, as a non-root user.
  const firstStarted = startContainer(names[0]!, volume);
  await waitFor200(`${DEMO_SLUGS[0]}.localhost`);
  console.log(`first start to first 200: ${seconds(Date.now() - firstStarted)}`);
  check(run('exec', names[0]!, 'id', '-u') !== '0', 'runs as a non-root user');
  for (const slug of DEMO_SLUGS) {
    check((await statusOf(`${slug}.localhost`)) === 200, `serves ${slug}`);
  }
  const first = stopContainer(names[0]!);
  check(first.exitCode === 0, `SIGTERM while idle: exit ${first.exitCode}`);

  // Restart on the same volume, then SIGTERM under load.
  const restarted = startContainer(names[2]!, volume);
  await waitFor200(`${DEMO_SLUGS[0]}.localhost`);
  console.log(`restart to first 200: ${seconds(Date.now() - restarted)}`);
  let loading = true;
  const load = Promise.all(
    Array.from({ length: 20 }, async (_, worker) => {
      while (loading) await statusOf(`${DEMO_SLUGS[worker % DEMO_SLUGS.length]}.localhost`);
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const loaded = stopContainer(names[2]!);
  loading = false;
  await load;
  check(
    loaded.exitCode === 0,
    `SIGTERM under load: exit ${loaded.exitCode} in ${seconds(loaded.ms)}`,
  );
} finally {
  remove(...names);
  spawnSync(ENGINE, ['volume', 'rm', '--force', volume]);
}

console.log(
  failures.length === 0 ? 'image:check passed' : `image:check: ${failures.length} failed`,
);
process.exit(failures.length === 0 ? 0 : 1);
