import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { customCodes, logs } from '../../../db/schema/index.ts';
import { JSON_TYPE } from '../../../src/admin/json-options.ts';
import { errorBodySchema } from '../../../src/lib/schemas/api-error.ts';
import { CUSTOM_CODE_TEMPLATES, type CustomCodeInput } from '../../../src/lib/schemas/custom-code.ts';
import { systemContext } from '../../../src/server/services/context.ts';
import { headSnippets } from '../../../src/server/services/custom-code.ts';
import { adminClientOf, asAdmin, seedAdmin } from '../../../tests/helpers/admin-api.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

const handle = useTestDb({ seed: seedAdmin });
const app = createApp({ db: () => Promise.resolve(handle), fetcher: () => Promise.reject(new Error('offline')) });
const admin = () => adminClientOf(app, handle.db);
const create = (code: CustomCodeInput) => admin().settings.$post({ json: code });
const analytics = { param: { key: 'google-analytics' } };

/** The Google Analytics template with its placeholder replaced by a measurement id. */
const TEMPLATE = CUSTOM_CODE_TEMPLATES[0]!.input;
const ANALYTICS = { ...TEMPLATE, value: TEMPLATE.value.replaceAll('G-XXXXXXXXXX', 'G-7Q2K9LM3ZP') };
const INLINE =
  "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-7Q2K9LM3ZP');";

describe('/api/admin/settings (custom code)', () => {
  it('adds a snippet from a template, logs create_setting, and lists it', async () => {
    const created = await create(ANALYTICS);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ key: 'google-analytics', category: 'analytics', active: true });
    expect(await (await admin().settings.$get()).json()).toMatchObject([{ key: 'google-analytics' }]);
    expect((await handle.db.select().from(logs)).map((l) => [l.action, l.details])).toEqual([
      ['create_setting', 'google-analytics (analytics)'],
    ]);
  });

  it('refuses a taken identifier (409), a bad category and an empty value (400)', async () => {
    await create(ANALYTICS);
    expect((await create(ANALYTICS)).status).toBe(409);
    // A category the typed client would not send.
    const bad = await asAdmin(app, handle.db, 'POST', '/api/admin/settings', { key: 'x', value: ' ', category: 'ads' });
    expect(bad.status).toBe(400);
    const { issues = [] } = errorBodySchema.parse(bad.body).error;
    expect(issues.map((i) => i.path[0])).toEqual(['value', 'category']);
    expect(await handle.db.select().from(customCodes)).toHaveLength(1);
  });

  it.each(CUSTOM_CODE_TEMPLATES.map((template) => [template.name, template.input] as const))(
    'refuses the %s template saved unchanged (400 on the code field) and stores and logs nothing',
    async (_name, template) => {
      const refused = await create(template);
      expect(refused.status).toBe(400);
      const { error } = errorBodySchema.parse(await refused.json());
      expect(error.code).toBe('bad_request');
      expect(error.issues).toEqual([
        { path: ['value'], message: expect.stringMatching(/^Reemplaza \S+ de la plantilla por tu ID real/) as string },
      ]);
      expect(await handle.db.select().from(customCodes)).toEqual([]);
      expect(await handle.db.select().from(logs)).toEqual([]);
    },
  );

  it('refuses an edit that puts a placeholder back, and keeps the snippet as it was', async () => {
    await create(ANALYTICS);
    const edit = await admin().settings[':key'].$put({ ...analytics, json: { value: TEMPLATE.value } });
    expect(edit.status).toBe(400);
    expect(errorBodySchema.parse(await edit.json()).error.issues?.[0]?.message).toBe(
      'Reemplaza G-XXXXXXXXXX de la plantilla por tu ID real antes de guardar.',
    );
    expect((await handle.db.select().from(customCodes))[0]?.value).toBe(ANALYTICS.value);
  });

  it('edits everything but the identifier, deactivates, deletes, and answers 404 for an unknown key', async () => {
    await create(ANALYTICS);
    // `key` is not an editable field: the typed client would not send it, the route must ignore it.
    const edited = await asAdmin(app, handle.db, 'PUT', '/api/admin/settings/google-analytics', {
      key: 'otro',
      value: '<meta name="x">',
      active: false,
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { key: 'google-analytics', value: '<meta name="x">', active: false },
    });
    const deleted = await admin().settings[':key'].$delete(analytics, JSON_TYPE);
    expect([deleted.status, await deleted.json()]).toEqual([200, { ok: true }]);
    expect((await admin().settings[':key'].$delete(analytics, JSON_TYPE)).status).toBe(404);
    expect((await handle.db.select().from(logs)).map((l) => l.action)).toEqual([
      'create_setting',
      'update_setting',
      'delete_setting',
    ]);
  });
});

describe('headSnippets', () => {
  it("gives the active snippets' HTML, the hash of each inline script and the origin of each external one", async () => {
    await create(ANALYTICS);
    await create({
      key: 'apagado',
      value: '<script>apagado()</script>',
      category: 'custom_code',
      active: false,
    });
    const head = await headSnippets(systemContext(handle.db));
    expect(head.html).toBe(ANALYTICS.value);
    expect(head.scriptOrigins).toEqual(['https://www.googletagmanager.com']);
    expect(head.scriptHashes).toEqual([`sha256-${createHash('sha256').update(INLINE).digest('base64')}`]);
  });
});
