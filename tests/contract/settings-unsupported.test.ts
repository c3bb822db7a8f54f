import { beforeAll, expect, it } from 'vitest';
import { describeEachTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

// Settings must never be silently ignored: an unknown key is refused as
// Meilisearch refuses it, and the embedded engine refuses the Meilisearch
// settings it does not implement unless they are set to their empty value.
describeEachTarget('unknown and unsupported settings', (target, kind) => {
  let uid = '';
  const index = () => target().client.index(uid);

  beforeAll(async () => {
    uid = target().uid('unsupported_settings');
    await target().client.createIndex(uid).waitTask();
  });

  it('refuses an unknown settings key with bad_request', async () => {
    const error = await expectApiError(
      index().updateSettings({ rankingRule: ['words'] } as never),
      {
        status: 400,
        code: 'bad_request',
      },
    );
    expect(error.message).toMatch(/^Unknown field `rankingRule`: expected one of /);
    expect(error.message).toContain('`rankingRules`');
    expect(error.message).toContain('`prefixSearch`');
  });

  it.skipIf(kind === 'meilisearch')(
    'refuses embedders and localizedAttributes with their own error unless empty',
    async () => {
      await expectApiError(
        index().updateSettings({
          embedders: { default: { source: 'userProvided', dimensions: 3 } },
        }),
        { status: 400, code: 'invalid_settings_embedders' },
      );
      await expectApiError(
        index().updateLocalizedAttributes([{ attributePatterns: ['*'], locales: ['fra'] }]),
        { status: 400, code: 'invalid_settings_localized_attributes' },
      );
      await expectApiError(
        index().updateEmbedders({ default: { source: 'userProvided', dimensions: 3 } }),
        { status: 400, code: 'invalid_settings_embedders' },
      );
      // Their empty values are what the index has: accepted, as a settings
      // object read from an index can be written back.
      const task = await index()
        .updateSettings({ embedders: {}, localizedAttributes: null })
        .waitTask();
      expect(task.status).toBe('succeeded');
      expect(await index().getEmbedders()).toEqual({});
      expect(await index().getLocalizedAttributes()).toBeNull();
      await index().resetEmbedders().waitTask();
      await index().resetLocalizedAttributes().waitTask();
    },
  );

  it('accepts a settings object read from an index written back whole', async () => {
    const settings = await index().getSettings();
    const task = await index().updateSettings(settings).waitTask();
    expect(task.status).toBe('succeeded');
    expect(await index().getSettings()).toEqual(settings);
  });
});
