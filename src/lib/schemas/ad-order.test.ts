import { describe, expect, it } from 'vitest';
import { priceOrder } from '../pricing.ts';
import {
  adOrderInputSchema,
  BANNER_MAX_BYTES,
  BANNER_NOT_IMAGE_MESSAGE,
  BANNER_TOO_LARGE_MESSAGE,
  bannerFileProblem,
  canPreviewOrder,
  canSubmitOrder,
  REQUIRED_FIELDS_MESSAGE,
} from './ad-order.ts';

const valid = {
  positions: ['header-banner', 'floating-cta'],
  pageType: '*',
  companyName: ' Colmado La Esquina ',
  email: 'ventas@colmado.do',
  content: '<p>Ofertas todos los días</p>',
};

const messages = (input: unknown): string[] => {
  const result = adOrderInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('adOrderInputSchema', () => {
  it('fills the defaults: 15 days, one-time, HTML mode, empty CTA', () => {
    expect(adOrderInputSchema.parse(valid)).toEqual({
      ...valid,
      companyName: 'Colmado La Esquina',
      duration: 15,
      paymentType: 'one-time',
      contentMode: 'html',
      ctaText: '',
      ctaUrl: '',
    });
  });

  it('gives what priceOrder needs', () => {
    const order = adOrderInputSchema.parse({ ...valid, duration: 30, paymentType: 'recurring' });
    const quote = priceOrder({ ...order, scope: order.pageType });
    expect(quote.total).toBe(655); // (5.63 + 9.38) x 2 x 30 x 0.9 x 0.85 x 0.95 = 654.511
  });

  it('de-duplicates positions', () => {
    expect(adOrderInputSchema.parse({ ...valid, positions: ['content-top', 'content-top'] }).positions).toEqual([
      'content-top',
    ]);
  });

  it.each([
    ['no position', { ...valid, positions: [] }],
    ['no scope', { ...valid, pageType: undefined }],
    ['no company', { ...valid, companyName: '   ' }],
    ['no email', { ...valid, email: '' }],
    ['no HTML in HTML mode', { ...valid, content: '  ' }],
    ['no banner in banner mode', { ...valid, content: '', contentMode: 'banner' }],
  ])('%s: the spec alert', (_, input) => {
    expect(messages(input)).toContain(REQUIRED_FIELDS_MESSAGE);
  });

  it('needs no HTML in banner mode', () => {
    expect(messages({ ...valid, content: '', contentMode: 'banner', bannerUrl: '/uploads/banners/abc.gif' })).toEqual(
      [],
    );
  });

  it.each([
    ['a position the page does not sell', { ...valid, positions: ['modal-popup'] }],
    ['an unknown scope', { ...valid, pageType: '/' }],
    ['a duration off the table', { ...valid, duration: 20 }],
    ['an unknown payment type', { ...valid, paymentType: 'monthly' }],
    ['a malformed email', { ...valid, email: 'ventas@' }],
    ['a non-http button URL', { ...valid, ctaUrl: 'javascript:alert(1)' }],
    ['a negative price', { ...valid, price: -1 }],
  ])('refuses %s', (_, input) => {
    expect(adOrderInputSchema.safeParse(input).success).toBe(false);
  });

  it('accepts an https button URL', () => {
    expect(adOrderInputSchema.parse({ ...valid, ctaText: 'Comprar', ctaUrl: 'https://colmado.do' }).ctaUrl).toBe(
      'https://colmado.do',
    );
  });
});

describe('bannerFileProblem', () => {
  it.each([
    [{ type: 'image/gif', size: 1024 }, null],
    [{ type: 'image/PNG', size: BANNER_MAX_BYTES }, null],
    [{ type: 'image/jpeg', size: BANNER_MAX_BYTES + 1 }, BANNER_TOO_LARGE_MESSAGE],
    [{ type: 'image/svg+xml', size: 10 }, BANNER_NOT_IMAGE_MESSAGE],
    [{ type: 'text/html', size: 10 }, BANNER_NOT_IMAGE_MESSAGE],
  ])('%j -> %s', (file, problem) => {
    expect(bannerFileProblem(file)).toBe(problem);
  });

  it('says the spec text for a large file', () => {
    expect(BANNER_TOO_LARGE_MESSAGE).toBe('El archivo es demasiado grande. El tamaño máximo es 20MB.');
  });
});

describe('form buttons', () => {
  it.each([
    [{ positions: [], pageType: '*' }, false],
    [{ positions: ['header-banner'], pageType: null }, false],
    [{ positions: ['header-banner'], pageType: '*' }, true],
  ])('submit for %j: %s', (form, enabled) => {
    expect(canSubmitOrder(form)).toBe(enabled);
  });

  it.each([
    [{ positions: [], companyName: 'Colmado', content: '<p>Hola</p>' }, true],
    [{ positions: [], companyName: ' ', content: '<p>Hola</p>' }, false],
    [{ positions: [], companyName: 'Colmado', content: '' }, false],
    [{ positions: [], companyName: 'Colmado', contentMode: 'banner', bannerUrl: '/uploads/banners/a.gif' }, true],
    [{ positions: [], companyName: 'Colmado', contentMode: 'banner', content: '<p>Hola</p>' }, false],
  ] as const)('preview for %j: %s', (form, enabled) => {
    expect(canPreviewOrder(form)).toBe(enabled);
  });
});
