import { describe, expect, test } from 'vitest';
import { CAR_VOCABULARY, synonymsFromVocabulary } from '#shared/inventory/search-vocabulary.ts';

const synonyms = synonymsFromVocabulary(CAR_VOCABULARY);

describe('the cars index synonyms come from the car vocabulary', () => {
  test.each([
    ['pickup', ['ute']],
    ['dual cab', ['ute']],
    ['people carrier', ['people mover']],
    ['tray back', ['cab chassis']],
    ['hatch', ['hatchback']],
    ['hatchback', ['hatch']],
    ['station wagon', ['wagon']],
    // Both a body and a drive are written 4x4: one value.
    ['4wd', ['4x4']],
    ['2wd', ['fwd', 'rwd']],
    ['ev', ['electric']],
    ['phev', ['plug-in hybrid']],
    ['auto', ['automatic']],
    ['pre owned', ['used']],
    ['demonstrator', ['demo']],
  ])('%s searches for %j', (name, values) => {
    expect(synonyms[name]).toEqual(values);
  });

  test('a value never lists itself, and the words documents hold are not keys one way only', () => {
    for (const [key, values] of Object.entries(synonyms)) expect(values).not.toContain(key);
    expect(synonyms['ute']).toBeUndefined();
  });

  // Meilisearch looks synonyms up for one to three consecutive query words.
  test('every everyday name is at most three words', () => {
    const tooLong = Object.keys(synonyms).filter((key) => key.split(/[\s-]+/).length > 3);
    expect(tooLong).toEqual([]);
  });

  test('keys are lower-case, as Meilisearch stores them', () => {
    const synonymsOf = synonymsFromVocabulary([{ indexed: 'People Mover', everyday: ['MPV'] }]);
    expect(synonymsOf).toEqual({ mpv: ['people mover'] });
  });
});
