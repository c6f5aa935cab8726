/** Housekeeping deletes the push subscriptions nobody used for 90 days (decision 074). */
import { describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../../db/schema/index.ts';
import { useTestDb as freshDbPerTest } from '../../../tests/helpers/test-db.ts';
import { systemContext } from './context.ts';
import { runHousekeeping } from './housekeeping.ts';

const handle = freshDbPerTest();
const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

const subscription = (name: string, subscribedAt: Date, lastSuccessAt: Date | null) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
  p256dh: 'B'.padEnd(87, 'A'),
  auth: 'A'.repeat(22),
  gameIds: ['quiniela-leidsa'],
  createdAt: daysAgo(400),
  subscribedAt,
  lastSuccessAt,
});

describe('runHousekeeping', () => {
  it('deletes the subscriptions with no accepted alert and no subscribe call for 90 days', async () => {
    await handle.db
      .insert(pushSubscriptions)
      .values([
        subscription('never-sent', daysAgo(91), null),
        subscription('sent-long-ago', daysAgo(200), daysAgo(91)),
        subscription('subscribed-again', daysAgo(89), daysAgo(300)),
        subscription('sent-lately', daysAgo(300), daysAgo(10)),
        subscription('new', daysAgo(1), null),
      ]);
    await runHousekeeping(systemContext(handle.db, now));
    const kept = (await handle.db.select().from(pushSubscriptions)).map((s) => s.endpoint.split('/').pop());
    expect(kept.sort()).toEqual(['new', 'sent-lately', 'subscribed-again']);
  });
});
