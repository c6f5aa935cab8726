import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SONNER_STYLE_HASH } from './csp.ts';

describe('SONNER_STYLE_HASH', () => {
  it('is the sha256 of the styles the installed sonner inserts', () => {
    const entry = createRequire(import.meta.url)
      .resolve('sonner')
      .replace(/index\.\w+$/, 'index.mjs');
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(entry, 'utf8'))?.[1];
    expect(literal).toBeDefined();
    const css = JSON.parse(literal ?? '""') as string;
    expect(`sha256-${createHash('sha256').update(css).digest('base64')}`).toBe(SONNER_STYLE_HASH);
  });
});
