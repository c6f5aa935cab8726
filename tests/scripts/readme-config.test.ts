/**
 * README is true (issue 32): its configuration table names every variable `src/env.ts` reads and no other, and
 * its adapter list names every adapter of the registry (`cron/adapters.ts`) and no other.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adapterFor } from '../../cron/adapters.ts';
import { ADAPTER_IDS } from '../../cron/sources/types.ts';
import { ENV_VARIABLES } from '../../src/env.ts';

const README = readFileSync('README.md', 'utf8');

/** The text of README's section `title` (from its `## ` heading to the next one). */
function section(title: string): string {
  const start = README.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README has no section "${title}"`);
  const end = README.indexOf('\n## ', start + 1);
  return README.slice(start, end < 0 ? undefined : end);
}

/** Every `code` span of `text`. */
const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

/** The variables the first column of the configuration table names (`A`, `B` in one cell names both). */
function tableVariables(): string[] {
  const rows = section('Configuration')
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2);
  return rows.flatMap((row) => codeSpans(row.split('|')[1] ?? ''));
}

describe('README', () => {
  it('lists every variable src/env.ts reads in its configuration table, and only those', () => {
    expect(new Set(tableVariables())).toEqual(new Set(ENV_VARIABLES));
  });

  it('names every registered adapter in its adapter list, and only those', () => {
    const paragraph = README.slice(README.indexOf('\nAdapters: ')).split('\n\n')[0] ?? '';
    // Each id is followed by its description in parentheses, which may hold code too.
    const named = codeSpans(paragraph.replaceAll(/\([^)]*\)/g, ''));
    expect(new Set(named)).toEqual(new Set(ADAPTER_IDS));
    for (const id of named) expect(() => adapterFor(id)).not.toThrow();
  });
});
