/**
 * Page metadata (spec "Page metadata"): title, description, keywords, robots, canonical URL, social
 * share tags and JSON-LD structured data. Pure: the site origin is passed in by the caller.
 */
import { dominicanIsoInstant, zonedInstant, type DrawTimeZone } from './dates.ts';
import { formatLongDate } from './format.ts';

export const SITE_NAME = 'Gana Más';
const DEFAULT_IMAGE = '/og-default.png';
const LOCALE = 'es_DO';
const BASE_KEYWORDS = ['resultados de lotería', 'lotería dominicana', 'números ganadores', 'Gana Más'];

/** A JSON-LD node (one entry of the page's `@graph`). */
export type JsonLd = Record<string, unknown>;

/** A breadcrumb step: its visible name and site path ("/" for Inicio). */
export interface Crumb {
  name: string;
  path: string;
}

export interface SeoInput {
  /** Page title without the site name ("Leidsa"); the full title adds " | Gana Más". */
  title: string;
  description: string;
  /** Site path of the page ("/powerball"); the canonical URL is built from it. */
  path: string;
  keywords?: readonly string[];
  /** Share image path or absolute URL. */
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  breadcrumbs?: readonly Crumb[];
  /** Page-specific nodes (FAQPage, CollectionPage, Event); WebSite and Organization are always added. */
  structuredData?: readonly JsonLd[];
}

/** A `<meta>` tag: `name` for standard and Twitter tags, `property` for Open Graph. */
type MetaTag = { name: string; content: string } | { property: string; content: string };

export interface SeoData {
  title: string;
  description: string;
  keywords: string;
  robots: string;
  canonical: string;
  meta: MetaTag[];
  /** Serialised JSON-LD, safe to inline in a `<script type="application/ld+json">`. */
  jsonLd: string;
}

const absolute = (pathOrUrl: string, site: string): string => new URL(pathOrUrl, site).href;

/** "Leidsa" -> "Leidsa | Gana Más"; a title already naming the site is kept. */
export const fullTitle = (title: string): string => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);

/** The WebSite node. */
function websiteSchema(site: string): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': absolute('/#website', site),
    url: absolute('/', site),
    name: SITE_NAME,
    inLanguage: 'es-DO',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absolute('/buscar', site)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The Organization node (publisher of the site). */
function organizationSchema(site: string): JsonLd {
  return {
    '@type': 'Organization',
    '@id': absolute('/#organization', site),
    name: SITE_NAME,
    url: absolute('/', site),
    logo: absolute('/favicon.svg', site),
  };
}

/** FAQPage from question/answer pairs (answers as plain text). */
export function faqPageSchema(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** CollectionPage of an operator: its games as an ItemList. */
export function collectionPageSchema(
  input: { name: string; description: string; path: string; items: readonly Crumb[] },
  site: string,
): JsonLd {
  return {
    '@type': 'CollectionPage',
    name: input.name,
    description: input.description,
    url: absolute(input.path, site),
    inLanguage: 'es-DO',
    isPartOf: { '@id': absolute('/#website', site) },
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: input.items.map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: item.name,
        url: absolute(item.path, site),
      })),
    },
  };
}

/**
 * A game's latest draw as an Event ("YYYY-MM-DD" date and "HH:MM" hour in the game's `timeZone`), its start
 * written in Santo Domingo time with its offset.
 */
export function drawEventSchema(
  input: {
    gameName: string;
    operatorName: string;
    date: string;
    hour: string;
    timeZone: DrawTimeZone;
    numbers: readonly string[];
    path: string;
  },
  site: string,
): JsonLd {
  const url = absolute(input.path, site);
  return {
    '@type': 'Event',
    name: `Sorteo ${input.gameName} del ${formatLongDate(input.date)}`,
    startDate: dominicanIsoInstant(zonedInstant(input.date, input.hour || '00:00', input.timeZone)),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    organizer: { '@type': 'Organization', name: input.operatorName },
    description: `Números ganadores de ${input.gameName}: ${input.numbers.join(' - ')}`,
    url,
  };
}

/** Article node of a post (dates as ISO 8601 instants), published by the site's Organization. */
export function articleSchema(
  input: { title: string; description: string; path: string; published: Date; modified: Date },
  site: string,
): JsonLd {
  return {
    '@type': 'Article',
    headline: input.title,
    description: input.description,
    url: absolute(input.path, site),
    mainEntityOfPage: absolute(input.path, site),
    datePublished: input.published.toISOString(),
    dateModified: input.modified.toISOString(),
    inLanguage: 'es-DO',
    author: { '@id': absolute('/#organization', site) },
    publisher: { '@id': absolute('/#organization', site) },
    image: absolute(DEFAULT_IMAGE, site),
  };
}

/** BreadcrumbList with absolute item URLs. */
export function breadcrumbSchema(crumbs: readonly Crumb[], site: string): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absolute(crumb.path, site),
    })),
  };
}

/** JSON for an inline script: `<`, `>` and `&` escaped so no "</script>" can end it early. */
export function serializeJsonLd(graph: readonly JsonLd[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': graph })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/** Everything the page head needs, from the page's input and the site origin. */
export function buildSeo(input: SeoInput, site: string): SeoData {
  const title = fullTitle(input.title);
  const canonical = absolute(input.path, site);
  const image = absolute(input.image ?? DEFAULT_IMAGE, site);
  const keywords = [...new Set([...(input.keywords ?? []), ...BASE_KEYWORDS])].join(', ');
  const graph = [
    websiteSchema(site),
    organizationSchema(site),
    ...(input.breadcrumbs?.length ? [breadcrumbSchema(input.breadcrumbs, site)] : []),
    ...(input.structuredData ?? []),
  ];
  return {
    title,
    description: input.description,
    keywords,
    robots: input.noindex ? 'noindex, nofollow' : 'index, follow, max-image-preview:large',
    canonical,
    meta: [
      { property: 'og:type', content: input.type ?? 'website' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:locale', content: LOCALE },
      { property: 'og:title', content: title },
      { property: 'og:description', content: input.description },
      { property: 'og:url', content: canonical },
      { property: 'og:image', content: image },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: input.description },
      { name: 'twitter:image', content: image },
    ],
    jsonLd: serializeJsonLd(graph),
  };
}
