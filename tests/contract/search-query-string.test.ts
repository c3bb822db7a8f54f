import { beforeAll, expect, it } from 'vitest';
import { describeEachTarget } from './support/targets.ts';

/**
 * `GET /indexes/:uid/search` reads its query string as Meilisearch 1.15's
 * `SearchQueryGet` does (its tests: "search_bad_retrieve_vectors", the hybrid
 * GET tests): every boolean is `true` or `false`, lists are comma-separated,
 * `hybridEmbedder`/`hybridSemanticRatio`/`vector` stand for the body's
 * `hybrid` and `vector`, and an unknown parameter is refused.
 */
describeEachTarget('search with a query string', (target) => {
  let uid = '';
  beforeAll(async () => {
    uid = target().uid('search_get');
    await target().client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    await target()
      .client.index(uid)
      .addDocuments([
        { id: 1, title: 'red ute' },
        { id: 2, title: 'blue hatch' },
      ])
      .waitTask();
  });

  const search = async (query: string) => {
    const response = await target().fetch(`/indexes/${uid}/search?${query}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('reads every boolean parameter as true or false', async () => {
    for (const name of [
      'retrieveVectors',
      'showMatchesPosition',
      'showRankingScore',
      'showRankingScoreDetails',
    ]) {
      for (const value of ['true', 'false']) {
        const answer = await search(`q=red&${name}=${value}`);
        expect(answer.status, `${name}=${value}`).toBe(200);
        expect(answer.body.hits).toHaveLength(1);
      }
    }
    expect((await search('q=red&showRankingScore=true')).body.hits).toMatchObject([
      { id: 1, _rankingScore: expect.any(Number) },
    ]);
  });

  it('refuses any other value of a boolean parameter', async () => {
    for (const raw of ['', 'doggo', '1']) {
      expect(await search(`retrieveVectors=${raw}`)).toEqual({
        status: 400,
        body: {
          message: `Invalid value in parameter \`retrieveVectors\`: could not parse \`${raw}\` as a boolean, expected either \`true\` or \`false\``,
          code: 'invalid_search_retrieve_vectors',
          type: 'invalid_request',
          link: 'https://docs.meilisearch.com/errors#invalid_search_retrieve_vectors',
        },
      });
    }
  });

  it('describes a wrong value in a search body as Meilisearch does', async () => {
    const response = await target().fetch(`/indexes/${uid}/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ retrieveVectors: [true] }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalid_search_retrieve_vectors',
      message:
        'Invalid value type at `.retrieveVectors`: expected a boolean, but found an array: `[true]`',
    });
  });

  it('refuses an unknown parameter, naming the ones it takes', async () => {
    const answer = await search('q=red&doggo=1');
    expect(answer).toMatchObject({ status: 400, body: { code: 'bad_request' } });
    expect(answer.body.message).toMatch(
      /^Unknown parameter `doggo`: expected one of `q`, `vector`, `offset`, `limit`, .*`locales`$/,
    );
    expect((await search('limt=1')).body.message).toMatch(
      /^Unknown parameter `limt`: did you mean `limit`\? expected one of /,
    );
  });

  it('reads the ranking score threshold and the hybrid parameters', async () => {
    expect((await search('q=red&rankingScoreThreshold=0.1')).body.hits).toHaveLength(1);
    expect(await search('rankingScoreThreshold=doggo')).toMatchObject({
      status: 400,
      body: {
        code: 'invalid_search_ranking_score_threshold',
        message:
          'Invalid value in parameter `rankingScoreThreshold`: the value of `rankingScoreThreshold` is invalid, expected a float between `0.0` and `1.0`.',
      },
    });
    expect(await search('hybridSemanticRatio=0.5')).toMatchObject({
      status: 400,
      body: {
        code: 'invalid_search_hybrid_query',
        message: '`hybridEmbedder` is mandatory when `hybridSemanticRatio` is present',
      },
    });
    expect(await search('vector=0.1,0.2')).toMatchObject({
      status: 400,
      body: {
        code: 'missing_search_hybrid',
        message: '`hybridEmbedder` is mandatory when `vector` is present',
      },
    });
    expect(await search('hybridEmbedder=doggo')).toMatchObject({
      status: 400,
      body: { code: 'invalid_search_embedder' },
    });
  });
});
