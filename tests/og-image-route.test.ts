import type { APIContext } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawImagePath, drawImageVersion } from '../src/lib/draw-image.ts';
import { installImageRenderer, type ImageRenderer } from '../src/server/og/renderer.ts';

const RECORDS = [{ hour: '20:55', gameScores: ['38', '09', '45'] }];
vi.mock('../src/server/page-data.ts', () => ({
  gameDayPageData: vi.fn(() => Promise.resolve({ records: RECORDS, underReview: false })),
}));
const { GET } = await import('../src/pages/og/[gameId]/[date].png.ts');
const pageData = await import('../src/server/page-data.ts');

const path = drawImagePath('quiniela-leidsa', '2025-08-05', drawImageVersion(RECORDS));
const contextFor = (cache: { set: (input: unknown) => void }) =>
  ({
    cache,
    params: { gameId: 'quiniela-leidsa', date: '2025-08-05' },
    site: new URL('https://ganamas.example'),
    url: new URL(path, 'https://ganamas.example'),
  }) as unknown as APIContext;

afterEach(() => {
  installImageRenderer(undefined as unknown as ImageRenderer);
  vi.clearAllMocks();
});

describe('GET /og/{game}/{date}.png with a busy renderer (decision 076)', () => {
  it('answers 503 with Retry-After, never stored, when the renderer refuses the image', async () => {
    installImageRenderer({ offThread: true, admit: () => Promise.resolve(() => {}), render: () => null });
    const cache = { set: vi.fn() };
    const response = await GET(contextFor(cache));
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(cache.set).toHaveBeenLastCalledWith(false);
  });

  it("answers the renderer's PNG, immutable, when it takes the image", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const endTurn = vi.fn();
    installImageRenderer({
      offThread: true,
      admit: () => Promise.resolve(endTurn),
      render: () => Promise.resolve(png),
    });
    const response = await GET(contextFor({ set: vi.fn() }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
    expect(endTurn).toHaveBeenCalledOnce();
  });

  it('answers 503 with Retry-After before reading the database when too many image requests wait', async () => {
    const render = vi.fn();
    installImageRenderer({ offThread: true, admit: () => null, render });
    const response = await GET(contextFor({ set: vi.fn() }));
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(pageData.gameDayPageData).not.toHaveBeenCalled();
    expect(render).not.toHaveBeenCalled();
  });
});
