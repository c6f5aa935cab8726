import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { gameById } from '../lib/catalogue/index.ts';
import { homeGames } from '../lib/catalogue/views.ts';
import { CardActions } from '../ui/CardActions.tsx';
import { NextDraw } from '../ui/NextDraw.tsx';
import { cardActionsHtml, countdownTitle } from './home-cards.ts';

const share = { text: 'Quiniela Leidsa · viernes 21/08/2026 · 33 - 29 - 86', url: 'https://example.com/x/2026-08-21' };

describe('cardActionsHtml', () => {
  // The grid hydrates the buttons the browser built: they must be the markup React renders for the card.
  it("is what React renders as a home card's actions, for every home game, with and without a draw", () => {
    for (const game of homeGames()) {
      expect(cardActionsHtml(game, true)).toBe(renderToStaticMarkup(createElement(CardActions, { game, share })));
      expect(cardActionsHtml(game, false)).toBe(
        renderToStaticMarkup(createElement(CardActions, { game, share: null })),
      );
    }
  });

  it('escapes a name as React does', () => {
    const game = { id: 'x&y', name: `"Pega" & <Gana> 'Más'` };
    expect(cardActionsHtml(game, false)).toBe(renderToStaticMarkup(createElement(CardActions, { game, share: null })));
    expect(cardActionsHtml(game, false)).toContain(
      'aria-label="Agregar a Mis loterías: &quot;Pega&quot; &amp; &lt;Gana&gt; &#x27;Más&#x27;"',
    );
  });
});

describe("a countdown's title", () => {
  // The browser gives the card's countdown the title `NextDraw` renders, from the instant the server wrote.
  it("is the instant of the `<time>`'s datetime, as NextDraw titles it", () => {
    const game = gameById('quiniela-leidsa')!;
    const html = renderToStaticMarkup(createElement(NextDraw, { game, now: Date.parse('2026-08-21T12:00:00Z') }));
    const [, dateTime = '', title] = /<time dateTime="([^"]+)" title="([^"]+)">/.exec(html) ?? [];
    expect(dateTime).toBe('2026-08-22T00:55Z');
    expect(title).toBe('21 ago 2026, 8:55 p. m.');
    expect(countdownTitle(dateTime)).toBe(title);
    // Morning, noon and another month too.
    for (const now of ['2026-01-05T09:00:00Z', '2026-12-31T16:00:00Z']) {
      for (const other of homeGames()) {
        const markup = renderToStaticMarkup(createElement(NextDraw, { game: other, now: Date.parse(now) }));
        const [, at = '', expected] = /<time dateTime="([^"]+)" title="([^"]+)">/.exec(markup) ?? [];
        if (at) expect(countdownTitle(at)).toBe(expected);
      }
    }
    expect(renderToStaticMarkup(createElement(NextDraw, { game, now: 0, instantTitle: false }))).not.toContain('title');
  });
});
