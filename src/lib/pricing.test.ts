import { describe, expect, it } from 'vitest';
import { AD_POSITION_IDS, AD_PAGE_TYPES } from './ads.ts';
import {
  comboDiscountPercent,
  DEFAULT_DURATION,
  DURATIONS,
  ORDER_POSITIONS,
  PAGE_SCOPES,
  previewEstimates,
  priceOrder,
  type PaymentType,
} from './pricing.ts';

const ALL = ['header-banner', 'floating-cta', 'sidebar-top', 'content-top', 'content-bottom', 'sidebar-bottom'];

describe('price tables (spec 9)', () => {
  it('has the six priced positions in USD per day', () => {
    expect(ORDER_POSITIONS.map((p) => [p.id, p.pricePerDayCents / 100])).toEqual([
      ['header-banner', 5.63],
      ['floating-cta', 9.38],
      ['sidebar-top', 4.5],
      ['content-top', 6.75],
      ['content-bottom', 3.75],
      ['sidebar-bottom', 3.38],
    ]);
    expect(ORDER_POSITIONS.every((p) => AD_POSITION_IDS.includes(p.id))).toBe(true);
  });

  it('has the four page scopes with their multipliers and stored page types', () => {
    expect(PAGE_SCOPES.map((s) => [s.id, s.multiplierTenths / 10, s.pageType])).toEqual([
      ['*', 2, '*'],
      ['loteria-individual', 1.5, 'loteria-individual'],
      ['homepage', 1.2, '/'],
      ['categoria', 1, 'categoria'],
    ]);
    expect(PAGE_SCOPES.every((s) => (AD_PAGE_TYPES as readonly string[]).includes(s.pageType))).toBe(true);
  });

  it('has the five durations, 15 days recommended by default', () => {
    expect(DURATIONS.map((d) => [d.days, d.discountPercent])).toEqual([
      [7, 0],
      [15, 0],
      [30, 10],
      [60, 20],
      [90, 30],
    ]);
    expect(DEFAULT_DURATION).toBe(15);
    expect(DURATIONS.find((d) => d.days === 15)?.badge).toBe('Recomendado');
  });

  it.each([
    [1, 0],
    [2, 15],
    [3, 25],
    [4, 35],
    [5, 35],
    [6, 35],
  ])('combo discount for %i positions is %i%%', (count, percent) => {
    expect(comboDiscountPercent(count)).toBe(percent);
  });
});

describe('priceOrder', () => {
  // Totals worked out by hand from the spec's formula, in exact decimal arithmetic.
  it.each([
    [['header-banner'], '*', 15, 'one-time', 16890, 169],
    [['header-banner'], 'categoria', 7, 'one-time', 3941, 39],
    [['floating-cta'], 'homepage', 30, 'one-time', 30391, 304],
    [['sidebar-top'], 'loteria-individual', 60, 'one-time', 32400, 324],
    [['content-top'], 'categoria', 90, 'one-time', 42525, 425],
    [['content-bottom'], '*', 7, 'recurring', 4988, 50],
    [['sidebar-bottom'], 'homepage', 15, 'recurring', 5780, 58],
    [['header-banner', 'floating-cta'], '*', 15, 'one-time', 38276, 383],
    [['header-banner', 'floating-cta', 'content-top'], 'loteria-individual', 30, 'one-time', 66096, 661],
    [['header-banner', 'floating-cta', 'content-top', 'sidebar-top'], '*', 60, 'recurring', 155669, 1557],
    [ALL, '*', 90, 'recurring', 259791, 2598],
    [ALL, 'categoria', 7, 'one-time', 15192, 152],
    [['content-bottom', 'sidebar-bottom'], 'categoria', 7, 'one-time', 4242, 42],
  ] as const)(
    '%j on %s for %i days (%s): net %i cents, total $%i',
    (positions, scope, duration, paymentType, net, total) => {
      const quote = priceOrder({ positions, scope, duration, paymentType });
      expect(quote.netCents).toBe(net);
      expect(quote.total).toBe(total);
      expect(quote.totalCents).toBe(total * 100);
      expect(quote.currency).toBe('USD');
    },
  );

  it('rounds an exact half dollar up', () => {
    // 4.50 x 1 x 7 = 31.50
    expect(
      priceOrder({ positions: ['sidebar-top'], scope: 'categoria', duration: 7, paymentType: 'one-time' }).total,
    ).toBe(32);
    // 6.75 x 2 x 7 = 94.50
    expect(priceOrder({ positions: ['content-top'], scope: '*', duration: 7, paymentType: 'one-time' }).total).toBe(95);
  });

  it('breaks the price down in the spec order: duration, then combo, then recurring', () => {
    const quote = priceOrder({ positions: ALL, scope: '*', duration: 90, paymentType: 'recurring' });
    expect(quote).toMatchObject({
      subtotalCents: 601020,
      durationDiscountCents: 180306, // 30% of 6010.20
      comboDiscountCents: 147250, // 35% of 4207.14 = 1472.499, to the cent
      recurringDiscountCents: 13673, // 5% of 2734.641
      netCents: 259791,
    });
    expect(
      quote.subtotalCents - quote.durationDiscountCents - quote.comboDiscountCents - quote.recurringDiscountCents,
    ).toBe(quote.netCents);
  });

  it('counts a repeated position once', () => {
    const once = priceOrder({ positions: ['header-banner'], scope: '*', duration: 15, paymentType: 'one-time' });
    const twice = priceOrder({
      positions: ['header-banner', 'header-banner'],
      scope: '*',
      duration: 15,
      paymentType: 'one-time',
    });
    expect(twice).toEqual(once);
  });

  it('agrees with the formula in floating point for every combination, to the dollar', () => {
    const scopes = new Map(PAGE_SCOPES.map((s) => [s.id, s.multiplierTenths / 10]));
    const prices = new Map(ORDER_POSITIONS.map((p) => [p.id as string, p.pricePerDayCents / 100]));
    let checked = 0;
    for (let mask = 1; mask < 1 << ALL.length; mask++) {
      const positions = ALL.filter((_, i) => mask & (1 << i));
      for (const [scope, multiplier] of scopes) {
        for (const { days, discountPercent } of DURATIONS) {
          for (const paymentType of ['one-time', 'recurring'] as PaymentType[]) {
            const base = positions.reduce((sum, id) => sum + prices.get(id)! * multiplier * days, 0);
            const exact =
              base *
              (1 - discountPercent / 100) *
              (1 - comboDiscountPercent(positions.length) / 100) *
              (1 - (paymentType === 'recurring' ? 0.05 : 0));
            const { total } = priceOrder({ positions, scope, duration: days, paymentType });
            expect(Math.abs(total - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(63 * 4 * 5 * 2);
  });

  it.each([
    [{ positions: [], scope: '*', duration: 15 }, /at least one position/],
    [{ positions: ['modal-popup'], scope: '*', duration: 15 }, /modal-popup is not sold/],
    [{ positions: ['between-cards'], scope: '*', duration: 15 }, /between-cards is not sold/],
    [{ positions: ['header-banner'], scope: '/', duration: 15 }, /Unknown page scope/],
    [{ positions: ['header-banner'], scope: '*', duration: 14 }, /Unknown duration/],
  ])('refuses %j', (input, error) => {
    expect(() => priceOrder({ ...input, paymentType: 'one-time' })).toThrow(error);
  });
});

describe('previewEstimates', () => {
  it.each([
    [['floating-cta'], 5.2],
    [['header-banner', 'floating-cta'], 3.8],
    [['content-top'], 4.1],
    [['sidebar-top'], 2.9],
    [[], 2.9],
  ])('CTR for %j is %f%%', (positions, ctr) => {
    expect(previewEstimates(169, positions, 0).ctrPercent).toBe(ctr);
  });

  it('estimates 50 impressions and 2.5 clicks per dollar', () => {
    expect(previewEstimates(169, ['header-banner'], 0)).toMatchObject({ impressions: 8450, clicks: 423 });
  });

  it.each([
    [0, 150],
    [0.5, 250],
    [0.999999, 350],
    [1, 350],
    [-1, 150],
  ])('ROI for random %f is %i%%', (random, roi) => {
    expect(previewEstimates(100, ['header-banner'], random).roiPercent).toBe(roi);
  });
});
