import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client.ts';
import { openTestDb } from '../../../tests/helpers/test-db.ts';
import { contactSchema } from '../../lib/schemas/contact.ts';
import { ApiError } from '../errors.ts';
import { contactMessages } from '../../../db/schema/index.ts';
import { CONTACT_RULE, sendContactMessage } from './contact.ts';
import { systemContext } from './context.ts';

let handle: DbHandle;
const input = contactSchema.parse({ nombre: 'Luis', email: 'luis@example.com', mensaje: 'Buenas tardes' });
const t0 = new Date('2026-11-20T14:00:00Z');
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
const send = (now: Date, ip: string | null = '192.0.2.1') =>
  sendContactMessage(systemContext(handle.db, now, { ip }), input);

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => handle.close());

describe('sendContactMessage', () => {
  it('stores the message at ctx.now and refuses the sixth in the window with the seconds until a slot frees', async () => {
    for (let i = 0; i < 5; i++) expect((await send(minutes(i))).createdAt).toEqual(minutes(i));
    const refused = await send(minutes(5)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'too_many_requests', status: 429, headers: { 'Retry-After': '300' } });
    await expect(send(new Date(t0.getTime() + CONTACT_RULE.windowMs + 1))).resolves.toMatchObject({
      ipAddress: '192.0.2.1',
    });
  });

  it('stores at most five of 50 parallel messages from one IP; the others are refused with 429', async () => {
    const from = '192.0.2.50';
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => send(minutes(30), from)));
    const stored = (await handle.db.select().from(contactMessages)).filter((m) => m.ipAddress === from);
    expect(stored).toHaveLength(CONTACT_RULE.limit);
    const refused = results.flatMap((r): unknown[] => (r.status === 'rejected' ? [r.reason] : []));
    expect(refused).toHaveLength(50 - CONTACT_RULE.limit);
    for (const error of refused) expect(error).toMatchObject({ code: 'too_many_requests' });
  });

  it('does not limit messages without a known IP', async () => {
    for (let i = 0; i < 6; i++) await expect(send(minutes(1), null)).resolves.toMatchObject({ ipAddress: null });
  });
});
