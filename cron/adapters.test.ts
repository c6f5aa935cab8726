import { describe, expect, it } from 'vitest';
import { readFixture } from '../tests/helpers/captures.ts';
import { MAX_BODY_CHARS, adapterFor, parsePage } from './adapters.ts';
import { SourceFormatError } from './sources/types.ts';

/** The real leidsa.com home page padded past the cap with HTML whitespace (still a parseable page). */
const oversized = () => {
  const page = readFixture('leidsa.com', 'home-2026-05-27-nextjs.html');
  return page.replace('</body>', `${' '.repeat(MAX_BODY_CHARS + 1 - page.length)}</body>`);
};

describe('parsePage', () => {
  it('registers the leidsa adapter', () => {
    expect(adapterFor('leidsa').id).toBe('leidsa');
  });

  it('refuses a body over the cap before parsing', () => {
    expect(() => parsePage('leidsa', oversized(), { fetchedAt: new Date() })).toThrow(SourceFormatError);
    expect(() => parsePage('leidsa', oversized(), { fetchedAt: new Date() })).toThrow(
      `respuesta demasiado grande: 2000001 caracteres (máximo 2000000)`,
    );
  });
});
