/**
 * Counting over one game's stored draws, in SQL: each draw's `numbers` array is unnested with its positions
 * (1-based), a position falls in a group through `slots` (the group index of each position, 0-based, from
 * src/lib/stats.ts) and a value is read as an integer ("07" and "7" are 7; a value that is not 1-3 digits is left
 * out). Every count is of draws, never of balls: a number twice in one draw counts once. Dates are "YYYY-MM-DD".
 * Queries start with `select` so a read whose connection died is run once more (db/client.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../client.ts';

/** `slots` as a PostgreSQL int[] literal parameter. */
const slotArray = (slots: readonly number[]) => sql`${`{${slots.join(',')}}`}::int[]`;
/** The integer a stored value reads as, or null. */
const numberOf = (value: SQL) => sql`case when ${value} ~ '^[0-9]{1,3}$' then ${value}::int end`;

/** A count of draws in which `number` of group `group` came out: at position `position` (1-based) or anywhere (null). */
export interface NumberCount {
  group: number;
  number: number;
  position: number | null;
  count: number;
}

/** The draws of `gameId` from `from` to `to` and, per group and number, the draws it came out in (overall and per position). */
export async function windowCounts(
  db: Db,
  gameId: string,
  slots: readonly number[],
  from: string,
  to: string,
): Promise<{ draws: number; counts: NumberCount[] }> {
  const [counted, totals] = await Promise.all([
    rowsOf<NumberCount>(
      db,
      sql`select c.grp as "group", c.num as "number", c.pos as "position", count(distinct c.id)::int as "count"
          from (select d.id, u.ord::int as pos, (${slotArray(slots)})[u.ord::int] as grp, ${numberOf(sql`u.n`)} as num
                from draws d cross join lateral unnest(d.numbers) with ordinality as u(n, ord)
                where d.game_id = ${gameId} and d.draw_date between ${from} and ${to}) c
          where c.grp is not null and c.num is not null
          group by grouping sets ((c.grp, c.num), (c.grp, c.num, c.pos))`,
    ),
    rowsOf<{ draws: number }>(
      db,
      sql`select count(*)::int as draws from draws where game_id = ${gameId} and draw_date between ${from} and ${to}`,
    ),
  ]);
  return { draws: totals[0]?.draws ?? 0, counts: counted };
}

/** The newest draw of `gameId` in which a number of a group came out: its date and the game's draws since it. */
export interface LastAppearance {
  group: number;
  number: number;
  lastSeen: string;
  drawsSince: number;
}

/**
 * Per group and number, its newest draw date over the whole history of `gameId` and the draws since that draw
 * (draws are ranked newest first: the smallest rank of a number is its newest draw, whose date is its largest).
 */
export function lastAppearances(db: Db, gameId: string, slots: readonly number[]): Promise<LastAppearance[]> {
  return rowsOf<LastAppearance>(
    db,
    sql`select c.grp as "group", c.num as "number", max(c.date)::text as "lastSeen", min(c.rank)::int as "drawsSince"
        from (select (${slotArray(slots)})[u.ord::int] as grp, ${numberOf(sql`u.n`)} as num, r.date, r.rank
              from (select d.draw_date as date, d.numbers,
                           row_number() over (order by d.draw_date desc, d.draw_time desc) - 1 as rank
                    from draws d where d.game_id = ${gameId}) r
              cross join lateral unnest(r.numbers) with ordinality as u(n, ord)) c
        where c.grp is not null and c.num is not null
        group by c.grp, c.num`,
  );
}

/** Two numbers (`first` <= `second`) and the draws they came out in together. */
export interface PairCount {
  first: number;
  second: number;
  count: number;
}

/**
 * The `limit` pairs of the first `positions` numbers of `gameId`'s draws from `from` to `to` that came out
 * together in most draws (a quiniela's palés), most frequent first, then by number.
 */
export function topPairs(
  db: Db,
  gameId: string,
  positions: number,
  from: string,
  to: string,
  limit: number,
): Promise<PairCount[]> {
  return rowsOf<PairCount>(
    db,
    sql`select p.first, p.second, count(distinct p.id)::int as "count"
        from (select d.id, least(${numberOf(sql`a.n`)}, ${numberOf(sql`b.n`)}) as first,
                     greatest(${numberOf(sql`a.n`)}, ${numberOf(sql`b.n`)}) as second
              from draws d
              cross join lateral unnest(d.numbers) with ordinality as a(n, i)
              cross join lateral unnest(d.numbers) with ordinality as b(n, j)
              where d.game_id = ${gameId} and d.draw_date between ${from} and ${to} and a.i < b.j and b.j <= ${positions}) p
        where p.first is not null and p.second is not null
        group by p.first, p.second
        order by "count" desc, p.first, p.second
        limit ${limit}`,
  );
}

/** A draw in which a number came out: its date, time and the positions (1-based) it came out at. */
export interface Appearance {
  date: string;
  time: string;
  positions: number[];
}

/** The newest `limit` draws of `gameId` in which `number` came out, newest first. */
export function appearancesOf(db: Db, gameId: string, number: number, limit: number): Promise<Appearance[]> {
  return rowsOf<Appearance>(
    db,
    sql`select d.draw_date::text as date, d.draw_time as time, array_agg(u.ord::int order by u.ord) as positions
        from draws d cross join lateral unnest(d.numbers) with ordinality as u(n, ord)
        where d.game_id = ${gameId} and ${numberOf(sql`u.n`)} = ${number}
        group by d.id, d.draw_date, d.draw_time
        order by d.draw_date desc, d.draw_time desc
        limit ${limit}`,
  );
}
