import { beforeAll, expect, it } from 'vitest';
import { describeEachTarget } from './support/targets.ts';

// Meilisearch's tokenization settings (separatorTokens, nonSeparatorTokens,
// dictionary): each one changes how documents and queries are split into
// words, and changing it re-indexes the documents.
const DOCUMENTS = [
  { id: 1, title: 'redzzblue paint' },
  { id: 2, title: 'C# guide' },
  { id: 3, title: 'C guide' },
  { id: 4, title: 'J. R. R. Tolkien' },
  { id: 5, title: 'R. J. Tolkien' },
];

const ids = (hits: ReadonlyArray<Record<string, unknown>>) =>
  hits.map((hit) => hit.id as number).sort((a, b) => a - b);
const sorted = (values: readonly string[]) => [...values].sort();

describeEachTarget('tokenization settings', (target) => {
  let uid = '';
  const index = () => target().client.index(uid);
  const search = async (q: string) => ids((await index().search(q)).hits);

  beforeAll(async () => {
    uid = target().uid('tokenization');
    await target().client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    await index().addDocuments(DOCUMENTS).waitTask();
  });

  it('defaults to empty lists in the settings and on each sub-route', async () => {
    const settings = await index().getSettings();
    expect(settings).toMatchObject({ separatorTokens: [], nonSeparatorTokens: [], dictionary: [] });
    expect(await index().getSeparatorTokens()).toEqual([]);
    expect(await index().getNonSeparatorTokens()).toEqual([]);
    expect(await index().getDictionary()).toEqual([]);
  });

  it('splits words on separatorTokens, at indexing and query time, until reset', async () => {
    expect(await search('blue')).toEqual([]);
    const task = await index().updateSeparatorTokens(['zz', '&sep']).waitTask();
    expect(task).toMatchObject({ status: 'succeeded', type: 'settingsUpdate' });
    expect(sorted(await index().getSeparatorTokens())).toEqual(['&sep', 'zz']);
    expect(await search('blue')).toEqual([1]);
    expect(await search('red')).toEqual([1]);
    // The query is split by the same tokens.
    expect(await search('redzzblue')).toEqual([1]);
    // Highlighting splits the text the same way.
    const highlighted = await index().search('blue', { attributesToHighlight: ['title'] });
    expect(highlighted.hits[0]?._formatted?.title).toBe('redzz<em>blue</em> paint');
    await index().resetSeparatorTokens().waitTask();
    expect(await index().getSeparatorTokens()).toEqual([]);
    expect(await search('blue')).toEqual([]);
  });

  it('keeps nonSeparatorTokens inside words', async () => {
    // By default `#` separates: "c#" searches the word "c".
    expect(await search('c#')).toEqual([2, 3]);
    await index().updateNonSeparatorTokens(['#']).waitTask();
    expect(await index().getNonSeparatorTokens()).toEqual(['#']);
    expect(await search('c#')).toEqual([2]);
    await index().resetNonSeparatorTokens().waitTask();
    expect(await search('c#')).toEqual([2, 3]);
  });

  it('indexes and searches dictionary entries as single words', async () => {
    expect(await search('J. R. R.')).toEqual([4, 5]);
    await index().updateDictionary(['J. R. R.']).waitTask();
    expect(await index().getDictionary()).toEqual(['J. R. R.']);
    expect(await search('J. R. R.')).toEqual([4]);
    const highlighted = await index().search('tolkien J. R. R.', {
      attributesToHighlight: ['title'],
    });
    expect(highlighted.hits[0]?._formatted?.title).toBe('<em>J. R. R.</em> <em>Tolkien</em>');
    await index().resetDictionary().waitTask();
    expect(await index().getDictionary()).toEqual([]);
  });

  it('takes the three settings from the global settings route and resets them with it', async () => {
    await index()
      .updateSettings({
        separatorTokens: ['zz'],
        nonSeparatorTokens: ['#'],
        dictionary: ['J. R. R.'],
      })
      .waitTask();
    expect(await index().getSettings()).toMatchObject({
      separatorTokens: ['zz'],
      nonSeparatorTokens: ['#'],
      dictionary: ['J. R. R.'],
    });
    expect(await search('blue')).toEqual([1]);
    await index().resetSettings().waitTask();
    expect(await index().getSettings()).toMatchObject({
      separatorTokens: [],
      nonSeparatorTokens: [],
      dictionary: [],
    });
    expect(await search('blue')).toEqual([]);
  });

  it('refuses a value that is not a list of strings with the setting’s error code', async () => {
    for (const [route, code] of [
      ['separator-tokens', 'invalid_settings_separator_tokens'],
      ['non-separator-tokens', 'invalid_settings_non_separator_tokens'],
      ['dictionary', 'invalid_settings_dictionary'],
    ] as const) {
      const response = await target().fetch(`/indexes/${uid}/settings/${route}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify('zz'),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code, type: 'invalid_request' });
    }
  });
});
