import { describe, expect, it } from 'vitest';
import { gameById } from './catalogue/index.ts';
import { drawNotification } from './push-payload.ts';

const game = (id: string) => {
  const found = gameById(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
};

describe('drawNotification', () => {
  it('names the game, the day and the numbers as the site shows them, and opens the date page', () => {
    const draw = {
      gameId: 'quiniela-leidsa',
      drawDate: '2026-08-20',
      drawTime: '20:55',
      numbers: ['33', '29', '86'],
      extras: {},
    };
    expect(drawNotification(game('quiniela-leidsa'), draw)).toEqual({
      title: 'Quiniela Leidsa',
      body: 'jueves 20/08/2026 · 33 - 29 - 86',
      url: '/quiniela-pale-leidsa/2026-08-20',
      tag: 'quiniela-leidsa',
    });
  });
});
