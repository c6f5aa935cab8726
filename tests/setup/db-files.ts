/**
 * Which test files belong to the Vitest project `db` (decision 046): those that import tests/helpers/test-db.ts or
 * anything under db/, directly or through the test helpers they import (files under tests/). Read from the
 * import statements (TypeScript's own pre-parser, so an import written inside a string does not count) when
 * vitest.config.ts loads; every other test file is `unit`, where opening a database throws
 * (tests/setup/no-database.ts).
 */
import { globSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const TEST_DB_HELPER = 'tests/helpers/test-db.ts';

/** The project-relative paths that `file` imports with a relative specifier. */
function relativeImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((entry) => entry.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => relative('.', resolve(dirname(file), name)));
}

/** Whether `file` imports a path `wanted` accepts, directly or through the helpers it imports (files under tests/). */
function reaches(file: string, wanted: (target: string) => boolean, seen = new Set<string>()): boolean {
  seen.add(file);
  return relativeImports(file).some(
    (target) => wanted(target) || (target.startsWith('tests/') && !seen.has(target) && reaches(target, wanted, seen)),
  );
}

/** The test files matching `include` (globs from the project root, minus `exclude`) that use a database. */
export function dbTestFiles(include: string[], exclude: string[]): string[] {
  return globSync(include, { exclude })
    .filter((file) => reaches(file, (target) => target === TEST_DB_HELPER || target.startsWith('db/')))
    .sort();
}

/**
 * Of `files`, those that open their database through tests/helpers/test-db.ts: the only ones TEST_DB=pg changes
 * (the others open an in-memory PGlite of their own, the same on both passes).
 */
export function testDbFiles(files: string[]): string[] {
  return files.filter((file) => reaches(file, (target) => target === TEST_DB_HELPER));
}
