import { describe, expect, it } from 'vitest';
import {
  breadcrumbSchema,
  buildSeo,
  collectionPageSchema,
  drawEventSchema,
  faqPageSchema,
  fullTitle,
  serializeJsonLd,
} from './seo.ts';

const SITE = 'https://ganamas.example';
const contentOf = (meta: ReturnType<typeof buildSeo>['meta'], key: string) =>
  meta.find((m) => ('property' in m ? m.property : m.name) === key)?.content;

describe('buildSeo', () => {
  const seo = buildSeo(
    {
      title: 'Leidsa',
      description: 'Resultados de Leidsa de hoy.',
      path: '/leidsa-resultado-loteria-de-hoy',
      keywords: ['leidsa', 'quiniela'],
      breadcrumbs: [
        { name: 'Inicio', path: '/' },
        { name: 'Leidsa', path: '/leidsa-resultado-loteria-de-hoy' },
      ],
    },
    SITE,
  );

  it('builds title, canonical, robots and keywords', () => {
    expect(seo.title).toBe('Leidsa | Gana Más');
    expect(seo.canonical).toBe('https://ganamas.example/leidsa-resultado-loteria-de-hoy');
    expect(seo.robots).toBe('index, follow, max-image-preview:large');
    expect(seo.keywords).toBe(
      'leidsa, quiniela, resultados de lotería, lotería dominicana, números ganadores, Gana Más',
    );
  });

  it('adds Open Graph and Twitter tags with absolute URLs', () => {
    expect(contentOf(seo.meta, 'og:url')).toBe(seo.canonical);
    expect(contentOf(seo.meta, 'og:locale')).toBe('es_DO');
    expect(contentOf(seo.meta, 'og:image')).toBe('https://ganamas.example/og-default.png');
    expect(contentOf(seo.meta, 'twitter:card')).toBe('summary_large_image');
    expect(contentOf(seo.meta, 'twitter:title')).toBe('Leidsa | Gana Más');
  });

  it('always carries WebSite and Organization, then the breadcrumb', () => {
    const graph = JSON.parse(seo.jsonLd)['@graph'] as { '@type': string }[];
    expect(graph.map((node) => node['@type'])).toEqual(['WebSite', 'Organization', 'BreadcrumbList']);
  });

  it('points the WebSite search action at /buscar', () => {
    const [website] = JSON.parse(seo.jsonLd)['@graph'] as { potentialAction: { target: { urlTemplate: string } } }[];
    expect(website?.potentialAction.target.urlTemplate).toBe(`${SITE}/buscar?q={search_term_string}`);
  });

  it('marks noindex pages', () => {
    expect(buildSeo({ title: 'x', description: 'y', path: '/x', noindex: true }, SITE).robots).toBe(
      'noindex, nofollow',
    );
  });
});

describe('structured data builders', () => {
  it('keeps a title that already names the site', () => {
    expect(fullTitle('Gana Más - Resultados de Loterías')).toBe('Gana Más - Resultados de Loterías');
  });

  it('numbers breadcrumb positions from 1 with absolute items', () => {
    expect(
      breadcrumbSchema(
        [
          { name: 'Inicio', path: '/' },
          { name: 'PowerBall', path: '/powerball' },
        ],
        SITE,
      ),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://ganamas.example/' },
        { '@type': 'ListItem', position: 2, name: 'PowerBall', item: 'https://ganamas.example/powerball' },
      ],
    });
  });

  it('builds a FAQPage', () => {
    const faq = faqPageSchema([{ question: '¿Qué es?', answer: 'Un sitio.' }]);
    expect(faq).toEqual({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: '¿Qué es?', acceptedAnswer: { '@type': 'Answer', text: 'Un sitio.' } }],
    });
  });

  it('lists an operator page games in a CollectionPage', () => {
    const page = collectionPageSchema(
      {
        name: 'Leidsa',
        description: 'd',
        path: '/leidsa-resultado-loteria-de-hoy',
        items: [{ name: 'Pega 3 Más', path: '/pega-3-mas-leidsa' }],
      },
      SITE,
    );
    expect(page['url']).toBe('https://ganamas.example/leidsa-resultado-loteria-de-hoy');
    expect(page['mainEntity']).toEqual({
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Pega 3 Más', url: 'https://ganamas.example/pega-3-mas-leidsa' },
      ],
    });
  });

  it('dates a draw Event in Santo Domingo time', () => {
    const event = drawEventSchema(
      {
        gameName: 'PowerBall',
        operatorName: 'Loterías Americanas',
        date: '2026-07-11',
        hour: '23:00',
        timeZone: 'America/New_York',
        numbers: ['08', '10', '14', '45', '59', '05'],
        path: '/powerball',
      },
      SITE,
    );
    expect(event['startDate']).toBe('2026-07-11T23:00:00-04:00');
    expect(event['name']).toBe('Sorteo PowerBall del sábado, 11 de julio de 2026');
    expect(event['description']).toBe('Números ganadores de PowerBall: 08 - 10 - 14 - 45 - 59 - 05');
  });

  it('starts a winter US draw at its Eastern Time, written in Santo Domingo time (decision 078)', () => {
    const input = { gameName: 'PowerBall', operatorName: 'Loterías Americanas', numbers: [], path: '/powerball' };
    const winter = { ...input, date: '2026-11-28', hour: '23:00', timeZone: 'America/New_York' as const };
    expect(drawEventSchema(winter, SITE)['startDate']).toBe('2026-11-29T00:00:00-04:00');
    const dominican = { ...input, date: '2026-11-28', hour: '20:55', timeZone: 'America/Santo_Domingo' as const };
    expect(drawEventSchema(dominican, SITE)['startDate']).toBe('2026-11-28T20:55:00-04:00');
  });

  it('escapes markup so the script cannot be closed early', () => {
    const json = serializeJsonLd([{ '@type': 'Thing', name: '</script><b>&' }]);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)['@graph'][0].name).toBe('</script><b>&');
  });
});
