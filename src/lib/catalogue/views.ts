/**
 * What the catalogue says about showing games: the home grid's source paths, the dedicated latest-result
 * views (how many records each reads, its texts) and the states of a game without data.
 */
import { gamesForPath, HOME_GAMES } from './index.ts';
import type { Game, ResultView } from './types.ts';

/** Operator source paths the home grid lists (spec section 7: nine dominicana paths, then Loteka's). */
const HOME_SOURCE_PATHS = [
  '/loteria-nacional',
  '/leidsa',
  '/loto-real',
  '/americanas',
  '/la-primera',
  '/la-suerte-dominicana',
  '/lotedom',
  '/king-lottery',
  '/anguila',
  '/loteka',
] as const;

/**
 * The home cards' games, in catalogue order: the spec's 43 home games, each listed under one of the home source
 * paths, less those no source of the site publishes (`unsourced`, decision 053: Chance Express).
 */
export function homeGames(): Game[] {
  const listed = new Set(HOME_SOURCE_PATHS.flatMap((path) => (gamesForPath(path) ?? []).map((g) => g.id)));
  return HOME_GAMES.filter((g) => listed.has(g.id) && !g.unsourced);
}

/** A heading with up to two lines, and a link out when the state points somewhere (`href` absolute). */
export interface StateText {
  title: string;
  lines: readonly string[];
  link?: { text: string; href: string };
}

/** A dedicated view: how many newest records its game page reads, and its own loading and empty texts. */
export interface ViewFacts {
  records: number;
  loading?: string;
  empty?: StateText;
}

const LATEST_ONLY: ViewFacts = { records: 1 };

/** Spec: Repartidera shows the latest number plus up to 10 past results; every other view the latest draw. */
const RESULT_VIEWS: Record<ResultView, ViewFacts> = {
  generic: LATEST_ONLY,
  megachance: LATEST_ONLY,
  toca3: LATEST_ONLY,
  lotto: LATEST_ONLY,
  billetes: LATEST_ONLY,
  repartidera: {
    records: 11,
    loading: 'Cargando resultados de Repartidera...',
    empty: { title: 'No hay resultados disponibles', lines: [] },
  },
};

/** The view facts of a game's page. */
export const viewOf = (game: Game): ViewFacts => RESULT_VIEWS[game.view ?? 'generic'];

/** A list or game page without data (spec error catalogue). */
export const BUILDING_HISTORY: StateText = {
  title: 'Construyendo historial',
  lines: [
    'El sistema está guardando automáticamente cada resultado nuevo.',
    'Los datos se obtienen de fuentes oficiales.',
  ],
};

const SUSPENDED: StateText = {
  title: 'Juego temporalmente suspendido',
  lines: [
    'MegaLotto no está disponible actualmente en la fuente oficial de Loteka.',
    'Otros juegos funcionan normalmente.',
  ],
};

/** A game no source of the site publishes: why, and a link to its official results (decision 053). */
const unsourcedState = ({ reason, officialSource }: NonNullable<Game['unsourced']>): StateText => ({
  title: 'Sin resultados en Gana Más',
  lines: [reason],
  link: { text: `Ver los resultados oficiales en ${officialSource.name}`, href: officialSource.url },
});

/** What a game page shows when the game has no result. */
export function pageEmptyState(game: Game): StateText {
  if (game.unsourced) return unsourcedState(game.unsourced);
  return game.unavailable === 'suspended' ? SUSPENDED : BUILDING_HISTORY;
}

/** A game card without data: its tag text and tone (spec card states). */
export function cardEmptyState(game: Game): { text: string; tone: 'warn' | 'muted' } {
  if (game.unsourced) return { text: 'Solo en la fuente oficial', tone: 'muted' };
  return game.unavailable === 'limited'
    ? { text: 'Servicio limitado', tone: 'warn' }
    : { text: 'Próximamente', tone: 'muted' };
}
