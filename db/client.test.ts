import { describe, expect, it } from 'vitest';
import { driverFor } from './client.ts';

describe('driverFor', () => {
  it.each([
    [undefined, 'pglite'],
    ['pglite:./.data/other', 'pglite'],
    ['memory://', 'pglite'],
    ['postgres://postgres@127.0.0.1:5432/test', 'pg'],
    ['postgresql://user:pass@db.example.com/gana', 'pg'],
    ['postgres://user:pass@ep-cool-name-123456.us-east-2.aws.neon.tech/neondb?sslmode=require', 'neon'],
  ])('%s -> %s', (url, driver) => {
    expect(driverFor(url)).toBe(driver);
  });

  it('refuses a URL that names no supported driver', () => {
    expect(() => driverFor('mysql://root@localhost/test')).toThrow('DATABASE_URL must be postgres://, pglite:<dir> or memory://, got "mysql://root@localhost/test"');
  });
});
