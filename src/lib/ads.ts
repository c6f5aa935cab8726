/**
 * Advertising rules shared by pages, islands, the ads API and the order page (spec: public results 2, 3, 4, 9;
 * ads-admin-and-pages 4, 5, 9). Positions, sizes and page types are decision 015. Pure: `now` is a parameter.
 */
import { HOME_ORDERS } from './home-order.ts';

/** Page types an ad is scoped to: all pages, the home page (stored as "/"), category pages, game pages. */
export const AD_PAGE_TYPES = ['*', '/', 'categoria', 'loteria-individual'] as const;
export type AdPageType = (typeof AD_PAGE_TYPES)[number];
/** A concrete page's type (never "*"). */
export type PageKind = Exclude<AdPageType, '*'>;

/** How a position is drawn: inline slots reserve their size in the server HTML; the others float over the page. */
export type AdDisplay = 'inline' | 'floating' | 'modal' | 'sticky' | 'panel' | 'sheet' | 'overlay';

interface SlotSize {
  width: number;
  height: number;
}

export interface AdPosition {
  id: string;
  /** Spanish name shown to admins and advertisers. */
  name: string;
  display: AdDisplay;
  /** Only the single highest-priority ad shows (floating-cta, modal-popup). */
  single: boolean;
  /** Space reserved before the ad arrives, in CSS px; null for positions that float over the page. */
  size: { mobile: SlotSize; desktop: SlotSize } | null;
  /** Page types whose layouts place this position. */
  pages: readonly PageKind[];
}

const ALL_PAGES: readonly PageKind[] = ['/', 'categoria', 'loteria-individual'];
const RESULT_PAGES: readonly PageKind[] = ['categoria', 'loteria-individual'];
const box = (mw: number, mh: number, dw: number, dh: number) => ({
  mobile: { width: mw, height: mh },
  desktop: { width: dw, height: dh },
});

const inline = (id: string, name: string, size: AdPosition['size'], pages = ALL_PAGES): AdPosition => ({
  id,
  name,
  display: 'inline',
  single: false,
  size,
  pages,
});
const floating = (id: string, name: string, display: AdDisplay, pages = ALL_PAGES): AdPosition => ({
  id,
  name,
  display,
  single: display === 'floating' || display === 'modal',
  size: null,
  pages,
});

/** The 17 named positions of the spec. */
export const AD_POSITIONS: readonly AdPosition[] = [
  inline('header-banner', 'Banner Superior', box(320, 50, 728, 90)),
  inline('footer-banner', 'Banner del Pie de Página', box(320, 50, 728, 90)),
  inline('sidebar-top', 'Barra Lateral Superior', box(300, 250, 300, 250)),
  inline('sidebar-bottom', 'Barra Lateral Inferior', box(300, 250, 300, 600)),
  inline('content-top', 'Contenido Superior', box(320, 100, 728, 90)),
  inline('content-bottom', 'Contenido Inferior', box(300, 250, 728, 90)),
  inline('between-results', 'Entre Resultados', box(320, 100, 728, 90), RESULT_PAGES),
  inline('between-cards', 'Entre Tarjetas', box(300, 250, 300, 250), ['/']),
  inline('inline-numbers', 'Junto a los Números', box(320, 50, 468, 60), ['loteria-individual']),
  inline('prediction-banner', 'Banner de Predicciones', box(320, 100, 728, 90), ['loteria-individual']),
  floating('floating-cta', 'Botón Flotante (CTA)', 'floating'),
  floating('modal-popup', 'Ventana Emergente', 'modal'),
  floating('sticky-banner', 'Barra Fija Superior', 'sticky'),
  inline('urgent-alert', 'Alerta Urgente', box(320, 80, 728, 80)),
  floating('side-panel', 'Panel Lateral', 'panel'),
  floating('bottom-sheet', 'Barra Inferior', 'sheet'),
  floating('results-overlay', 'Superposición de Resultados', 'overlay', RESULT_PAGES),
];

export const AD_POSITION_IDS = AD_POSITIONS.map((p) => p.id);
const positionsById = new Map(AD_POSITIONS.map((p) => [p.id, p]));
export const adPositionById = (id: string): AdPosition | undefined => positionsById.get(id);

/** Positions an ad of this page type may take ("*" takes those of any page type); the admin form lists these. */
export const adPositionsFor = (pageType: AdPageType): AdPosition[] =>
  AD_POSITIONS.filter((p) => pageType === '*' || p.pages.includes(pageType));

/** Viewports narrower than this are mobile (px). */
const MOBILE_BREAKPOINT_PX = 768;
/** The floating call-to-action appears this long after the ads load (ms). */
export const FLOATING_CTA_DELAY_MS = 5000;
/** The home grid shows an ad slot after every this many cards. */
const HOME_CARDS_PER_AD = 8;

/** The fields of an advertisement the display rules read. Dates are Date objects or ISO strings. */
export interface AdRuleFields {
  id: number | string;
  position: string;
  priority?: number | null;
  pages?: readonly string[] | null;
  enabled?: boolean;
  showOnMobile: boolean;
  showOnDesktop: boolean;
  startDate?: Date | string | null;
  endDate?: Date | string | null;
  maxImpressions?: number | null;
  currentImpressions?: number | null;
}

const time = (d: Date | string | null | undefined): number | null => (d == null ? null : new Date(d).getTime());

/** Inside its date window at `now`: not starting in the future and not ended (both ends inclusive). */
export function inDateWindow(ad: AdRuleFields, now: Date): boolean {
  const start = time(ad.startDate);
  const end = time(ad.endDate);
  return (start === null || start <= now.getTime()) && (end === null || end >= now.getTime());
}

/** Below its impression cap (no cap when maxImpressions is empty). */
export const underImpressionCap = (ad: AdRuleFields): boolean =>
  ad.maxImpressions == null || (ad.currentImpressions ?? 0) < ad.maxImpressions;

/**
 * Scoped to this page type: its pages list "*" or the type (an empty list counts as all pages). Pages of no
 * type (static pages, posts: `null`) show only all-pages ads.
 */
export const showsOnPage = (ad: AdRuleFields, page: PageKind | null): boolean =>
  !ad.pages?.length || ad.pages.includes('*') || (page !== null && ad.pages.includes(page));

/** What the ads API may serve: enabled, in its window, under its cap. */
export const isServable = (ad: AdRuleFields, now: Date): boolean =>
  ad.enabled !== false && inDateWindow(ad, now) && underImpressionCap(ad);

/** The device a viewport width counts as. */
const deviceOf = (viewportWidth: number): 'mobile' | 'desktop' =>
  viewportWidth < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';

/**
 * The visitor-side rule (spec 4): hidden when dismissed in this page view, not meant for the device, not yet
 * started, ended, or at its impression cap.
 */
export function isVisibleTo(
  ad: AdRuleFields,
  view: { now: Date; viewportWidth: number; dismissed?: ReadonlySet<AdRuleFields['id']> },
): boolean {
  if (view.dismissed?.has(ad.id)) return false;
  const device = deviceOf(view.viewportWidth);
  if (device === 'mobile' ? !ad.showOnMobile : !ad.showOnDesktop) return false;
  return inDateWindow(ad, view.now) && underImpressionCap(ad);
}

/** The admin's device filter values. */
export type DeviceTarget = 'all' | 'mobile' | 'desktop' | 'none';

/** Device filter value of an ad from its two flags. */
export function deviceTarget(ad: Pick<AdRuleFields, 'showOnMobile' | 'showOnDesktop'>): DeviceTarget {
  if (ad.showOnMobile) return ad.showOnDesktop ? 'all' : 'mobile';
  return ad.showOnDesktop ? 'desktop' : 'none';
}

/** The two flags a device filter value stands for. */
export const deviceFlags = (target: DeviceTarget): { showOnMobile: boolean; showOnDesktop: boolean } => ({
  showOnMobile: target === 'all' || target === 'mobile',
  showOnDesktop: target === 'all' || target === 'desktop',
});

const byPriority = (a: AdRuleFields, b: AdRuleFields) => (b.priority ?? 0) - (a.priority ?? 0);

/** `n` modulo `m` (`m` > 0), never negative. */
const mod = (n: number, m: number): number => ((n % m) + m) % m;

/** The first of `ranked` (priority descending), or, when several share its priority, the `rotation`-th of those. */
function topRanked<T extends AdRuleFields>(ranked: readonly T[], rotation: number): T | undefined {
  const [first] = ranked;
  if (!first) return undefined;
  const top = ranked.filter((a) => (a.priority ?? 0) === (first.priority ?? 0));
  return top[mod(rotation, top.length)];
}

/**
 * The ads a position shows, in order: priority descending (missing counts as 0), ties in input order.
 * Single positions show one ad; when several share the top priority, `rotation` (any integer, e.g. a
 * per-page-view counter) picks which.
 */
export function adsForPosition<T extends AdRuleFields>(ads: readonly T[], position: string, rotation = 0): T[] {
  const ranked = ads.filter((a) => a.position === position).sort(byPriority);
  if (!adPositionById(position)?.single) return ranked;
  const chosen = topRanked(ranked, rotation);
  return chosen ? [chosen] : [];
}

/** Whether a position is drawn over or into the page's flow after load (every display but inline). */
export const isIntrusive = (position: string): boolean => {
  const display = adPositionById(position)?.display;
  return display !== undefined && display !== 'inline';
};

/**
 * The one intrusive ad (modal, overlay, sticky, floating, side panel, bottom sheet) a page view shows; the formats
 * take turns (decision 081). Among `ads` in intrusive positions the page places (`view.placed`) and visible to the
 * visitor (`isVisibleTo`), each format with an ad is one turn, in the order of its best ad's priority (then input
 * order); `view.turn` (any integer: the visitor's page-view count) picks the format, `turn % formats`, and within
 * it the highest priority shows, equal priorities taking turns too. So with N formats live, each shows once every
 * N page views, whatever the priorities. Undefined when none.
 */
export function intrusiveAdFor<T extends AdRuleFields>(
  ads: readonly T[],
  view: { now: Date; viewportWidth: number; turn: number; placed: ReadonlySet<string> },
): T | undefined {
  const candidates = ads
    .filter((a) => isIntrusive(a.position) && view.placed.has(a.position) && isVisibleTo(a, view))
    .sort(byPriority);
  const formats = [...new Set(candidates.map((a) => a.position))];
  if (formats.length === 0) return undefined;
  const format = formats[mod(view.turn, formats.length)];
  const round = Math.floor(view.turn / formats.length);
  return topRanked(
    candidates.filter((a) => a.position === format),
    round,
  );
}

/** The Spanish names of the intrusive positions, in catalogue order ("Botón Flotante (CTA), Ventana Emergente, …"). */
const intrusiveNames = (): string => {
  const names = AD_POSITIONS.filter((p) => isIntrusive(p.id)).map((p) => p.name);
  return `${names.slice(0, -1).join(', ')} y ${names.at(-1) ?? ''}`;
};

/**
 * What /anunciar tells advertisers, before payment, about how the intrusive formats share a page's visits
 * (decision 081; `intrusiveAdFor`).
 */
export const INTRUSIVE_SHARING_NOTE =
  `Los formatos que aparecen sobre la página (${intrusiveNames()}) se muestran de uno en uno: cada visita ve uno ` +
  'solo. Si una página tiene anuncios activos en varios de estos formatos, se turnan de una visita a otra; por ' +
  'ejemplo, con dos formatos activos tu anuncio sale en una de cada dos visitas. Si varios anuncios comparten el ' +
  'mismo formato, va primero el de mayor prioridad y los de igual prioridad también se turnan. Los demás formatos ' +
  'se muestran en todas las visitas.';

/**
 * What `GET /api/advertisements?position=&page=` returns: servable ads scoped to the page, priority descending
 * (missing 0); with a position, only its ads, one for single positions.
 */
export function adsToServe<T extends AdRuleFields>(
  ads: readonly T[],
  query: { page: PageKind | null; now: Date; position?: string; rotation?: number },
): T[] {
  const eligible = ads.filter((a) => isServable(a, query.now) && showsOnPage(a, query.page));
  if (query.position) return adsForPosition(eligible, query.position, query.rotation);
  return eligible.sort(byPriority);
}

export const CTA_STYLES = ['primary', 'secondary', 'success', 'warning', 'danger'] as const;
export type CtaStyle = (typeof CTA_STYLES)[number];

/** The call-to-action button, only when both text and URL exist; unknown styles fall back to primary. */
export function ctaOf(ad: {
  ctaText?: string | null;
  ctaUrl?: string | null;
  ctaStyle?: string | null;
}): { text: string; url: string; style: CtaStyle } | null {
  const text = ad.ctaText?.trim();
  const url = ad.ctaUrl?.trim();
  if (!text || !url) return null;
  const style = (CTA_STYLES as readonly string[]).includes(ad.ctaStyle ?? '') ? (ad.ctaStyle as CtaStyle) : 'primary';
  return { text, url, style };
}

/** Click-through rate in percent with 2 decimals (clicks / impressions x 100); 0 without impressions. */
export function clickThroughRate(clicks: number, impressions: number): number {
  if (impressions <= 0) return 0;
  return Math.round((clicks / impressions) * 10_000) / 100;
}

/** Whether the home grid shows an ad slot after the card at `index` (0-based): after every 8th card. */
export const adSlotAfterCard = (index: number): boolean => (index + 1) % HOME_CARDS_PER_AD === 0;

/** The page type of a route (either order of the home is the home), given what the catalogue says it is (`routeTarget(path)?.kind`); null for others. */
export function pageKindOf(path: string, catalogueKind: 'operator' | 'game' | undefined): PageKind | null {
  if (HOME_ORDERS.some((o) => o.path === path)) return '/';
  if (catalogueKind === 'operator') return 'categoria';
  if (catalogueKind === 'game') return 'loteria-individual';
  return null;
}

/**
 * The HTML the advertisement of an approved order shows (and the admin previews): the order's own HTML, or its
 * uploaded banner as an image scaled to the slot.
 */
export function orderAdContent(order: {
  contentMode: string;
  content: string;
  bannerUrl: string | null;
  companyName: string;
}): string {
  if (order.contentMode !== 'banner' || !order.bannerUrl) return order.content;
  const alt = order.companyName.replace(/[<>&"]/g, '');
  return `<img src="${order.bannerUrl}" alt="${alt}" style="display:block;max-width:100%;height:auto;margin:auto">`;
}

/** A click-through rate as admins read it: "1.65%" (always 2 decimals). */
export const ctrText = (clicks: number, impressions: number): string =>
  `${clickThroughRate(clicks, impressions).toFixed(2)}%`;

/** The admin summary of `ads`: how many, their impressions and clicks, the global CTR and how many have a CTA. */
export function adsSummary(
  ads: readonly { currentImpressions: number; currentClicks: number; ctaText: string | null; ctaUrl: string | null }[],
): { total: number; impressions: number; clicks: number; ctr: string; withCta: number } {
  const impressions = ads.reduce((sum, ad) => sum + ad.currentImpressions, 0);
  const clicks = ads.reduce((sum, ad) => sum + ad.currentClicks, 0);
  const withCta = ads.filter((ad) => Boolean(ad.ctaText && ad.ctaUrl)).length;
  return { total: ads.length, impressions, clicks, ctr: ctrText(clicks, impressions), withCta };
}
