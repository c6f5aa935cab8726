import { describe, expect, it } from 'vitest';
import {
  AD_POSITION_IDS,
  AD_POSITIONS,
  adPositionsFor,
  adsForPosition,
  adSlotAfterCard,
  adsToServe,
  adsSummary,
  clickThroughRate,
  ctaOf,
  ctrText,
  deviceFlags,
  deviceTarget,
  inDateWindow,
  intrusiveAdFor,
  isServable,
  isVisibleTo,
  pageKindOf,
  showsOnPage,
  underImpressionCap,
  type AdRuleFields,
} from './ads.ts';

const now = new Date('2026-11-23T12:00:00Z');
const ad = (fields: Partial<AdRuleFields> = {}): AdRuleFields => ({
  id: 1,
  position: 'header-banner',
  showOnMobile: true,
  showOnDesktop: true,
  ...fields,
});

describe('positions', () => {
  it('are the 17 of the spec, each named in Spanish', () => {
    expect([...AD_POSITION_IDS].sort()).toEqual(
      [
        'header-banner',
        'footer-banner',
        'sidebar-top',
        'sidebar-bottom',
        'content-top',
        'content-bottom',
        'between-results',
        'between-cards',
        'inline-numbers',
        'prediction-banner',
        'floating-cta',
        'modal-popup',
        'sticky-banner',
        'urgent-alert',
        'side-panel',
        'bottom-sheet',
        'results-overlay',
      ].sort(),
    );
    expect(AD_POSITIONS.every((p) => p.name.length > 0 && p.pages.length > 0)).toBe(true);
  });

  it('reserve a size exactly when drawn inline, and only floating-cta and modal-popup are single', () => {
    expect(AD_POSITIONS.every((p) => (p.display === 'inline') === (p.size !== null))).toBe(true);
    expect(AD_POSITIONS.filter((p) => p.single).map((p) => p.id)).toEqual(['floating-cta', 'modal-popup']);
  });

  it.each([
    ['*', 17],
    ['/', 13],
    ['categoria', 14],
    ['loteria-individual', 16],
  ] as const)('page type %s allows %i positions', (pageType, count) => {
    expect(adPositionsFor(pageType)).toHaveLength(count);
  });

  it('places between-cards only on the home page and inline-numbers only on game pages', () => {
    expect(adPositionsFor('/').map((p) => p.id)).toContain('between-cards');
    expect(adPositionsFor('categoria').map((p) => p.id)).not.toContain('between-cards');
    expect(adPositionsFor('loteria-individual').map((p) => p.id)).toContain('inline-numbers');
    expect(adPositionsFor('/').map((p) => p.id)).not.toContain('inline-numbers');
  });
});

describe('visibility (spec 4)', () => {
  it.each([
    ['shown by default on a phone', ad(), 390, true],
    ['shown by default on a desktop', ad(), 1280, true],
    ['hidden on a phone when not for mobile', ad({ showOnMobile: false }), 390, false],
    ['767 px still counts as mobile', ad({ showOnMobile: false }), 767, false],
    ['768 px counts as desktop', ad({ showOnMobile: false }), 768, true],
    ['hidden on a desktop when not for desktop', ad({ showOnDesktop: false }), 1280, false],
    ['hidden before its start date', ad({ startDate: '2026-11-23T12:00:01Z' }), 1280, false],
    ['shown from its start instant', ad({ startDate: '2026-11-23T12:00:00Z' }), 1280, true],
    ['shown until its end instant', ad({ endDate: now }), 1280, true],
    ['hidden after its end date', ad({ endDate: '2026-11-23T11:59:59Z' }), 1280, false],
    ['hidden at its impression cap', ad({ maxImpressions: 100, currentImpressions: 100 }), 1280, false],
    ['shown under its impression cap', ad({ maxImpressions: 100, currentImpressions: 99 }), 1280, true],
    ['hidden when a date cannot be read', ad({ startDate: 'pronto' }), 1280, false],
    ['no cap when maxImpressions is empty', ad({ maxImpressions: null, currentImpressions: 1e9 }), 1280, true],
  ])('%s', (_, fields, viewportWidth, visible) => {
    expect(isVisibleTo(fields, { now, viewportWidth })).toBe(visible);
  });

  it('hides an ad the visitor dismissed in this page view', () => {
    expect(isVisibleTo(ad({ id: 7 }), { now, viewportWidth: 390, dismissed: new Set([7]) })).toBe(false);
    expect(isVisibleTo(ad({ id: 8 }), { now, viewportWidth: 390, dismissed: new Set([7]) })).toBe(true);
  });

  it('serves only enabled ads inside their window and under their cap', () => {
    expect(isServable(ad(), now)).toBe(true);
    expect(isServable(ad({ enabled: false }), now)).toBe(false);
    expect(isServable(ad({ endDate: '2026-01-01' }), now)).toBe(false);
    expect(isServable(ad({ maxImpressions: 1, currentImpressions: 1 }), now)).toBe(false);
    expect(inDateWindow(ad({ startDate: '2026-11-01', endDate: '2026-11-30' }), now)).toBe(true);
    expect(underImpressionCap(ad({ maxImpressions: 5 }))).toBe(true);
  });
});

describe('page scope', () => {
  it.each([
    [['*'], '/', true],
    [['*'], null, true],
    [['/'], '/', true],
    [['/'], 'categoria', false],
    [['categoria'], 'categoria', true],
    [['loteria-individual'], 'categoria', false],
    [['loteria-individual'], null, false],
    [[], 'loteria-individual', true],
  ] as const)('pages %j on %s -> %s', (pages, page, shown) => {
    expect(showsOnPage(ad({ pages }), page)).toBe(shown);
  });

  it.each([
    ['/', undefined, '/'],
    ['/por-operadora', undefined, '/'],
    ['/leidsa-resultado-loteria-de-hoy', 'operator', 'categoria'],
    ['/powerball', 'game', 'loteria-individual'],
    ['/terminos', undefined, null],
  ] as const)('%s is %s', (path, kind, page) => {
    expect(pageKindOf(path, kind)).toBe(page);
  });
});

describe('ordering', () => {
  const ads = [
    ad({ id: 1, position: 'sidebar-top', priority: 1 }),
    ad({ id: 2, position: 'sidebar-top', priority: null }),
    ad({ id: 3, position: 'sidebar-top', priority: 5 }),
    ad({ id: 4, position: 'header-banner', priority: 9 }),
    ad({ id: 5, position: 'sidebar-top' }),
  ];

  it('shows every ad of a position by priority descending, missing priority as 0, ties in input order', () => {
    expect(adsForPosition(ads, 'sidebar-top').map((a) => a.id)).toEqual([3, 1, 2, 5]);
    expect(adsForPosition(ads, 'content-top')).toEqual([]);
  });

  it('shows only the highest-priority ad on floating-cta and modal-popup', () => {
    const floating = [
      ad({ id: 1, position: 'floating-cta', priority: 2 }),
      ad({ id: 2, position: 'floating-cta', priority: 7 }),
      ad({ id: 3, position: 'modal-popup', priority: 1 }),
    ];
    expect(adsForPosition(floating, 'floating-cta').map((a) => a.id)).toEqual([2]);
    expect(adsForPosition(floating, 'modal-popup').map((a) => a.id)).toEqual([3]);
  });

  it('rotates between single ads that share the top priority', () => {
    const tied = [1, 2, 3].map((id) => ad({ id, position: 'modal-popup', priority: 4 }));
    const low = ad({ id: 9, position: 'modal-popup', priority: 1 });
    expect([0, 1, 2, 3, -1].map((r) => adsForPosition([...tied, low], 'modal-popup', r)[0]!.id)).toEqual([
      1, 2, 3, 1, 3,
    ]);
  });
});

describe('one intrusive ad per page view, the formats taking turns', () => {
  const everywhere = new Set(['floating-cta', 'modal-popup', 'sticky-banner', 'side-panel', 'bottom-sheet']);
  const view = { now, viewportWidth: 390, turn: 0, placed: everywhere };
  const ads = [
    ad({ id: 1, position: 'header-banner', priority: 9 }),
    ad({ id: 2, position: 'sticky-banner', priority: 3 }),
    ad({ id: 3, position: 'modal-popup', priority: 5 }),
    ad({ id: 4, position: 'bottom-sheet', priority: 5 }),
    ad({ id: 5, position: 'results-overlay', priority: 8 }),
    ad({ id: 6, position: 'floating-cta', priority: 7, showOnMobile: false }),
  ];

  it('starts with the highest priority among formats the page places and the visitor may see', () => {
    expect(intrusiveAdFor(ads, view)?.id).toBe(3);
    expect(intrusiveAdFor(ads, { ...view, turn: 1 })?.id).toBe(4);
    expect(intrusiveAdFor(ads, { ...view, viewportWidth: 1280 })?.id).toBe(6);
    expect(intrusiveAdFor(ads, { ...view, placed: new Set([...everywhere, 'results-overlay']) })?.id).toBe(5);
  });

  it('gives every live format its turn: a floating button shows beside a higher-priority modal', () => {
    const modal = ad({ id: 1, position: 'modal-popup', priority: 10 });
    const floating = ad({ id: 2, position: 'floating-cta', priority: 0 });
    const shown = [0, 1, 2, 3, 4, 5].map((turn) => intrusiveAdFor([modal, floating], { ...view, turn })?.id);
    expect(shown).toEqual([1, 2, 1, 2, 1, 2]);
    // Every format of the page once per cycle, in priority order; a negative turn still picks one.
    expect([0, 1, 2, -1].map((turn) => intrusiveAdFor(ads, { ...view, turn })?.id)).toEqual([3, 4, 2, 2]);
  });

  it('within a format, the highest priority shows; equal ones take turns across cycles', () => {
    const tied = [
      ad({ id: 1, position: 'modal-popup', priority: 2 }),
      ad({ id: 2, position: 'modal-popup', priority: 2 }),
    ];
    const low = ad({ id: 3, position: 'modal-popup', priority: 1 });
    const sheet = ad({ id: 4, position: 'bottom-sheet' });
    const shown = [0, 1, 2, 3].map((turn) => intrusiveAdFor([...tied, low, sheet], { ...view, turn })?.id);
    expect(shown).toEqual([1, 4, 2, 4]);
  });

  it('never picks an inline position, and nothing when no intrusive ad fits', () => {
    expect(intrusiveAdFor([ads[0]!], view)).toBeUndefined();
    expect(intrusiveAdFor(ads, { ...view, placed: new Set() })).toBeUndefined();
  });
});

describe('call to action', () => {
  it.each([
    [
      { ctaText: 'Ver más', ctaUrl: 'https://example.com', ctaStyle: 'success' },
      { text: 'Ver más', url: 'https://example.com', style: 'success' },
    ],
    [
      { ctaText: 'Ver más', ctaUrl: 'https://example.com', ctaStyle: 'neon' },
      { text: 'Ver más', url: 'https://example.com', style: 'primary' },
    ],
    [
      { ctaText: 'Ver más', ctaUrl: 'https://example.com' },
      { text: 'Ver más', url: 'https://example.com', style: 'primary' },
    ],
    [{ ctaText: 'Ver más', ctaUrl: '' }, null],
    [{ ctaText: '  ', ctaUrl: 'https://example.com' }, null],
    [{}, null],
  ])('%j -> %j', (fields, cta) => {
    expect(ctaOf(fields)).toEqual(cta);
  });
});

describe('device filter', () => {
  it.each([
    [true, true, 'all'],
    [true, false, 'mobile'],
    [false, true, 'desktop'],
    [false, false, 'none'],
  ] as const)('mobile %s desktop %s is %s, and back', (showOnMobile, showOnDesktop, target) => {
    expect(deviceTarget({ showOnMobile, showOnDesktop })).toBe(target);
    expect(deviceFlags(target)).toEqual({ showOnMobile, showOnDesktop });
  });
});

describe('click-through rate', () => {
  it.each([
    [0, 0, 0],
    [5, 0, 0],
    [0, 100, 0],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [38, 1000, 3.8],
    [1, 8, 12.5],
    [7, 7, 100],
  ])('%i clicks / %i impressions = %f%%', (clicks, impressions, rate) => {
    expect(clickThroughRate(clicks, impressions)).toBe(rate);
  });
});

it('puts a home ad slot after every 8th card (5 slots among 43 cards)', () => {
  const slots = Array.from({ length: 43 }, (_, i) => i).filter(adSlotAfterCard);
  expect(slots).toEqual([7, 15, 23, 31, 39]);
});

describe('adsToServe (the ads API)', () => {
  const ads = [
    ad({ id: 1, position: 'floating-cta', priority: 3, pages: ['*'] }),
    ad({ id: 2, position: 'floating-cta', priority: 8, pages: ['loteria-individual'] }),
    ad({ id: 3, position: 'header-banner', priority: 1, pages: ['/'] }),
    ad({ id: 4, position: 'header-banner', priority: 2, pages: ['*'], enabled: false }),
    ad({ id: 5, position: 'header-banner', pages: ['*'], endDate: '2026-11-01' }),
    ad({ id: 6, position: 'header-banner', priority: 4, pages: ['*'], maxImpressions: 10, currentImpressions: 3 }),
  ];

  it.each([
    ['/', 'floating-cta', [1]],
    ['loteria-individual', 'floating-cta', [2]],
    ['/', 'header-banner', [6, 3]],
    ['categoria', 'header-banner', [6]],
    [null, undefined, [6, 1]],
    ['/', undefined, [6, 1, 3]],
  ] as const)('page %s, position %s -> %j', (page, position, ids) => {
    expect(adsToServe(ads, { page, position, now }).map((a) => a.id)).toEqual(ids);
  });
});

describe('admin summary', () => {
  const ad = (currentImpressions: number, currentClicks: number, cta = false) => ({
    currentImpressions,
    currentClicks,
    ctaText: cta ? 'Ver' : null,
    ctaUrl: cta ? 'https://x.example/' : null,
  });

  it('adds impressions and clicks, gives the global CTR to 2 decimals and counts ads with a full CTA', () => {
    expect(adsSummary([ad(1200, 30, true), ad(800, 3), { ...ad(0, 0), ctaText: 'Solo texto' }])).toEqual({
      total: 3,
      impressions: 2000,
      clicks: 33,
      ctr: '1.65%',
      withCta: 1,
    });
  });

  it('reads 0.00% without impressions', () => {
    expect(adsSummary([])).toMatchObject({ total: 0, ctr: '0.00%' });
    expect(ctrText(1, 3)).toBe('33.33%');
  });
});
