import { describe, expect, it } from 'vitest';
import { gameById } from './catalogue/index.ts';
import { displayNumbers } from './results.ts';

const game = (id: string) => {
  const found = gameById(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
};

describe('displayNumbers: width and labels from the game rule', () => {
  it('shows Toca 3 as single digits however the source padded them (home card and page alike)', () => {
    expect(displayNumbers(game('toca-3'), '2025-08-05', ['08', '03', '01']).map((n) => n.text)).toEqual([
      '8',
      '3',
      '1',
    ]);
    expect(displayNumbers(game('toca-3'), '2025-08-05', ['8', '3', '1']).map((n) => n.text)).toEqual(['8', '3', '1']);
  });

  it('pads quiniela and range numbers to two digits (spec default)', () => {
    expect(displayNumbers(game('quiniela-leidsa'), '2025-08-05', ['8', '09', '45']).map((n) => n.text)).toEqual([
      '08',
      '09',
      '45',
    ]);
  });

  it('keeps ticket numbers as published', () => {
    expect(displayNumbers(game('billetes-domingo'), '2025-08-03', ['12345', '067', '891']).map((n) => n.text)).toEqual([
      '12345',
      '067',
      '891',
    ]);
  });

  it('labels Mega Lotto bonus balls from its rule, even when the source sent plain numbers', () => {
    expect(displayNumbers(game('megalotto'), '2025-08-05', ['1', '2', '3', '4', '5', '6', '7', '8'])).toEqual([
      ...['01', '02', '03', '04', '05', '06'].map((text) => ({ text })),
      { text: '07', label: 'Extra Lotto' },
      { text: '08', label: 'PowerLotto' },
    ]);
  });

  it('keeps the label a result already carries', () => {
    expect(
      displayNumbers(game('mega-millions'), '2026-07-10', [
        '02',
        '39',
        '44',
        '46',
        '56',
        { score: '3', type: 'Mega Ball' },
      ]).at(-1),
    ).toEqual({
      text: '03',
      label: 'Mega Ball',
    });
  });
});
