import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

const issuesOf = (raw: Record<string, string>) => {
  try {
    parseEnv(raw);
  } catch (error) {
    if (error instanceof EnvError) return error.issues;
    throw error;
  }
  throw new Error('parsed');
};

describe('parseEnv', () => {
  it('applies the local defaults to an empty environment', () => {
    expect(parseEnv({})).toMatchObject({
      HOST: 'localhost',
      PORT: 4321,
      SITE_URL: 'http://localhost:4321',
      MIGRATIONS_DIR: 'db/migrations',
      SNAPSHOT_DIR: 'cron/snapshot',
      SNAPSHOT_IMPORT: 'auto',
      SCHEDULER: 'local',
      LIVE_SCRAPING: 'on',
      VERCEL: false,
    });
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ LD_API_BASE: '', CRON_SECRET: '' })).toMatchObject({
      LD_API_BASE: undefined,
      CRON_SECRET: undefined,
    });
  });

  it('refuses a short CRON_SECRET and a bad PORT, naming every field', () => {
    expect(issuesOf({ CRON_SECRET: 'short', PORT: 'http' })).toEqual([
      { variable: 'CRON_SECRET', message: 'debe tener al menos 16 caracteres' },
      { variable: 'PORT', message: expect.any(String) },
    ]);
  });

  it('on Vercel requires a postgres DATABASE_URL, SITE_URL, CRON_SECRET and SESSION_SECRET', () => {
    expect(issuesOf({ VERCEL: '1', DATABASE_URL: 'pglite:./.data/pglite' }).map((i) => i.variable)).toEqual([
      'DATABASE_URL',
      'SITE_URL',
      'CRON_SECRET',
      'SESSION_SECRET',
    ]);
    const ok = parseEnv({
      VERCEL: '1',
      DATABASE_URL: 'postgres://x@y/z',
      SITE_URL: 'https://ganamas.example',
      CRON_SECRET: '0123456789abcdef0',
      SESSION_SECRET: '0123456789abcdef0123456789abcdef',
    });
    expect(ok).toMatchObject({ VERCEL: true, SITE_URL: 'https://ganamas.example' });
  });

  it('allows alerts to any push service (the e2e fakes) only off Vercel, and caps the subscriptions', () => {
    expect(parseEnv({})).toMatchObject({ PUSH_ENDPOINTS: 'browsers', PUSH_MAX_SUBSCRIPTIONS: 20_000 });
    expect(parseEnv({ PUSH_ENDPOINTS: 'any', PUSH_MAX_SUBSCRIPTIONS: '50' })).toMatchObject({
      PUSH_ENDPOINTS: 'any',
      PUSH_MAX_SUBSCRIPTIONS: 50,
    });
    const vercel = {
      VERCEL: '1',
      DATABASE_URL: 'postgres://x@y/z',
      SITE_URL: 'https://ganamas.example',
      CRON_SECRET: '0123456789abcdef0',
      SESSION_SECRET: '0123456789abcdef0123456789abcdef',
    };
    expect(issuesOf({ ...vercel, PUSH_ENDPOINTS: 'any' })).toEqual([
      { variable: 'PUSH_ENDPOINTS', message: 'any no se admite con VERCEL=1' },
    ]);
  });

  it('says what is wrong in the error message', () => {
    expect(() => parseEnv({ CRON_SECRET: 'short' })).toThrow('CRON_SECRET: debe tener al menos 16 caracteres');
  });
});
