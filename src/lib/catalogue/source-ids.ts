/**
 * Stable ids the sources give their games, mapped to catalogue game ids. Matching by id comes before matching
 * by title: titles differ between sites that share a backend ("La Suerte 12:30" / "La Suerte Día"), ids do not.
 * An id missing here falls back to title matching; a game of no catalogue entry stays unmatched (reported).
 */
import { DERIVATION_ADAPTER, STORED_FROM_INPUTS } from './derivation.ts';

/** The sources that publish stable game ids. */
export type IdSource = 'loteriasdominicanas' | 'leidsa' | 'loteriasdominicanas-feed';

const P1 = '6966a6d1ea7015c3b8a3';
const P2 = '6966a6d2ea7015c3b8a3';
const P3 = '6966a6d3ea7015c3b8a3';

/**
 * `game_id` of api.loteriasdominicanas.com (= api.conectate.com.do, same backend) → catalogue id. Ids from
 * real answers of 2026-07..09 (API-NOTES.md; the portal-dominicano output of 2026-09-13 keeps them verbatim).
 * The games of decision 085 whose ids no real answer shows (Haiti Bolet, Georgia, New Jersey, Quiniela Loteka Día,
 * Take 5, New York Lotto, Millionaire for Life, Florida Lotto, Fantasy 5 Día, Powerball Double Play) are matched
 * by their titles until one does.
 */
const LOTERIAS_DOMINICANAS: Readonly<Record<string, string>> = {
  [`${P1}d482`]: 'gana-mas',
  [`${P2}d48e`]: 'juega-mas-pega-mas',
  [`${P1}d47c`]: 'loteria-nacional',
  [`${P2}d488`]: 'billetes-domingo',
  [`${P2}d4ae`]: 'quiniela-real',
  [`${P2}d4c6`]: 'loto-pool-real',
  [`${P2}d4a8`]: 'loto-real',
  [`${P2}d4cc`]: 'nueva-yol-real',
  [`${P2}d4c0`]: 'pega-4-real',
  [`${P2}d4b4`]: 'super-pale-real',
  [`${P2}d4ba`]: 'tu-fecha-real',
  '69fd98465e76585b602695be': 'chance-real',
  '69fd98465e76585b602695c5': 'repartidera-real',
  '69fd98465e76585b602695cc': 'loto-pool-real-noche',
  [`${P2}d4d7`]: 'quiniela-loteka',
  [`${P2}d4dd`]: 'mega-chances',
  [`${P2}d4e6`]: 'megalotto',
  [`${P2}d4ec`]: 'repartidera',
  [`${P2}d4f2`]: 'toca-3',
  [`${P2}d5c0`]: 'la-primera-dia',
  [`${P2}d5c6`]: 'la-primera-noche',
  [`${P2}d5cc`]: 'loto-5',
  [`${P2}d5d2`]: 'el-quinielon-dia',
  [`${P2}d5d8`]: 'el-quinielon-noche',
  [`${P3}d5e3`]: 'la-suerte-1230',
  [`${P3}d5e9`]: 'la-suerte-1800',
  [`${P1}d44d`]: 'loto-leidsa',
  [`${P1}d453`]: 'quiniela-leidsa',
  [`${P1}d459`]: 'super-kino-tv',
  [`${P1}d45f`]: 'loto-pool-leidsa',
  [`${P1}d465`]: 'super-pale-leidsa',
  [`${P1}d471`]: 'pega-3-mas',
  [`${P2}d509`]: 'new-york-tarde',
  [`${P2}d50f`]: 'new-york-noche',
  [`${P2}d515`]: 'florida-dia',
  [`${P2}d51b`]: 'florida-noche',
  [`${P3}d63b`]: 'la-cuarteta-manana',
  [`${P3}d623`]: 'la-cuarteta-medio-dia',
  [`${P3}d629`]: 'la-cuarteta-tarde',
  [`${P3}d62f`]: 'la-cuarteta-noche',
  [`${P3}d635`]: 'anguila-manana',
  [`${P3}d611`]: 'anguila-medio-dia',
  [`${P3}d617`]: 'anguila-tarde',
  [`${P3}d61d`]: 'anguila-noche',
  '6a5114d907d516b9c5101dd5': 'anguila-8-00-am',
  '6a3e91bd5036a431f5f3e801': 'anguila-9-00-am',
  '6a3e935d5036a431f5f3e8b2': 'anguila-11-00-am',
  '6a3e94f85036a431f5f407b0': 'anguila-12-00-pm',
  '6a3e96e25036a431f5f40c87': 'anguila-2-00-pm',
  '6a3e97a25036a431f5f41eef': 'anguila-3-00-pm',
  '6a5116a607d516b9c5102db7': 'anguila-4-00-pm',
  '6a5116f607d516b9c510302f': 'anguila-5-00-pm',
  '6a51185b07d516b9c5104c69': 'anguila-7-00-pm',
  '6a511ab407d516b9c510788d': 'anguila-8-00-pm',
  '6a511b0a07d516b9c5107d05': 'anguila-10-00-pm',
  '6a97691c445bdb3562dc7f17': 'loteria-real-noche',
};

/**
 * leidsa.com home entries, keyed `<gameProvider>/<gameFamilyName>@<HH:MM>` (the Santo Domingo time of the
 * entry's `drawTimestamp`: the site lists one "Quiniela Pale" per operator and the time tells which draw it
 * is). Times read from the 2026-05-26/27 captures; the history pages (`leidsa-history`) use the same keys, and show
 * Loto at 20:52 before 2025-07. Real's "Super Pale" (Quiniela Real 1st + Gana Más 1st) is the
 * catalogue's Super Palé Real; the other operators' "Super Pale" entries are leidsa.com's own combinations
 * (e.g. LoteDom 1st + Gana Más 1st, while the catalogue's Super Palé LoteDom is LoteDom 1st + El Quemaito
 * Mayor), so they are left unmatched. Leidsa ids are authoritative: no title fallback (see {@link idOnly}).
 */
const LEIDSA: Readonly<Record<string, string>> = {
  'Leidsa/Loto@21:00': 'loto-leidsa',
  'Leidsa/Loto@20:52': 'loto-leidsa',
  'Leidsa/KinoTV@21:00': 'super-kino-tv',
  'Leidsa/KinoTV@16:00': 'super-kino-tv',
  'Leidsa/Loto Pool@21:00': 'loto-pool-leidsa',
  'Leidsa/Loto Pool@16:00': 'loto-pool-leidsa',
  'Leidsa/Quiniela Pale@21:00': 'quiniela-leidsa',
  'Leidsa/Quiniela Pale@16:00': 'quiniela-leidsa',
  'Leidsa/Pega3Mas@21:00': 'pega-3-mas',
  'Leidsa/Pega3Mas@16:00': 'pega-3-mas',
  'Leidsa/Super Pale@21:00': 'super-pale-leidsa',
  'Leidsa/Super Pale@16:00': 'super-pale-leidsa',
  'Loteria Nacional/Quiniela Pale@14:30': 'gana-mas',
  'Loteria Nacional/Quiniela Pale@21:00': 'loteria-nacional',
  'Loteria Nacional/Quiniela Pale@18:00': 'loteria-nacional',
  'Loteria Real/Quiniela Pale@13:00': 'quiniela-real',
  'Loteria Real/Super Pale@13:00': 'super-pale-real',
  'La Suerte/Quiniela Pale@12:30': 'la-suerte-1230',
  'La Suerte/Quiniela Pale@18:00': 'la-suerte-1800',
  'Loteka/Quiniela Pale@20:00': 'quiniela-loteka',
  'Lotedom/Quiniela Pale@12:00': 'quiniela-lotedom',
  'La Primera/Quiniela Pale@12:00': 'la-primera-dia',
  'La Primera/Quiniela Pale@19:00': 'la-primera-noche',
  'La Primera/Quiniela Pale@20:00': 'la-primera-noche',
};

/** The four Anguila or La Cuarteta draws of the catalogue under the feed's edition names and hourly ids. */
const anguilaDraws = (product: 'anguila' | 'cuarteta', hourlyPrefix: string) =>
  Object.fromEntries(
    (
      [
        ['Mañana', '10-00-am', 'manana'],
        ['Medio Día', '1-00-pm', 'medio-dia'],
        ['Tarde', '6-00-pm', 'tarde'],
        ['Noche', '9-00-pm', 'noche'],
      ] as const
    ).flatMap(([edition, hour, key]) => {
      const gameId = `${product === 'anguila' ? 'anguila' : 'la-cuarteta'}-${key}`;
      return [
        [`anguila/${product}/${edition}`, gameId],
        [`anguila/${hourlyPrefix}-${hour}/`, gameId],
      ];
    }),
  );

/** The Día/Noche pair of a Pick product of the feed under its edition names (the midday one was renamed). */
const picks = (feedGame: string, dayId: string, nightId: string): Record<string, string> => ({
  [`${feedGame}/Día`]: dayId,
  [`${feedGame}/Medio Día`]: dayId,
  [`${feedGame}/Noche`]: nightId,
});

/** The feed keys mapped by mapping version 2 (decision 084): the US and Florida games the feed carries. */
const FEED_MAPPING_2: Readonly<Record<string, string>> = {
  'americanas/powerball/': 'powerball',
  'americanas/mega-millions/': 'mega-millions',
  'americanas/cash-4-life/': 'cash-4-life',
  'nueva-york/new-york/Tarde': 'new-york-tarde',
  'nueva-york/new-york/Noche': 'new-york-noche',
  'americanas/new-york/Noche': 'new-york-noche',
  'florida/florida/Día': 'florida-dia',
  'florida/florida/Noche': 'florida-noche',
  'americanas/florida/Noche': 'florida-noche',
  'florida/fantasy-5/Noche': 'florida-fantasy-5',
  'florida/florida-lotto-double-play/': 'florida-lotto-double-play',
  'florida/jackpot-triple-play/': 'jackpot-triple-play',
};

/** The hourly Anguila draws of decision 085 under the feed's ids: "anguila-4-00-pm", and "anguila-14-00" before 07-10. */
const hourlyAnguila = (): Record<string, string> => {
  const hours: readonly (readonly [hour: string, early?: string])[] = [
    ['8-00-am'],
    ['9-00-am', '9-00'],
    ['11-00-am', '11-00'],
    ['12-00-pm', '12-00'],
    ['2-00-pm', '14-00'],
    ['3-00-pm', '15-00'],
    ['4-00-pm'],
    ['5-00-pm'],
    ['7-00-pm'],
    ['8-00-pm'],
    ['10-00-pm'],
  ];
  const keys: Record<string, string> = {};
  for (const [hour, early] of hours) {
    keys[`anguila/anguila-${hour}/`] = `anguila-${hour}`;
    if (early) keys[`anguila/anguila-${early}/`] = `anguila-${hour}`;
  }
  return keys;
};

/**
 * The feed keys mapped by mapping version 3 (decision 085): the games the feed carries that the catalogue gained,
 * from the bundled year and from the feed of 2026-10-10 (Haiti Bolet, Georgia, New Jersey, Lotería Real Noche and
 * Quiniela Loteka Día, which the year does not hold).
 */
const FEED_MAPPING_3: Readonly<Record<string, string>> = {
  ...hourlyAnguila(),
  ...picks('new-york/take-5', 'take-5-dia', 'take-5-noche'),
  ...picks('nueva-york/take-5', 'take-5-dia', 'take-5-noche'),
  'new-york/new-york-lotto/': 'new-york-lotto',
  'nueva-york/new-york-lotto/': 'new-york-lotto',
  'new-york/millionaire-for-life/': 'millionaire-for-life',
  'florida/florida-lotto/': 'florida-lotto',
  'florida/fantasy-5/Medio Día': 'florida-fantasy-5-dia',
  'florida/fantasy/Día': 'florida-fantasy-5-dia',
  'americanas/powerball-double-play/': 'powerball-double-play',
  ...Object.fromEntries(
    ['9-30-am', '10-30-am', '11-30-am', '5-30-pm', '6-30-pm', '7-30-pm'].map((hour) => [
      `haiti-bolet/haiti-bolet-${hour}/`,
      `haiti-bolet-${hour}`,
    ]),
  ),
  'americanas/georgia/Día': 'georgia-dia',
  'americanas/georgia/Tarde': 'georgia-tarde',
  'americanas/georgia/Noche': 'georgia-noche',
  'americanas/new-jersey/Día': 'new-jersey-dia',
  'americanas/new-jersey/Noche': 'new-jersey-noche',
  'loteria-real/loteria-real/Noche': 'loteria-real-noche',
  'loteka/quiniela/Día': 'quiniela-loteka-dia',
};

/**
 * Keys "provider_id/game_id/edition" of the loteriasdominicanas.com feed (cron/sources/loteriasdominicanas-feed)
 * → catalogue id, read from its 350 days of 2025-09-07..2026-08-22; editions were renamed over the year
 * ("12:30" then "Día"). The feed zero-pads single digits (Pega 4 Real, Toca 3, the Pick games): validation reads
 * them through the game's number rule ("08" is the digit 8; "18" is rejected). The US games whose official data we
 * read (Powerball, Mega Millions, Cash 4 Life) are mapped to fill only the draws that data lacks ({@link
 * fillsOnly}). Not mapped on purpose: the 2026-10-10 feed's `loteka/quiniela/Noche` (Quiniela Loteka, which that
 * capture is not read for: see the manifest).
 */
const FEED: Readonly<Record<string, string>> = {
  'leidsa/loto-super-loto-mas/': 'loto-leidsa',
  'leidsa/loto-mas/': 'loto-leidsa',
  'loteria-real/pega-4/': 'pega-4-real',
  'loteka/toca-3/': 'toca-3',
  ...picks('king-lottery/pick-3', 'king-pick-3-dia', 'king-pick-3-noche'),
  ...picks('king-lottery/pick-4', 'king-pick-4-dia', 'king-pick-4-noche'),
  ...Object.fromEntries(
    [2, 3, 4, 5].flatMap((n) =>
      Object.entries(picks(`florida/pick-${n}`, `florida-pick-${n}-dia`, `florida-pick-${n}-noche`)),
    ),
  ),
  ...picks('new-york/numbers', 'new-york-numbers-tarde', 'new-york-numbers-noche'),
  ...picks('nueva-york/numbers', 'new-york-numbers-tarde', 'new-york-numbers-noche'),
  ...picks('new-york/win-4', 'new-york-win-4-tarde', 'new-york-win-4-noche'),
  ...picks('nueva-york/win-4', 'new-york-win-4-tarde', 'new-york-win-4-noche'),
  'loteria-nacional/gana-mas/': 'gana-mas',
  'loteria-nacional/juega-pega/': 'juega-mas-pega-mas',
  'loteria-nacional/loteria-nacional/': 'loteria-nacional',
  'loteria-nacional/billetes-domingo/': 'billetes-domingo',
  'leidsa/quiniela/': 'quiniela-leidsa',
  'leidsa/loto-pool/': 'loto-pool-leidsa',
  'leidsa/pega-3-mas/': 'pega-3-mas',
  'leidsa/super-kino-tv/': 'super-kino-tv',
  'leidsa/super-pale/': 'super-pale-leidsa',
  'loteria-real/quiniela/': 'quiniela-real',
  'loteria-real/loto-real/': 'loto-real',
  'loteria-real/nueva-yol-real/': 'nueva-yol-real',
  'loteria-real/super-pale/': 'super-pale-real',
  'loteria-real/tu-fecha-real/': 'tu-fecha-real',
  'loteria-real/chance-real/': 'chance-real',
  'loteria-real/repartidera-real/': 'repartidera-real',
  'loteria-real/loto-pool/': 'loto-pool-real',
  'loteria-real/loto-pool/Día': 'loto-pool-real',
  'loteria-real/loto-pool/Noche': 'loto-pool-real-noche',
  'loteka/quiniela/': 'quiniela-loteka',
  'loteka/mega-chances/': 'mega-chances',
  'loteka/mega-chances-repartidera/': 'repartidera',
  'loteka/megalotto/': 'megalotto',
  'la-primera/quiniela/Día': 'la-primera-dia',
  'la-primera/quiniela/Medio Día': 'la-primera-dia',
  'la-primera/quiniela/Noche': 'la-primera-noche',
  'la-primera/loto-5/': 'loto-5',
  'la-primera/quinielon/Día': 'el-quinielon-dia',
  'la-primera/el-quinielon/Día': 'el-quinielon-dia',
  'la-primera/quinielon/Noche': 'el-quinielon-noche',
  'la-primera/el-quinielon/Noche': 'el-quinielon-noche',
  'la-suerte-dominicana/la-suerte/12:30': 'la-suerte-1230',
  'la-suerte-dominicana/la-suerte/Día': 'la-suerte-1230',
  'la-suerte-dominicana/la-suerte/18:00': 'la-suerte-1800',
  'la-suerte-dominicana/la-suerte/Tarde': 'la-suerte-1800',
  'lotedom/quiniela/': 'quiniela-lotedom',
  'lotedom/quemaito-mayor/': 'el-quemaito-mayor',
  'lotedom/el-quemaito-mayor/': 'el-quemaito-mayor',
  'lotedom/agarra-4/': 'agarra-4',
  'lotedom/super-pale/': 'super-pale-lotedom',
  ...anguilaDraws('anguila', 'anguila'),
  ...anguilaDraws('cuarteta', 'la-cuarteta'),
  'king-lottery/king-lottery/12:30': 'king-quiniela-dia',
  'king-lottery/king-lottery/Día': 'king-quiniela-dia',
  'king-lottery/quiniela/Día': 'king-quiniela-dia',
  'king-lottery/quiniela/Noche': 'king-quiniela-noche',
  'king-lottery/king-lottery/7:30': 'king-quiniela-noche',
  'king-lottery/king-lottery/Noche': 'king-quiniela-noche',
  'king-lottery/loto-pool/Día': 'king-loto-pool-dia',
  'king-lottery/loto-pool/Medio Día': 'king-loto-pool-dia',
  'king-lottery/loto-pool/Noche': 'king-loto-pool-noche',
  'king-lottery/philipsburg/Día': 'king-philipsburg-dia',
  'king-lottery/philipsburg/Medio Día': 'king-philipsburg-dia',
  'king-lottery/philipsburg/Noche': 'king-philipsburg-noche',
  ...FEED_MAPPING_2,
  ...FEED_MAPPING_3,
};

const BY_SOURCE: Readonly<Record<IdSource, Readonly<Record<string, string>>>> = {
  loteriasdominicanas: LOTERIAS_DOMINICANAS,
  leidsa: LEIDSA,
  'loteriasdominicanas-feed': FEED,
};

/** The catalogue game id `source` publishes as `sourceId`, or undefined when it is not a catalogue game. */
export function gameIdForSource(source: IdSource, sourceId: string): string | undefined {
  return Object.hasOwn(BY_SOURCE[source], sourceId) ? BY_SOURCE[source][sourceId] : undefined;
}

/**
 * The version of the maps above as the bundled snapshot reads them. Raise it, and list the games the change maps
 * in {@link MAPPING_CHANGES}, whenever a map or catalogue change makes a bundled capture hold draws of more games: the import
 * then re-reads the captures its ledger lists under an older version, for those games only (decision 084).
 */
export const MAPPING_VERSION = 3;

/**
 * Per version since 1: the adapter whose captures gained games, and those games' catalogue ids. A new catalogue
 * game a source matches by title counts too: version 3's Take 5 Día is the "Take 5 Midday" of the 2025-08 pages.
 */
const MAPPING_CHANGES: readonly { version: number; adapter: string; gameIds: readonly string[] }[] = [
  { version: 2, adapter: 'loteriasdominicanas-feed', gameIds: [...new Set(Object.values(FEED_MAPPING_2))] },
  { version: 3, adapter: 'loteriasdominicanas-feed', gameIds: [...new Set(Object.values(FEED_MAPPING_3))] },
  { version: 3, adapter: 'loteriasdominicanas-html', gameIds: ['take-5-dia'] },
];

/** The games whose draws captures of `adapter` gained after mapping version `version` (empty when none). */
export function gamesMappedAfter(adapter: string, version: number): Set<string> {
  return new Set(MAPPING_CHANGES.filter((c) => c.version > version && c.adapter === adapter).flatMap((c) => c.gameIds));
}

/**
 * Games a source only fills in: its draw is stored where no other source's is, never disputes one, and is replaced
 * by the first other source that publishes the draw. The feed's copies of the US games whose official data the
 * site reads (data.ny.gov): those list the balls sorted and carry the multiplier, the feed does neither; and the
 * quinielas stored from their inputs' draws (`STORED_FROM_INPUTS`), until a source publishes them.
 */
const FILL_ONLY: Readonly<Partial<Record<string, ReadonlySet<string>>>> = {
  'loteriasdominicanas-feed': new Set(['powerball', 'mega-millions', 'cash-4-life']),
  [DERIVATION_ADAPTER]: STORED_FROM_INPUTS,
};

/** Whether `adapter`'s draws of `gameId` only fill in for other sources (see {@link FILL_ONLY}). */
export const fillsOnly = (adapter: string, gameId: string): boolean => FILL_ONLY[adapter]?.has(gameId) ?? false;

/** Sources whose unmapped ids stay unmatched instead of falling back to title matching. */
const ID_ONLY: ReadonlySet<IdSource> = new Set(['leidsa', 'loteriasdominicanas-feed']);

/** Whether `source`'s items match by id only (an id missing from the map is an unmatched game). */
export const idOnly = (source: IdSource): boolean => ID_ONLY.has(source);

/** Every (source, source id, game id) triple, for the catalogue test. */
export const sourceIdEntries = (): [IdSource, string, string][] =>
  (Object.keys(BY_SOURCE) as IdSource[]).flatMap((source) =>
    Object.entries(BY_SOURCE[source]).map(([id, gameId]): [IdSource, string, string] => [source, id, gameId]),
  );
