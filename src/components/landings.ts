/**
 * Extra sections a game page carries when it is also the landing page of its game (spec: ads-admin-and-pages,
 * Gana Más landing; decision 028): an intro, quick links, tips and an FAQ. Draw times and number formats come
 * from the catalogue through `game-text.ts`, so the text never disagrees with the results above it.
 */
import { gameById, operatorById, santoDomingoSlots, type Game } from '../lib/catalogue/index.ts';
import { numberFormatText, scheduleText } from './game-text.ts';

export interface GameLanding {
  intro: readonly string[];
  /** Quick links: catalogue pages related to the game. */
  links: readonly { name: string; href: string }[];
  tips: readonly string[];
  faq: readonly { question: string; answer: string }[];
}

const gamePage = (id: string) => {
  const game = gameById(id);
  if (!game) throw new Error(`landings: unknown game "${id}"`);
  return { name: game.name, href: game.route };
};
const operatorPage = (id: string) => {
  const operator = operatorById(id);
  if (!operator) throw new Error(`landings: unknown operator "${id}"`);
  return { name: `Todos los resultados de ${operator.name}`, href: operator.route };
};

function ganaMas(game: Game, today: string): GameLanding {
  const when = scheduleText(santoDomingoSlots(game, new Date(`${today}T12:00:00-04:00`))) ?? 'cada día';
  const format = numberFormatText(game, today) ?? '3 números de dos cifras (00-99)';
  return {
    intro: [
      `Gana Más es el sorteo de la tarde de la Lotería Nacional Dominicana. Se celebra ${when} (hora de República Dominicana) y cada sorteo publica ${format}: el primer, el segundo y el tercer premio.`,
      'En esta página tienes el resultado de hoy en cuanto se publica, el historial de sorteos anteriores para comparar tus jugadas y enlaces directos a los demás sorteos de la Lotería Nacional.',
    ],
    links: [
      operatorPage('loteria-nacional'),
      gamePage('loteria-nacional'),
      gamePage('juega-mas-pega-mas'),
      gamePage('billetes-domingo'),
      { name: 'Preguntas frecuentes', href: '/preguntas-frecuentes' },
      { name: 'Juego responsable', href: '/juego-responsable' },
    ],
    tips: [
      'Guarda tu boleto en un lugar seco y fírmalo al dorso: es el único comprobante para cobrar un premio.',
      'Compara los números con el resultado oficial del día y la hora del sorteo que jugaste; la fecha del boleto debe coincidir.',
      'Revisa el plazo de cobro en el punto de venta o con la Lotería Nacional antes de que venza.',
      'Juega solo lo que puedas permitirte perder: la lotería es un entretenimiento, no una inversión.',
    ],
    faq: [
      {
        question: '¿A qué hora es el sorteo de Gana Más?',
        answer: `El sorteo de Gana Más se celebra ${when}, hora de República Dominicana.`,
      },
      {
        question: '¿Cuántos números salen en Gana Más?',
        answer: `Cada sorteo publica ${format}, en el orden de primer, segundo y tercer premio.`,
      },
      {
        question: '¿Quién organiza Gana Más?',
        answer:
          'Gana Más es un sorteo de la Lotería Nacional Dominicana. Gana Más (este sitio) publica sus resultados con fines informativos; el resultado oficial es el de la Lotería Nacional.',
      },
      {
        question: '¿Dónde veo los resultados de días anteriores?',
        answer:
          'En el Historial de Resultados de esta página: muestra los últimos 20 sorteos y puedes cargar 20 más cada vez.',
      },
    ],
  };
}

const LANDINGS: Readonly<Record<string, (game: Game, today: string) => GameLanding>> = { 'gana-mas': ganaMas };

/** The landing sections of `game` on `today` (YYYY-MM-DD), or null for a game page without them. */
export function landingOf(game: Game, today: string): GameLanding | null {
  return LANDINGS[game.id]?.(game, today) ?? null;
}
