import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fixturePath } from '../helpers/captures.ts';

/** Runs the CLI with the Node running the tests (Node 24: type stripping). */
const cli = (...args: string[]) => spawnSync(process.execPath, ['scripts/scrape.ts', ...args], { encoding: 'utf8' });

describe('npm run scrape', () => {
  it('prints the valid draws of a saved page as a JSON array and the rejected items apart', () => {
    const run = cli(
      '--adapter',
      'loteriasdominicanas-html',
      '--file',
      fixturePath('loteriasdominicanas.com', 'pagina-ultimos-resultados-2025-08-04T2105-0400-rendered.html'),
    );
    expect(run.status).toBe(0);
    const draws = JSON.parse(run.stdout) as { game: string }[];
    expect(draws).toHaveLength(36);
    expect(draws).toContainEqual({
      game: 'gana-mas',
      operator: 'loteria-nacional',
      sourceTitle: 'Gana Más',
      drawDate: '2025-08-04',
      drawTime: '14:30',
      numbers: expect.any(Array),
    });
    // 'Take 5 Midday' is Take 5 Día (decision 085): nothing on the page is left unmatched.
    expect(draws).toContainEqual(expect.objectContaining({ game: 'take-5-dia', sourceTitle: 'Take 5 Midday' }));
    expect(JSON.parse(run.stderr).rejected).toEqual([]);
  });

  it('exits 1 with the reason for a block page', () => {
    const run = cli(
      '--adapter',
      'loteriasdominicanas-html',
      '--file',
      fixturePath('loteriasdominicanas.com', 'pagina-ultimos-resultados-2025-08-07-fortiguard-blocked.html'),
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('SourceBlockedError');
    expect(run.stdout).toBe('');
  });

  it('exits 2 with the usage for incomplete arguments', () => {
    const run = cli('--adapter', 'ny-open-data');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('uso: npm run scrape');
  });
});
