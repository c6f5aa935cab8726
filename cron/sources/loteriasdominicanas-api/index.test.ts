import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_IDS, siteCompaniesUrl } from './companies.ts';
import { adapter } from './index.ts';

const LEIDSA = 'https://api.loteriasdominicanas.com/dominicana/site-companies/6966a6d1ea7015c3b8a3d44a';

describe('loteriasdominicanas-api request', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for options.date at midnight Santo Domingo in UTC, with the site Origin', () => {
    const request = adapter.request(LEIDSA, { date: '2026-06-12' });
    expect(request.url).toBe(`${LEIDSA}?date=2026-06-12T04:00:00.000Z`);
    expect(request.headers?.Origin).toBe('https://loteriasdominicanas.com');
  });

  it('defaults to today in America/Santo_Domingo', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-08-23T03:30:00Z')); // 2026-08-22 23:30 in Santo Domingo
    expect(adapter.request(LEIDSA, {}).url).toBe(`${LEIDSA}?date=2026-08-22T04:00:00.000Z`);
    vi.setSystemTime(new Date('2026-08-23T04:00:00Z'));
    expect(adapter.request(LEIDSA, {}).url).toBe(`${LEIDSA}?date=2026-08-23T04:00:00.000Z`);
  });

  it('replaces a date already in the URL', () => {
    expect(adapter.request(`${LEIDSA}?date=2020-01-01T04:00:00.000Z`, { date: '2026-06-12' }).url).toBe(
      `${LEIDSA}?date=2026-06-12T04:00:00.000Z`,
    );
  });

  it('rejects a date that is not YYYY-MM-DD', () => {
    expect(() => adapter.request(LEIDSA, { date: '12-06-2026' })).toThrow(/YYYY-MM-DD/);
  });

  it('is the loteriasdominicanas-api adapter', () => {
    expect(adapter.id).toBe('loteriasdominicanas-api');
  });
});

describe('companies', () => {
  it('keeps the documented Leidsa and Loteka ids and builds their URLs', () => {
    expect(COMPANY_IDS.leidsa).toBe('6966a6d1ea7015c3b8a3d44a');
    expect(COMPANY_IDS.loteka).toBe('6966a6d2ea7015c3b8a3d4d4');
    expect(siteCompaniesUrl('leidsa')).toBe(LEIDSA);
    expect(COMPANY_IDS.haitiBolet).toBe('6a4e8a2607d516b9c50a6cea');
    expect(Object.keys(COMPANY_IDS)).toHaveLength(13);
    expect(new Set(Object.values(COMPANY_IDS)).size).toBe(13);
  });
});
