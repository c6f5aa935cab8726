import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { customCodes, logs } from '../../../db/schema/index.ts';
import { CUSTOM_CODE_TEMPLATES } from '../../../src/lib/schemas/custom-code.ts';
import { systemContext } from '../../../src/server/services/context.ts';
import { headSnippets } from '../../../src/server/services/custom-code.ts';
import { asAdmin, seedAdmin } from '../../../tests/helpers/admin-api.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

const handle = useTestDb({ seed: seedAdmin });
const app = createApp({ db: () => Promise.resolve(handle), fetcher: () => Promise.reject(new Error('offline')) });
const call = (method: string, path: string, body?: unknown) => asAdmin(app, handle.db, method, path, body);

/** The Google Analytics template with its placeholder replaced by a measurement id. */
const TEMPLATE = CUSTOM_CODE_TEMPLATES[0]!.input;
const ANALYTICS = { ...TEMPLATE, value: TEMPLATE.value.replaceAll('G-XXXXXXXXXX', 'G-7Q2K9LM3ZP') };
const INLINE =
  "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-7Q2K9LM3ZP');";

describe('/api/admin/settings (custom code)', () => {
  it('adds a snippet from a template, logs create_setting, and lists it', async () => {
    const { status, body } = await call('POST', '/api/admin/settings', ANALYTICS);
    expect(status).toBe(201);
    expect(body).toMatchObject({ key: 'google-analytics', category: 'analytics', active: true });
    expect((await call('GET', '/api/admin/settings')).body).toMatchObject([{ key: 'google-analytics' }]);
    expect((await handle.db.select().from(logs)).map((l) => [l.action, l.details])).toEqual([
      ['create_setting', 'google-analytics (analytics)'],
    ]);
  });

  it('refuses a taken identifier (409), a bad category and an empty value (400)', async () => {
    await call('POST', '/api/admin/settings', ANALYTICS);
    expect((await call('POST', '/api/admin/settings', ANALYTICS)).status).toBe(409);
    const bad = await call('POST', '/api/admin/settings', { key: 'x', value: ' ', category: 'ads' });
    expect(bad.status).toBe(400);
    const paths = (bad.body as { error: { issues: { path: string[] }[] } }).error.issues.map((i) => i.path[0]);
    expect(paths).toEqual(['value', 'category']);
    expect(await handle.db.select().from(customCodes)).toHaveLength(1);
  });

  it.each(CUSTOM_CODE_TEMPLATES.map((template) => [template.name, template.input] as const))(
    'refuses the %s template saved unchanged (400 on the code field) and stores and logs nothing',
    async (_name, template) => {
      const { status, body } = await call('POST', '/api/admin/settings', template);
      expect(status).toBe(400);
      const issues = (body as { error: { code: string; issues: { path: string[]; message: string }[] } }).error;
      expect(issues.code).toBe('bad_request');
      expect(issues.issues).toEqual([
        { path: ['value'], message: expect.stringMatching(/^Reemplaza \S+ de la plantilla por tu ID real/) as string },
      ]);
      expect(await handle.db.select().from(customCodes)).toEqual([]);
      expect(await handle.db.select().from(logs)).toEqual([]);
    },
  );

  it('refuses an edit that puts a placeholder back, and keeps the snippet as it was', async () => {
    await call('POST', '/api/admin/settings', ANALYTICS);
    const edit = await call('PUT', '/api/admin/settings/google-analytics', { value: TEMPLATE.value });
    expect(edit.status).toBe(400);
    expect((edit.body as { error: { issues: { message: string }[] } }).error.issues[0]?.message).toBe(
      'Reemplaza G-XXXXXXXXXX de la plantilla por tu ID real antes de guardar.',
    );
    expect((await handle.db.select().from(customCodes))[0]?.value).toBe(ANALYTICS.value);
  });

  it('edits everything but the identifier, deactivates, deletes, and answers 404 for an unknown key', async () => {
    await call('POST', '/api/admin/settings', ANALYTICS);
    const edited = await call('PUT', '/api/admin/settings/google-analytics', {
      key: 'otro',
      value: '<meta name="x">',
      active: false,
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { key: 'google-analytics', value: '<meta name="x">', active: false },
    });
    expect(await call('DELETE', '/api/admin/settings/google-analytics')).toEqual({ status: 200, body: { ok: true } });
    expect((await call('DELETE', '/api/admin/settings/google-analytics')).status).toBe(404);
    expect((await handle.db.select().from(logs)).map((l) => l.action)).toEqual([
      'create_setting',
      'update_setting',
      'delete_setting',
    ]);
  });
});

describe('headSnippets', () => {
  it("gives the active snippets' HTML, the hash of each inline script and the origin of each external one", async () => {
    await call('POST', '/api/admin/settings', ANALYTICS);
    await call('POST', '/api/admin/settings', {
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
