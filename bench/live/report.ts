/**
 * The tables `npm run bench:live` prints for one configuration: publish → stored / page HTML / open tab / push
 * (p50, p95, max in seconds, against issue 33's targets), the correction on every page, the partial rows shown as
 * results, and the requests each source host received. Pure.
 */
import { operatorOf } from '../../src/lib/catalogue/index.ts';
import { fmt, percentile, table } from '../stats.ts';
import type { PlannedDraw } from './evening.ts';
import type { SourceRequest } from './fake-sources.ts';
import { drawKey, type Log, type Place } from './observe.ts';

export interface RunResult {
  config: 'start' | 'vercel';
  plan: readonly PlannedDraw[];
  /** shifted = real + offsetMs. */
  offsetMs: number;
  log: Log;
  requests: readonly SourceRequest[];
  /** Real epoch ms the first source publication and the end of the run. */
  window: { from: number; to: number };
  pushWatched: boolean;
  errors: number;
}

type Page = 'home' | 'operator' | 'game';
const PAGES: readonly Page[] = ['home', 'operator', 'game'];

/** The path of `draw`'s `page`, or null when the home does not show its game. */
function pathOf(draw: PlannedDraw, page: Page): string | null {
  if (page === 'home') return draw.game.home ? '/' : null;
  return page === 'operator' ? operatorOf(draw.game).route : draw.game.route;
}

/** Every path the run watches. */
export const watchedPaths = (plan: readonly PlannedDraw[]): string[] => [
  ...new Set(plan.flatMap((d) => PAGES.flatMap((p) => pathOf(d, p) ?? []))),
];

interface Measure {
  name: string;
  seconds: number[];
  missing: number;
  target?: { p95?: number; max?: number };
}

/** Seconds from `from` to the first sighting of `row` at `place`, or null when never seen. */
function delay(log: Log, place: Place, row: string, from: number): number | null {
  const at = log.firstAt(place, row);
  return at === undefined ? null : Math.max(0, (at - from) / 1000);
}

function measure(name: string, values: readonly (number | null)[], target?: Measure['target']): Measure {
  const seconds = values.filter((v): v is number => v !== null);
  return { name, seconds, missing: values.length - seconds.length, ...(target ? { target } : {}) };
}

/** "PASS"/"FAIL" beside a target, or "" without one. */
function verdict(m: Measure): string {
  if (!m.target) return '';
  const parts: string[] = [];
  let pass = m.missing === 0;
  if (m.target.p95 !== undefined) {
    parts.push(`p95 ≤ ${m.target.p95} s`);
    pass &&= percentile(m.seconds, 95) <= m.target.p95;
  }
  if (m.target.max !== undefined) {
    parts.push(`max ≤ ${m.target.max} s`);
    pass &&= Math.max(...m.seconds) <= m.target.max;
  }
  return `${parts.join(', ')}: ${pass ? 'PASS' : 'FAIL'}`;
}

/** The measures of publish → each place, per draw, with issue 33's targets for this configuration. */
function publishMeasures(run: RunResult): Measure[] {
  const published = (d: PlannedDraw) => d.completeAt - run.offsetMs;
  const row = (d: PlannedDraw) => drawKey(d.game.id, d.numbers);
  const html = run.config === 'start' ? { p95: 30, max: 60 } : { p95: 60 };
  const tab = run.config === 'start' ? { p95: 45 } : undefined;
  const at = (kind: 'html' | 'tab', page: Page, target?: Measure['target']) =>
    measure(
      `${kind === 'html' ? 'page HTML' : 'open tab'}: ${page}`,
      run.plan.flatMap((d) => {
        const path = pathOf(d, page);
        return path ? [delay(run.log, { kind, path }, row(d), published(d))] : [];
      }),
      target,
    );
  return [
    measure(
      'stored',
      run.plan.map((d) => delay(run.log, { kind: 'stored' }, row(d), published(d))),
    ),
    ...PAGES.map((page) => at('html', page, html)),
    ...PAGES.map((page) => at('tab', page, tab)),
    ...(run.pushWatched
      ? [
          measure(
            'push received',
            run.plan.map((d) => delay(run.log, { kind: 'push' }, row(d), published(d))),
          ),
        ]
      : []),
  ];
}

/** Rows of the correction table: each place's delay from the source's change. */
function correctionRows(run: RunResult): string[][] {
  return run.plan.flatMap((d) => {
    if (!d.correction) return [];
    const from = d.correction.at - run.offsetMs;
    const row = drawKey(d.game.id, d.correction.numbers);
    const pages = PAGES.flatMap((page) => {
      const path = pathOf(d, page);
      return path
        ? (['html', 'tab'] as const).map((kind) => ({
            name: `${kind} ${page}`,
            s: delay(run.log, { kind, path }, row, from),
          }))
        : [];
    });
    const all = pages.map((p) => p.s);
    const worst = all.some((s) => s === null) ? null : Math.max(...(all as number[]));
    const target = run.config === 'start' ? 60 : null;
    const verdictText = target === null ? '' : `≤ ${target} s: ${worst !== null && worst <= target ? 'PASS' : 'FAIL'}`;
    return [
      [
        d.game.id,
        fmt(delay(run.log, { kind: 'stored' }, row, from)),
        pages.map((p) => `${p.name} ${fmt(p.s)}`).join(', '),
      ],
      ['every page', fmt(worst), verdictText],
    ];
  });
}

/** One row per draw: its times (shifted clock, Santo Domingo) and each place's delay from its publication (s). */
function drawRows(run: RunResult): string[][] {
  const clock = (ms: number) => new Date(ms - 4 * 3_600_000).toISOString().slice(11, 19);
  return run.plan.map((d) => {
    const from = d.completeAt - run.offsetMs;
    const row = drawKey(d.game.id, d.numbers);
    const at = (place: Place) => fmt(delay(run.log, place, row, from));
    const page = (kind: 'html' | 'tab', p: Page) => {
      const path = pathOf(d, p);
      return path ? at({ kind, path }) : '-';
    };
    return [
      d.game.id,
      clock(d.scheduledAt),
      clock(d.completeAt),
      at({ kind: 'stored' }),
      ...PAGES.map((p) => page('html', p)),
      ...PAGES.map((p) => page('tab', p)),
      run.pushWatched ? at({ kind: 'push' }) : '-',
    ];
  });
}

/**
 * Requests per host per minute (max, mean) in the window, and the most any one source URL (with its query: the
 * backfill asks the same path for other dates) got in 10 s.
 */
function requestRows(run: RunResult): string[][] {
  const inWindow = run.requests.filter((r) => r.at >= run.window.from && r.at <= run.window.to);
  const minutes = Math.max(1, Math.ceil((run.window.to - run.window.from) / 60_000));
  return [...new Set(run.requests.map((r) => r.host))].map((host) => {
    const mine = inWindow.filter((r) => r.host === host);
    const perMinute = Array.from({ length: minutes }, (_, i) => {
      const start = run.window.from + i * 60_000;
      return mine.filter((r) => r.at >= start && r.at < start + 60_000).length;
    });
    const byUrl = new Map<string, number[]>();
    for (const r of mine) {
      byUrl.set(r.url, [...(byUrl.get(r.url) ?? []), r.at]);
    }
    const per10s = Math.max(
      0,
      ...[...byUrl.values()].map((times) =>
        Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + 10_000).length)),
      ),
    );
    const statuses = [...new Set(mine.map((r) => r.status))].join('/');
    return [
      host,
      String(mine.length),
      String(Math.max(...perMinute)),
      fmt(mine.length / minutes),
      String(byUrl.size),
      `${per10s} (${per10s <= 1 ? 'PASS' : 'FAIL'})`,
      statuses,
    ];
  });
}

/** The Markdown report of one run, under `title`. */
export function report(run: RunResult, title: string): string {
  const measures = publishMeasures(run);
  const publish = table(
    ['publish → …', 'draws', 'missing', 'p50 s', 'p95 s', 'max s', 'target'],
    measures.map((m) => [
      m.name,
      String(m.seconds.length + m.missing),
      String(m.missing),
      fmt(percentile(m.seconds, 50)),
      fmt(percentile(m.seconds, 95)),
      fmt(m.seconds.length ? Math.max(...m.seconds) : Number.NaN),
      verdict(m),
    ]),
    [1, 2, 3, 4, 5],
  );
  const violations = run.log.violations.map(
    (v) => `- ${new Date(v.at).toISOString()} ${v.place.kind} ${'path' in v.place ? v.place.path : ''}: ${v.row}`,
  );
  return [
    `### ${title}`,
    '',
    `${run.plan.length} draws of ${run.plan[0]?.drawDate ?? '?'}; window ${((run.window.to - run.window.from) / 60_000).toFixed(1)} min; watcher errors ${run.errors}.`,
    '',
    publish,
    '',
    'Per draw (s from the complete row; n/a: not seen before the run ended):',
    '',
    table(
      [
        'game',
        'drawn',
        'complete',
        'stored',
        'html home',
        'html op.',
        'html game',
        'tab home',
        'tab op.',
        'tab game',
        'push',
      ],
      drawRows(run),
      [3, 4, 5, 6, 7, 8, 9, 10],
    ),
    '',
    'Correction (s from the source’s change; n/a: not seen before the run ended):',
    '',
    table(['draw', 'stored', 'pages'], correctionRows(run)),
    '',
    `Partial rows shown as a result: ${run.log.violations.length} (must be 0: ${run.log.violations.length === 0 ? 'PASS' : 'FAIL'})`,
    ...violations.slice(0, 20),
    '',
    table(
      ['source host', 'requests', 'max / min', 'mean / min', 'URLs', 'max per URL per 10 s (≤ 1)', 'status'],
      requestRows(run),
      [1, 2, 3, 4],
    ),
  ].join('\n');
}
