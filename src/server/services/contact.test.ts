import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client.ts';
import { openTestDb } from '../../../tests/helpers/test-db.ts';
import { contactSchema } from '../../lib/schemas/contact.ts';
import { ApiError } from '../errors.ts';
import { CONTACT_WINDOW_MS, sendContactMessage } from './contact.ts';

let handle: DbHandle;
const input = contactSchema.parse({ nombre: 'Luis', email: 'luis@example.com', mensaje: 'Buenas tardes' });
const t0 = new Date('2026-11-20T14:00:00Z');
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
const send = (now: Date, ip: string | null = '192.0.2.1') =>
  sendContactMessage({ db: handle.db, actor: null, ip, now }, input);

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
    await expect(send(new Date(t0.getTime() + CONTACT_WINDOW_MS + 1))).resolves.toMatchObject({
      ipAddress: '192.0.2.1',
    });
  });

  it('does not limit messages without a known IP', async () => {
    for (let i = 0; i < 6; i++) await expect(send(minutes(1), null)).resolves.toMatchObject({ ipAddress: null });
  });
});
