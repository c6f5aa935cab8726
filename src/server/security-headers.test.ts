import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_HEADERS } from './security-headers.ts';

describe('page security headers', () => {
  it('vercel.json gives prerendered pages the same headers as pages rendered on demand, and none to /api', () => {
    const config = JSON.parse(readFileSync('vercel.json', 'utf8')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const [rule] = config.headers;
    expect(config.headers).toHaveLength(1);
    expect(Object.fromEntries(rule!.headers.map((h) => [h.key, h.value]))).toEqual(PAGE_HEADERS);
    const source = new RegExp(`^${rule!.source}$`);
    expect(source.test('/contacto')).toBe(true);
    expect(source.test('/terminos')).toBe(true);
    expect(source.test('/api/health')).toBe(false);
  });
});
