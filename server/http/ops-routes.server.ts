import { Router } from 'express';
import { noteNotReady } from './request-log.server.ts';

export interface ReadinessCheck {
  name: string;
  check(): Promise<void> | void;
  /**
   * When this check fails, readiness answers 503 at once without waiting for the others: a
   * shutting-down instance must drop out of the balancer now, not after a database query that
   * waits behind the load (docs/operations.md, Shutdown).
   */
  failFast?: boolean;
}

type CheckResult = { name: string; ok: true } | { name: string; ok: false; error: string };

async function runCheck({ name, check }: ReadinessCheck): Promise<CheckResult> {
  try {
    await check();
    return { name, ok: true };
  } catch (error) {
    return { name, ok: false, error: (error as Error).message };
  }
}

/** Liveness says the process answers; readiness runs every dependency check. */
export function opsRoutes(checks: ReadinessCheck[]): Router {
  const router = Router();
  const failFast = checks.filter((check) => check.failFast);
  const others = checks.filter((check) => !check.failFast);
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const first = await Promise.all(failFast.map(runCheck));
    let results = first.some((result) => !result.ok)
      ? first
      : [...first, ...(await Promise.all(others.map(runCheck)))];
    // A shutdown that began while the slower checks ran answers 503, not a stale 200.
    if (results.every((result) => result.ok)) {
      const again = await Promise.all(failFast.map(runCheck));
      if (again.some((result) => !result.ok)) results = again;
    }
    const ready = results.every((result) => result.ok);
    if (!ready) {
      noteNotReady(
        res,
        results.filter((result) => !result.ok).map((result) => result.name),
      );
    }
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks: results });
  });
  return router;
}
