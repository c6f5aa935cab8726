/**
 * Demo advertisements for development and the e2e ads server (`npm run seed:ads`): one ad in each position
 * the ads e2e specs check, created through the ads service against DATABASE_URL (embedded PGlite by default;
 * stop the server first, PGlite allows one process). Exit code 0 on success, 1 on failure.
 */
import { createDb } from '../db/client.ts';
import { parseEnv } from '../src/env.ts';
import { createAd, type AdInput } from '../src/server/services/ads.ts';
import { systemContext } from '../src/server/services/context.ts';

/** The seeded ads; the isolation probe's script tries to read the site's cookie and rewrite the page. */
const DEMO_ADS: AdInput[] = [
  {
    name: 'Demo banner superior',
    content: '<p>Banca de prueba: juega responsablemente.</p>',
    position: 'header-banner',
    ctaText: 'Visitar',
    ctaUrl: 'https://example.com/banca',
    ctaStyle: 'success',
  },
  { name: 'Demo barra lateral', content: '<p>Anuncio lateral de prueba</p>', position: 'sidebar-top', priority: 1 },
  {
    name: 'Demo botón flotante',
    content: '<p>¡Oferta de prueba!</p>',
    position: 'floating-cta',
    ctaText: 'Ver oferta',
    ctaUrl: 'https://example.com/oferta',
    ctaStyle: 'unknown',
  },
  {
    name: 'Demo prueba de aislamiento',
    content: [
      '<p id="probe">Anuncio de prueba</p>',
      '<script>',
      'try { parent.document.title = "hacked"; } catch (e) {}',
      'try { top.location = "https://example.com/hijack"; } catch (e) {}',
      'try { new Image().src = "/api/leak?c=" + encodeURIComponent(parent.document.cookie); } catch (e) {}',
      '</script>',
    ].join(''),
    position: 'content-top',
    pages: ['categoria'],
  },
  // One ad in each other intrusive format, on results pages only (the home keeps the floating CTA alone): a page
  // view shows one of them, the formats taking turns (decisions 037, 081; tests/e2e/ads-layout.spec.ts). The modal
  // outranks the others, and still the floating CTA gets its turn.
  ...(
    [
      ['sticky-banner', 'Barra fija de prueba', 0],
      ['modal-popup', 'Ventana de prueba', 1],
      ['side-panel', 'Panel lateral de prueba', 0],
      ['bottom-sheet', 'Barra inferior de prueba', 0],
      ['results-overlay', 'Superposición de prueba', 0],
    ] as const
  ).map(([position, text, priority]): AdInput => ({
    name: `Demo ${text.toLowerCase()}`,
    content: `<p>${text}</p>`,
    position,
    priority,
    pages: ['categoria', 'loteria-individual'],
    ctaText: 'Ver más',
    ctaUrl: 'https://example.com/mas',
  })),
];

async function main(): Promise<void> {
  const config = parseEnv(process.env);
  const handle = await createDb(config.DATABASE_URL, { migrationsDir: config.MIGRATIONS_DIR });
  try {
    for (const ad of DEMO_ADS) await createAd(systemContext(handle.db), ad);
    process.stdout.write(`${DEMO_ADS.length} anuncios de prueba creados\n`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('[seed-ads]', error);
  process.exitCode = 1;
});
