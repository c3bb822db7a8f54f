// The sites' stock loading at start-up (docs/decisions/0043-sites-served-as-their-stock-loads.md):
// one site at a time, a site asked for first, and a site's requests held until its own is in.
import { describe, expect, test } from 'vitest';
import { startStockLoading, StockLoadingStopped } from '#server/inventory/stock-loading.server.ts';

/** A load whose sites finish when the test says; `order` is the order they were started. */
function controlledLoad() {
  const order: string[] = [];
  const finish = new Map<string, (error?: Error) => void>();
  const load = (slug: string) =>
    new Promise<void>((resolve, reject) => {
      order.push(slug);
      finish.set(slug, (error) => (error ? reject(error) : resolve()));
    });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
  return { order, load, finish: (slug: string, error?: Error) => finish.get(slug)!(error), settle };
}

describe('startStockLoading', () => {
  test('loads the sites in order, one at a time, a site asked for first', async () => {
    const control = controlledLoad();
    const loading = startStockLoading(['a', 'b', 'c', 'd'], control.load);
    await control.settle();
    expect(control.order).toEqual(['a']);
    const forD = loading.ready(['d']);
    expect(forD).toBeInstanceOf(Promise);
    let dReady = false;
    void forD!.then(() => (dReady = true));
    control.finish('a');
    await control.settle();
    expect(control.order).toEqual(['a', 'd']);
    expect(dReady).toBe(false);
    control.finish('d');
    await control.settle();
    expect(dReady).toBe(true);
    expect(control.order).toEqual(['a', 'd', 'b']);
    control.finish('b');
    await control.settle();
    control.finish('c');
    await loading.done;
    expect(control.order).toEqual(['a', 'd', 'b', 'c']);
  });

  test('a loaded site, or a dealer it does not load, has nothing to wait for', async () => {
    const control = controlledLoad();
    const loading = startStockLoading(['a', 'b'], control.load);
    await control.settle();
    control.finish('a');
    await control.settle();
    expect(loading.ready(['a'])).toBeUndefined();
    expect(loading.ready(['elsewhere'])).toBeUndefined();
    expect(loading.ready(['a', 'b'])).toBeInstanceOf(Promise);
    control.finish('b');
    await loading.done;
    expect(loading.ready(['a', 'b'])).toBeUndefined();
    expect(loading.ready(undefined)).toBeUndefined();
  });

  test('the step before done (the warm-up) runs after the settle, its requests not held', async () => {
    const control = controlledLoad();
    const steps: string[] = [];
    const loading = startStockLoading(
      ['a'],
      control.load,
      async () => void steps.push('settled'),
      async () => {
        steps.push('warm-up');
        // A page of any site, even one whose scope names no dealer, answers at once.
        expect(loading.ready(['a'])).toBeUndefined();
        expect(loading.ready(undefined)).toBeUndefined();
        expect(() => loading.checkDone()).toThrow('1 of 1 sites');
      },
    );
    await control.settle();
    control.finish('a');
    await loading.done;
    expect(steps).toEqual(['settled', 'warm-up']);
    expect(() => loading.checkDone()).not.toThrow();
  });

  test('a scope naming no dealers waits for every site; readiness says how far it is', async () => {
    const control = controlledLoad();
    const loading = startStockLoading(['a', 'b'], control.load);
    const forAll = loading.ready(undefined);
    let allReady = false;
    void forAll!.then(() => (allReady = true));
    await control.settle();
    expect(() => loading.checkDone()).toThrow("loading the sites' stock: 0 of 2 sites");
    control.finish('a');
    await control.settle();
    expect(allReady).toBe(false);
    expect(() => loading.checkDone()).toThrow('1 of 2 sites');
    control.finish('b');
    await control.settle();
    expect(allReady).toBe(true);
    expect(() => loading.checkDone()).not.toThrow();
  });

  test('done, and ready, only once the finish after the last site has run', async () => {
    const control = controlledLoad();
    let finishIndex!: () => void;
    const finish = () => new Promise<void>((resolve) => (finishIndex = resolve));
    const loading = startStockLoading(['a'], control.load, finish);
    await control.settle();
    control.finish('a');
    await control.settle();
    expect(loading.ready(['a'])).toBeUndefined();
    expect(() => loading.checkDone()).toThrow('1 of 1 sites');
    finishIndex();
    await loading.done;
    expect(() => loading.checkDone()).not.toThrow();
  });

  test('a site that fails to load fails the loading and every request waiting', async () => {
    const control = controlledLoad();
    const loading = startStockLoading(['a', 'b'], control.load);
    const forB = loading.ready(['b'])!;
    await control.settle();
    control.finish('a', new Error('a.json: cars[3].year must be integer'));
    await expect(loading.done).rejects.toThrow('cars[3].year');
    await expect(forB).rejects.toThrow('cars[3].year');
    expect(control.order).toEqual(['a']);
  });

  test('stopped, it ends after the site loading now and fails the requests still waiting', async () => {
    const control = controlledLoad();
    const loading = startStockLoading(['a', 'b'], control.load);
    const forB = loading.ready(['b'])!;
    await control.settle();
    loading.stop();
    control.finish('a');
    await expect(loading.done).rejects.toBeInstanceOf(StockLoadingStopped);
    await expect(forB).rejects.toBeInstanceOf(StockLoadingStopped);
    expect(control.order).toEqual(['a']);
  });
});
