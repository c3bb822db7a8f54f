import { buildClient, isClientBuildStale } from '../../esbuild.config.ts';

/** API and browser tests render against the real production bundle; build it once per run. */
export default async function setup() {
  if (isClientBuildStale()) await buildClient({ minify: true });
}
