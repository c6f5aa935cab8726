import { describe, expect, it } from 'vitest';
import { gameById, type Game } from './catalogue/index.ts';
import { toHistoryRecord } from './results.ts';
import { drawShare, shareMessage, whatsappHref } from './share.ts';

const SITE = 'https://ganamas.com.do';
const game = (id: string): Game => {
  const found = gameById(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
};

/**
 * The share of a draw as stored (numbers as published) and mapped like the pages map it. The draws are real, from
 * the bundled history (cron/snapshot/loteriasdominicanas-feed/2026-08-21.json and 2026-08-22.json).
 */
const shareOf = (gameId: string, drawDate: string, drawTime: string, numbers: string[]) =>
  drawShare(game(gameId), toHistoryRecord(game(gameId), { gameId, drawDate, drawTime, numbers, extras: {} }), SITE);

describe('drawShare', () => {
  it('names the game, the Spanish weekday and date, and the numbers; links the game-date page', () => {
    expect(shareOf('quiniela-leidsa', '2026-08-21', '20:55', ['33', '29', '86'])).toEqual({
      text: 'Quiniela Leidsa · viernes 21/08/2026 · 33 - 29 - 86',
      url: 'https://ganamas.com.do/quiniela-pale-leidsa/2026-08-21',
    });
  });

  it('writes the numbers as the site shows them: one digit for Toca 3, a bonus ball in draw order', () => {
    expect(shareOf('toca-3', '2026-08-21', '19:55', ['5', '7', '6']).text).toBe(
      'Toca 3 · viernes 21/08/2026 · 5 - 7 - 6',
    );
    expect(shareOf('mega-millions', '2026-08-21', '23:00', ['48', '25', '34', '57', '01', '24'])).toEqual({
      text: 'Mega Millions · viernes 21/08/2026 · 48 - 25 - 34 - 57 - 01 - 24',
      url: 'https://ganamas.com.do/numeros-ganadores-loteria-mega-millions/2026-08-21',
    });
  });

  it('names the weekday of each draw date (Saturday: sábado)', () => {
    expect(shareOf('quiniela-leidsa', '2026-08-22', '20:55', ['01', '02', '03']).text).toMatch(
      /^Quiniela Leidsa · sábado 22\/08\/2026 · /,
    );
  });
});

describe('share links', () => {
  const share = { text: 'Toca 3 · viernes 21/08/2026 · 5 - 7 - 6', url: `${SITE}/toca-3-loteka-resultados/2026-08-21` };

  it('puts the text and the URL on two lines of one message', () => {
    expect(shareMessage(share)).toBe(`${share.text}\n${share.url}`);
  });

  it('opens WhatsApp with that message, URL-encoded', () => {
    const href = whatsappHref(share);
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(shareMessage(share));
  });
});
