/**
 * /anunciar price tables and the order price (spec: ads-admin-and-pages, section 9; decision 015).
 * Money is integer US cents; multipliers are integer tenths and discounts integer percents, so the
 * total is exact: sum over positions of (daily price x scope multiplier x days), less the duration
 * discount, then the combo discount, then the recurring discount, rounded half-up to whole dollars.
 */
import { adPositionById, type AdPageType } from './ads.ts';

export const CURRENCY = 'USD';
export const PAYMENT_INTENT = 'CAPTURE';

const ORDER_POSITION_TABLE = [
  {
    id: 'header-banner',
    description: 'En la parte superior de cada página, lo primero que se ve.',
    pricePerDayCents: 563,
    visibility: 'Alta visibilidad',
  },
  {
    id: 'floating-cta',
    description: 'Tarjeta flotante en la esquina inferior derecha con tu llamada a la acción.',
    pricePerDayCents: 938,
    visibility: 'Máxima visibilidad',
  },
  {
    id: 'sidebar-top',
    description: 'Primer espacio de la barra lateral, junto a los resultados.',
    pricePerDayCents: 450,
    visibility: 'Alta visibilidad',
  },
  {
    id: 'content-top',
    description: 'Justo antes de los resultados, donde empieza la lectura.',
    pricePerDayCents: 675,
    visibility: 'Muy alta visibilidad',
  },
  {
    id: 'content-bottom',
    description: 'Después de los resultados, al terminar la lectura.',
    pricePerDayCents: 375,
    visibility: 'Visibilidad media',
  },
  {
    id: 'sidebar-bottom',
    description: 'Parte baja de la barra lateral.',
    pricePerDayCents: 338,
    visibility: 'Visibilidad media',
  },
] as const;

/** Positions sold on the order page: the six the spec prices, in its order, named as in the ads catalogue. */
export const ORDER_POSITIONS = ORDER_POSITION_TABLE.map((p) => ({ ...p, name: adPositionById(p.id)?.name ?? p.id }));
export type OrderPositionId = (typeof ORDER_POSITION_TABLE)[number]['id'];
export const ORDER_POSITION_IDS = ORDER_POSITIONS.map((p) => p.id) as [OrderPositionId, ...OrderPositionId[]];

interface PageScope {
  id: string;
  name: string;
  description: string;
  multiplierTenths: number;
  visits: string;
  pageType: AdPageType;
}

/** Page scopes with their multiplier (in tenths: 20 = x2) and the page type an approved ad is stored with. */
export const PAGE_SCOPES = [
  {
    id: '*',
    name: 'Todas las páginas',
    description: 'Tu anuncio en todo el sitio.',
    multiplierTenths: 20,
    visits: 'Todo el tráfico del sitio',
    pageType: '*',
  },
  {
    id: 'loteria-individual',
    name: 'Loterías individuales',
    description: 'En la página de cada juego: Quiniela, Pega 3 Más, PowerBall…',
    multiplierTenths: 15,
    visits: 'Visitantes de cada juego',
    pageType: 'loteria-individual',
  },
  {
    id: 'homepage',
    name: 'Página de inicio',
    description: 'En la portada, con los resultados de todas las loterías.',
    multiplierTenths: 12,
    visits: 'Primera página que se visita',
    pageType: '/',
  },
  {
    id: 'categoria',
    name: 'Categorías',
    description: 'En la página de cada lotería: Leidsa, Loteka, Lotería Nacional…',
    multiplierTenths: 10,
    visits: 'Visitantes de cada lotería',
    pageType: 'categoria',
  },
] as const satisfies readonly PageScope[];
export type PageScopeId = (typeof PAGE_SCOPES)[number]['id'];
export const PAGE_SCOPE_IDS = PAGE_SCOPES.map((s) => s.id) as [PageScopeId, ...PageScopeId[]];

/** Durations in days with their discount percent; 15 days is the recommended default. */
export const DURATIONS = [
  { days: 7, name: '7 días', discountPercent: 0, badge: null },
  { days: 15, name: '15 días', discountPercent: 0, badge: 'Recomendado' },
  { days: 30, name: '30 días', discountPercent: 10, badge: '-10%' },
  { days: 60, name: '60 días', discountPercent: 20, badge: '-20%' },
  { days: 90, name: '90 días', discountPercent: 30, badge: '-30%' },
] as const;
export type DurationDays = (typeof DURATIONS)[number]['days'];
export const DEFAULT_DURATION: DurationDays = 15;

export const PAYMENT_TYPES = ['one-time', 'recurring'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
const RECURRING_DISCOUNT_PERCENT = 5;

/** Combo discount percent by number of positions: 1 none, 2 15%, 3 25%, 4 or more 35% (decision 015). */
export function comboDiscountPercent(positionCount: number): number {
  if (positionCount >= 4) return 35;
  return positionCount === 3 ? 25 : positionCount === 2 ? 15 : 0;
}

export interface PriceInput {
  positions: readonly string[];
  scope: string;
  duration: number;
  paymentType: PaymentType;
}

/** A priced order: every amount in cents; `total` is the whole-dollar amount charged. */
export interface PriceQuote {
  subtotalCents: number;
  durationDiscountCents: number;
  comboDiscountCents: number;
  recurringDiscountCents: number;
  /** The total before rounding to dollars, rounded to the cent (what the discounts leave). */
  netCents: number;
  /** The charged total in cents, always a whole number of dollars. */
  totalCents: number;
  /** The charged total in whole dollars. */
  total: number;
  currency: typeof CURRENCY;
}

/** `numerator / denominator` rounded half-up (both non-negative integers). */
const roundDiv = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * Prices an order from the tables above. Positions are counted once each.
 * @throws RangeError for no positions, an unknown or unpriced position, an unknown scope or duration
 */
export function priceOrder(input: PriceInput): PriceQuote {
  const positions = [...new Set(input.positions)];
  if (positions.length === 0) throw new RangeError('An order needs at least one position');
  const dailyCents = positions.map((id) => {
    const position = ORDER_POSITIONS.find((p) => p.id === id);
    if (!position) throw new RangeError(`Position ${id} is not sold on the order page`);
    return position.pricePerDayCents;
  });
  const scope = PAGE_SCOPES.find((s) => s.id === input.scope);
  if (!scope) throw new RangeError(`Unknown page scope ${input.scope}`);
  const duration = DURATIONS.find((d) => d.days === input.duration);
  if (!duration) throw new RangeError(`Unknown duration ${input.duration}`);

  // Exact amounts share one denominator: cents x 10 (tenths) x 100 per applied percent.
  const base = dailyCents.reduce((sum, cents) => sum + cents * scope.multiplierTenths * duration.days, 0);
  const factors = [
    100 - duration.discountPercent,
    100 - comboDiscountPercent(positions.length),
    100 - (input.paymentType === 'recurring' ? RECURRING_DISCOUNT_PERCENT : 0),
  ];
  const stages = [roundDiv(base, 10)];
  let numerator = base;
  let denominator = 10;
  for (const factor of factors) {
    numerator *= factor;
    denominator *= 100;
    stages.push(roundDiv(numerator, denominator));
  }
  const [subtotal, afterDuration, afterCombo, net] = stages as [number, number, number, number];
  const total = roundDiv(numerator, denominator * 100);
  return {
    subtotalCents: subtotal,
    durationDiscountCents: subtotal - afterDuration,
    comboDiscountCents: afterDuration - afterCombo,
    recurringDiscountCents: afterCombo - net,
    netCents: net,
    totalCents: total * 100,
    total,
    currency: CURRENCY,
  };
}

/** Click-through rate (percent) the preview assumes per position; other positions 2.9. */
const PREVIEW_CTR: Readonly<Record<string, number>> = { 'floating-cta': 5.2, 'header-banner': 3.8, 'content-top': 4.1 };
const DEFAULT_PREVIEW_CTR = 2.9;

/**
 * The preview dialog's estimates: impressions 50 x price, clicks 2.5 x price, the CTR of the first chosen
 * position, and an ROI between 150% and 350%.
 * @param random a number in [0, 1) (Math.random() in the page) that picks the ROI
 */
export function previewEstimates(
  priceDollars: number,
  positions: readonly string[],
  random: number,
): { impressions: number; clicks: number; ctrPercent: number; roiPercent: number } {
  const first = positions[0];
  return {
    impressions: Math.round(priceDollars * 50),
    clicks: Math.round(priceDollars * 2.5),
    ctrPercent: (first && PREVIEW_CTR[first]) || DEFAULT_PREVIEW_CTR,
    roiPercent: 150 + Math.floor(Math.min(Math.max(random, 0), 0.999999) * 201),
  };
}
