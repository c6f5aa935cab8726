/** Reads saved real captures from tests/fixtures. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const fixturePath = (...parts: string[]): string => resolve('tests/fixtures', ...parts);
export const readFixture = (...parts: string[]): string => readFileSync(fixturePath(...parts), 'utf8');

/** The Playwright-rendered /pagina/ultimos-resultados capture of `stamp` (e.g. "2025-08-05T2354"). */
export const ultimosCapture = (stamp: string): string =>
  readFixture('loteriasdominicanas.com', `pagina-ultimos-resultados-${stamp}-0400-rendered.html`);
