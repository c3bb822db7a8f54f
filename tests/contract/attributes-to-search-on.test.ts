import { beforeAll, expect, it } from 'vitest';
import { idsOf } from './support/cars-fixture.ts';
import { describeEachTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

// Meilisearch's `attributesToSearchOn`: the query matches only in the listed
// attributes, each of which must be searchable; `*` means all of them.
const CARS = [
  { id: 1, title: 'Red Corolla', description: 'blue interior', make: 'Toyota', city: 'Perth' },
  { id: 2, title: 'Blue Mazda', description: 'red seats', make: 'Mazda', city: 'Perth' },
  { id: 3, title: 'Green Ranger', description: 'one owner', make: 'Ford', city: 'Red Hill' },
];

const sorted = (hits: ReadonlyArray<Record<string, unknown>>) => idsOf(hits).sort((a, b) => a - b);

describeEachTarget('attributesToSearchOn', (target) => {
  let uid = '';
  const index = () => target().client.index(uid);

  beforeAll(async () => {
    uid = target().uid('search-on');
    await target().client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    const settings = await index()
      .updateSettings({ searchableAttributes: ['title', 'description', 'make'] })
      .waitTask();
    expect(settings.status).toBe('succeeded');
    const added = await index().addDocuments(CARS).waitTask();
    expect(added.status).toBe('succeeded');
  });

  it('matches only in the listed attributes', async () => {
    expect(sorted((await index().search('red')).hits)).toEqual([1, 2]);
    const title = await index().search('red', { attributesToSearchOn: ['title'] });
    expect(idsOf(title.hits)).toEqual([1]);
    expect(title.estimatedTotalHits).toBe(1);
    const description = await index().search('red', { attributesToSearchOn: ['description'] });
    expect(idsOf(description.hits)).toEqual([2]);
    const both = await index().search('red', { attributesToSearchOn: ['description', 'title'] });
    expect(sorted(both.hits)).toEqual([1, 2]);
  });

  it('searches every searchable attribute for `*`', async () => {
    const result = await index().search('red', { attributesToSearchOn: ['*'] });
    expect(sorted(result.hits)).toEqual([1, 2]);
  });

  it('applies to phrases and negations too', async () => {
    const phrase = await index().search('"blue interior"', { attributesToSearchOn: ['title'] });
    expect(phrase.hits).toEqual([]);
    const negated = await index().search('-red', { attributesToSearchOn: ['title'] });
    expect(sorted(negated.hits)).toEqual([2, 3]);
  });

  it('still returns whole documents', async () => {
    const result = await index().search('corolla', { attributesToSearchOn: ['title'] });
    expect(result.hits).toEqual([CARS[0]]);
  });

  it('is read from the query string of a GET search', async () => {
    const response = await target().fetch(
      `/indexes/${uid}/search?q=red&attributesToSearchOn=description`,
      { auth: true },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { hits: Array<Record<string, unknown>> };
    expect(idsOf(body.hits)).toEqual([2]);
  });

  it('rejects an attribute that is not searchable', async () => {
    for (const attributes of [['city'], ['nope'], ['*', 'nope']]) {
      const error = await expectApiError(
        index().search('red', { attributesToSearchOn: attributes }),
        { status: 400, code: 'invalid_search_attributes_to_search_on' },
      );
      const name = attributes[attributes.length - 1];
      expect(error.cause?.message).toBe(
        `Index \`${uid}\`: Attribute \`${name}\` is not searchable. Available searchable attributes are: \`description, make, title\`.`,
      );
    }
  });

  it('hides the searchable attributes that are not displayed from the message', async () => {
    const hidden = target().uid('search-on-hidden');
    await target().client.createIndex(hidden, { primaryKey: 'id' }).waitTask();
    const settings = await target()
      .client.index(hidden)
      .updateSettings({
        searchableAttributes: ['title', 'description'],
        displayedAttributes: ['id', 'title'],
      })
      .waitTask();
    expect(settings.status).toBe('succeeded');
    const error = await expectApiError(
      target()
        .client.index(hidden)
        .search('red', { attributesToSearchOn: ['nope'] }),
      { status: 400, code: 'invalid_search_attributes_to_search_on' },
    );
    expect(error.cause?.message).toBe(
      `Index \`${hidden}\`: Attribute \`nope\` is not searchable. Available searchable attributes are: \`title, <..hidden-attributes>\`.`,
    );
  });

  it('rejects a value that is not an array of strings', async () => {
    const error = await expectApiError(
      index().search('red', { attributesToSearchOn: 'title' as unknown as string[] }),
      { status: 400, code: 'invalid_search_attributes_to_search_on' },
    );
    expect(error.cause?.message).toBe(
      'Invalid value type at `.attributesToSearchOn`: expected an array, but found a string: `"title"`',
    );
  });
});
