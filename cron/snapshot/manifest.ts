/**
 * The bundled snapshot: real captures imported through the normal pipeline when the database has no
 * draws, so a machine without internet shows real, dated results. `fetchedAt` is when each capture was
 * taken (its commit time in the public repository it came from; see cron/snapshot/SOURCES.md).
 */
import { addDays } from '../../src/lib/dates.ts';
import { CASH_4_LIFE, datasetUrl, MEGA_MILLIONS, POWERBALL } from '../sources/ny-open-data/datasets.ts';

export interface SnapshotFile {
  file: string;
  adapter: string;
  /** The page the capture is of (stored as each draw's source URL). */
  url: string;
  fetchedAt: string;
  /** The catalogue games the capture is read for, when not all of them (see {@link LATER_FEED}). */
  games?: readonly string[];
}

const ULTIMOS = 'https://loteriasdominicanas.com/pagina/ultimos-resultados';
const capture = (stamp: string, fetchedAt: string): SnapshotFile => ({
  file: `pagina-ultimos-resultados-${stamp}-0400-rendered.html`,
  adapter: 'loteriasdominicanas-html',
  url: ULTIMOS,
  fetchedAt,
});

/** The daily feeds of the bundled year: first and last day ("YYYY-MM-DD"), one file per day. */
const FEED_DAYS = { first: '2025-09-07', last: '2026-08-22' } as const;
const FEED_REPO = 'https://github.com/Rodyd137/ScraperLoteriasDominicanas/blob/0f6bcee659237bba81887664a97766790d023219';

/**
 * The feed of each day of {@link FEED_DAYS}: the last version of that day (its `last_updated` is before the
 * end of the day, which is taken as `fetchedAt`), stamped with its file in the scraper's repository.
 */
function feedDays(): SnapshotFile[] {
  const files: SnapshotFile[] = [];
  for (let day: string = FEED_DAYS.first; day <= FEED_DAYS.last; day = addDays(day, 1)) {
    files.push({
      file: `loteriasdominicanas-feed/${day}.json`,
      adapter: 'loteriasdominicanas-feed',
      url: `${FEED_REPO}/public/feed/${day}.json`,
      fetchedAt: `${day}T23:59:00-04:00`,
    });
  }
  return files;
}

/**
 * The newest feed found (draws of 2026-10-07..10; a copy rebuilt from a text copy of the file, values checked, bytes
 * not verified), read only for the games of decision 085 the bundled year does not hold: Haiti Bolet, Georgia, New
 * Jersey, Lotería Real Noche and Quiniela Loteka Día. Read for every game, it would move each game's newest draw
 * seven weeks past the year, over 45 days the site does not have.
 */
const LATER_FEED: SnapshotFile = {
  file: 'loteriasdominicanas-feed/2026-10-10.rebuilt.json',
  adapter: 'loteriasdominicanas-feed',
  url: 'https://github.com/Rodyd137/ScraperLoteriasDominicanas/blob/2b0c03799b1aff19cabe64ce46458f6835f7b512/public/feed/2026-10-10.json',
  fetchedAt: '2026-10-10T21:25:59Z',
  games: [
    ...['9-30-am', '10-30-am', '11-30-am', '5-30-pm', '6-30-pm', '7-30-pm'].map((hour) => `haiti-bolet-${hour}`),
    'georgia-dia',
    'georgia-tarde',
    'georgia-noche',
    'new-jersey-dia',
    'new-jersey-noche',
    'loteria-real-noche',
    'quiniela-loteka-dia',
  ],
};

/** In capture order, oldest first, so that a later capture updates an earlier one. */
export const SNAPSHOT: readonly SnapshotFile[] = [
  capture('2025-08-04T2105', '2025-08-04T21:05:00-04:00'),
  capture('2025-08-05T2354', '2025-08-05T23:54:00-04:00'),
  capture('2025-08-06T0958', '2025-08-06T09:58:00-04:00'),
  capture('2025-08-06T1119', '2025-08-06T11:19:00-04:00'),
  capture('2025-08-06T1641', '2025-08-06T16:41:00-04:00'),
  capture('2025-08-07T1439', '2025-08-07T14:39:00-04:00'),
  {
    file: 'Lottery_Cash_4_Life_Winning_Numbers__Beginning_2014.jacob-s-mason-2025.csv',
    adapter: 'ny-open-data', url: datasetUrl(CASH_4_LIFE), fetchedAt: '2025-03-18T12:00:00Z',
  },
  {
    file: 'Lottery_Mega_Millions_Winning_Numbers__Beginning_2002.raky1977-2026-07-10.csv',
    adapter: 'ny-open-data', url: datasetUrl(MEGA_MILLIONS), fetchedAt: '2026-07-12T12:00:00Z',
  },
  {
    file: 'Lottery_Powerball_Winning_Numbers__Beginning_2010.raky1977-2026-07-11.csv',
    adapter: 'ny-open-data', url: datasetUrl(POWERBALL), fetchedAt: '2026-07-12T12:00:00Z',
  },
  ...feedDays(),
  LATER_FEED,
];
