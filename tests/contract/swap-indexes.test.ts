import { expect, it } from 'vitest';
import type { IndexSwap } from 'meilisearch';
import { describeEachTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

// Meilisearch 1.15's body is `[{ indexes: [a, b] }]`; the client's type also has
// `rename`, a field of later versions.
const pair = (a: string, b: string) => ({ indexes: [a, b] }) as unknown as IndexSwap;

describeEachTarget('swap indexes', (target) => {
  const post = (body: unknown) =>
    target().fetch('/swap-indexes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const expectError = async (body: unknown, status: number, code: string, message?: string) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    const error = (await response.json()) as { code: string; type: string; message: string };
    expect(error).toMatchObject({ code, type: 'invalid_request' });
    if (message !== undefined) expect(error.message).toBe(message);
  };

  async function indexWith(name: string, documents: Array<Record<string, unknown>>) {
    const uid = target().uid(name);
    await target().client.index(uid).addDocuments(documents, { primaryKey: 'id' }).waitTask();
    return uid;
  }

  it('swaps the documents and settings of two indexes in one indexSwap task', async () => {
    const client = target().client;
    const a = await indexWith('swap_a', [{ id: 1, from: 'a' }]);
    const b = await indexWith('swap_b', [
      { id: 1, from: 'b' },
      { id: 2, from: 'b' },
    ]);
    await client.index(b).updateFilterableAttributes(['from']).waitTask();

    const enqueued = await client.swapIndexes([pair(a, b)]);
    expect(enqueued).toMatchObject({ indexUid: null, status: 'enqueued', type: 'indexSwap' });
    const task = await client.tasks.waitForTask(enqueued.taskUid);
    expect(task).toMatchObject({
      status: 'succeeded',
      type: 'indexSwap',
      indexUid: null,
      details: { swaps: [{ indexes: [a, b] }] },
    });

    expect((await client.index(a).getDocuments()).results).toEqual([
      { id: 1, from: 'b' },
      { id: 2, from: 'b' },
    ]);
    expect((await client.index(b).getDocuments()).results).toEqual([{ id: 1, from: 'a' }]);
    expect(await client.index(a).getFilterableAttributes()).toEqual(['from']);
    expect(await client.index(b).getFilterableAttributes()).toEqual([]);
    expect((await client.index(a).search('', { filter: 'from = b' })).hits).toHaveLength(2);
  });

  it('rewrites the task history: earlier tasks of one index name the other', async () => {
    const client = target().client;
    const a = await indexWith('history_a', [{ id: 1 }]);
    const b = await indexWith('history_b', [{ id: 2 }]);
    const before = await client.tasks.getTasks({ indexUids: [a] });
    const addedToA = before.results.find((task) => task.type === 'documentAdditionOrUpdate')!;
    await client.swapIndexes([pair(a, b)]).waitTask();
    expect((await client.tasks.getTask(addedToA.uid)).indexUid).toBe(b);
  });

  it('swaps several pairs at once', async () => {
    const client = target().client;
    const [a, b, c, d] = await Promise.all(
      ['multi_a', 'multi_b', 'multi_c', 'multi_d'].map((name) =>
        indexWith(name, [{ id: 1, name }]),
      ),
    );
    const task = await client.swapIndexes([pair(a!, b!), pair(c!, d!)]).waitTask();
    expect(task.status).toBe('succeeded');
    expect(await client.index(a!).getDocument(1)).toEqual({ id: 1, name: 'multi_b' });
    expect(await client.index(d!).getDocument(1)).toEqual({ id: 1, name: 'multi_c' });
  });

  it('fails the task with index_not_found and swaps nothing when an index is missing', async () => {
    const client = target().client;
    const a = await indexWith('missing_a', [{ id: 1, from: 'a' }]);
    const b = await indexWith('missing_b', [{ id: 1, from: 'b' }]);
    const ghost = target().uid('missing_ghost');
    const task = await client.swapIndexes([pair(a, b), pair(ghost, target().uid('x'))]).waitTask();
    expect(task.status).toBe('failed');
    expect(task.error).toMatchObject({ code: 'index_not_found', type: 'invalid_request' });
    expect(await client.index(a).getDocument(1)).toEqual({ id: 1, from: 'a' });

    const one = await client.swapIndexes([pair(a, ghost)]).waitTask();
    expect(one.error).toMatchObject({
      code: 'index_not_found',
      message: `Index \`${ghost}\` not found.`,
    });
  });

  it('answers invalid_swap_duplicate_index_found when an index appears twice', async () => {
    await expectError(
      [{ indexes: ['doggo', 'doggo'] }],
      400,
      'invalid_swap_duplicate_index_found',
      'Indexes must be declared only once during a swap. `doggo` was specified several times.',
    );
    await expectApiError(
      target().client.swapIndexes([pair('doggo', 'catto'), pair('x', 'doggo')]),
      {
        status: 400,
        code: 'invalid_swap_duplicate_index_found',
      },
    );
  });

  it('answers invalid_swap_indexes unless each swap names exactly two indexes', async () => {
    await expectError(
      [{ indexes: ['doggo'] }],
      400,
      'invalid_swap_indexes',
      'Two indexes must be given for each swap. The list `["doggo"]` contains 1 indexes.',
    );
    await expectError(
      [{ indexes: ['doggo', 'crabo', 'croco'] }],
      400,
      'invalid_swap_indexes',
      'Two indexes must be given for each swap. The list `["doggo", "crabo", "croco"]` contains 3 indexes.',
    );
    await expectError(
      [{ indexes: 'doggo' }],
      400,
      'invalid_swap_indexes',
      'Invalid value type at `[0].indexes`: expected an array, but found a string: `"doggo"`',
    );
    await expectError([{ indexes: ['doggo', 'not valid!'] }], 400, 'invalid_swap_indexes');
  });

  it('answers bad_request for a body that is not a list of objects', async () => {
    await expectError(
      'doggo',
      400,
      'bad_request',
      'Invalid value type: expected an array, but found a string: `"doggo"`',
    );
    await expectError(
      ['doggo'],
      400,
      'bad_request',
      'Invalid value type at `[0]`: expected an object, but found a string: `"doggo"`',
    );
    await expectError([{}], 400, 'missing_swap_indexes');
  });

  it('rejects `rename`, a field Meilisearch 1.15 does not know', async () => {
    const { pkgVersion } = await target().client.getVersion();
    // Later versions (1.18) accept it; these expectations are 1.15's.
    if (!pkgVersion.startsWith('1.15.')) return;
    const a = target().uid('rename_a');
    await expectError(
      [{ indexes: [a, target().uid('rename_b')], rename: false }],
      400,
      'bad_request',
      'Unknown field `rename` inside `[0]`: expected one of `indexes`',
    );
  });
});
