import { describe, expect, it } from 'vitest';
import { expectConsole, settleConsole } from '../helpers/console.ts';

describe('console guard', () => {
  it('lets a test log what it declared with expectConsole', () => {
    expectConsole('error', /^\[api\] Error: boom/);
    expectConsole('warn', 'Respuesta no válida');
    console.error('[api]', new Error('boom'));
    console.warn('Respuesta no válida de /api/lottery/loteka', { issues: 1 });
  });

  it('reports a log nobody declared, and a declared log that never came', () => {
    expectConsole('warn', 'never logged');
    console.error('[pages] home:', 'database down');
    expectConsole('error', 'database');
    console.warn('other warning');
    console.error('[api] crash');
    expect(settleConsole()).toEqual([
      'unexpected console.warn: other warning',
      'unexpected console.error: [api] crash',
      'expected console.warn matching never logged, none came',
    ]);
  });
});
