/**
 * The ticket rules of the catalogue's games ('¿Gané?', `src/lib/ticket-check.ts`) and the official page of each
 * game's own operator that states them (`source`; `null` where the operator publishes no rule page, so the
 * checker credits no one else's). Only what those pages say: a game whose rule is not known for sure has no `ticket`.
 *
 * - leidsa.com states Leidsa's rules: Quiniela Palé (1-5 numbers 00-99, one number matched wins; Palé: the 1st and
 *   2nd, 1st and 3rd or 2nd and 3rd numbers; Tripleta: 3 numbers, 2 or 3 matched win), Super Palé (the first
 *   numbers of two quinielas) and Loto (6 of 1-40, 3 or more matched win: 4 ways; Más: 6 + the 1-12 bonus ball
 *   wins the jackpot; Súper Más: 6 and both bonus balls): the site's captures of it are `tests/fixtures/leidsa.com/`
 *   (2026-05-24 and 2026-05-27). The same pages describe the quinielas of the other lotteries Leidsa's terminals
 *   sell (Lotería Nacional, Loteka, La Suerte, Lotería Real, LoteDom, La Primera) and Lotería Real's Super Palé with
 *   these plays; those operators publish no rule page of their own.
 * - Powerball's prize chart and Mega Millions' how-to-play page: 5 white balls and one bonus ball, nine tiers.
 */
import type { LottoPlay, PrizeTier, TicketRules } from './types.ts';

/** leidsa.com: Leidsa's official site, which states the rules of its Quiniela Palé, Super Palé and Loto. */
const LEIDSA = { name: 'Leidsa', url: 'https://www.leidsa.com/' };

/** Quiniela, Palé and Tripleta of a Leidsa quiniela draw (leidsa.com: 'Leidsa Quiniela Palé'). */
export const QUINIELA_LEIDSA: TicketRules = { kind: 'quiniela', source: LEIDSA };

/**
 * Quiniela, Palé and Tripleta of another operator's quiniela draw: the same plays (the rule leidsa.com gives for
 * each lottery it sells), but the operator publishes no rule page.
 */
export const QUINIELA: TicketRules = { kind: 'quiniela', source: null };

/** Leidsa's Super Palé: both first prizes of two quinielas (leidsa.com: 'Acierta ambos', a single prize category). */
export const SUPER_PALE_LEIDSA: TicketRules = { kind: 'super-pale', source: LEIDSA };

/** Another operator's Super Palé (both first prizes of two quinielas); the operator publishes no rule page. */
export const SUPER_PALE: TicketRules = { kind: 'super-pale', source: null };

/** Leidsa's Loto, Loto Más and Super Loto Más (leidsa.com, 'Loto'): only the categories the page names. */
export const LEIDSA_LOTO: TicketRules = {
  kind: 'lotto',
  source: LEIDSA,
  plays: [
    {
      name: 'Loto',
      bonus: 0,
      tiers: [6, 5, 4, 3].map((main) => ({ main, bonus: 0, prize: main === 6 ? 'Premio mayor' : `${main} aciertos` })),
    },
    { name: 'Loto Más', bonus: 1, tiers: [{ main: 6, bonus: 1, prize: 'Premio mayor' }] },
    { name: 'Super Loto Más', bonus: 2, tiers: [{ main: 6, bonus: 2, prize: 'Premio mayor' }] },
  ],
};

/** The nine tiers of a 5 + 1 jackpot game, named after its bonus ball ('Powerball', 'Mega Ball'). */
function nineTiers(ball: string): PrizeTier[] {
  const tier = (main: number, bonus: number): PrizeTier => ({
    main,
    bonus,
    prize:
      main === 5 && bonus === 1
        ? 'Premio mayor'
        : main === 0
          ? `Solo ${ball}`
          : `${main} ${main === 1 ? 'número' : 'números'}${bonus ? ` + ${ball}` : ''}`,
  });
  return [tier(5, 1), tier(5, 0), tier(4, 1), tier(4, 0), tier(3, 1), tier(3, 0), tier(2, 1), tier(1, 1), tier(0, 1)];
}

const jackpotPlay = (name: string, ball: string): LottoPlay[] => [{ name, bonus: 1, tiers: nineTiers(ball) }];

/** Powerball: 5 of 1-69 and the Powerball (powerball.com prize chart: nine ways to win). */
export const POWERBALL: TicketRules = {
  kind: 'lotto',
  source: { name: 'Powerball', url: 'https://www.powerball.com/powerball-prize-chart' },
  plays: jackpotPlay('Powerball', 'Powerball'),
};

/** Mega Millions: 5 of 1-70 and the Mega Ball (megamillions.com how to play: nine ways to win). */
export const MEGA_MILLIONS: TicketRules = {
  kind: 'lotto',
  source: { name: 'Mega Millions', url: 'https://www.megamillions.com/How-to-Play.aspx' },
  plays: jackpotPlay('Mega Millions', 'Mega Ball'),
};
