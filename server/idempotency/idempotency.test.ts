import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let physician: string;
beforeAll(async () => {
  t = await createTestApp();
  physician = await t.login('physician');
});
afterAll(async () => t.close());

const patient = (last_name: string) => ({
  room: '3',
  first_name: 'Key',
  last_name,
  age: '50 M',
  mrn: `K-${last_name}`,
  diagnosis: 'Appendicitis',
  procedure: 'Lap appy',
  notes: 'Diet: NPO',
  facility: 'PHH',
  so: 0,
  dc: 0,
});

const send = (method: 'POST' | 'PUT', url: string, payload: object, key?: string, token = physician) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const rowsNamed = async (lastName: string) =>
  (await t.db.selectFrom('hospital_rounds').select('id').where('last_name', '=', lastName).execute()).length;

describe('Idempotency-Key on writes', () => {
  it('a retry with the same key answers the first outcome and writes nothing more', async () => {
    const first = await send('POST', '/api/hospital-round', patient('Once'), 'retry-key-0001');
    const retry = await send('POST', '/api/hospital-round', patient('Once'), 'retry-key-0001');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await rowsNamed('Once')).toBe(1);

    // Without a key (or with another one) a second write is a second write.
    await send('POST', '/api/hospital-round', patient('Once'), 'retry-key-0002');
    await send('POST', '/api/hospital-round', patient('Once'));
    expect(await rowsNamed('Once')).toBe(3);
  });

  it('the key commits with the write itself: a write whose answer was never kept is not made again', async () => {
    await send('POST', '/api/hospital-round', patient('Lost'), 'lost-answer-01');
    const keptAnswer = async () =>
      (
        await t.db
          .selectFrom('idempotency_keys')
          .select('status')
          .where('key', 'like', '%:lost-answer-01')
          .executeTakeFirst()
      )?.status;
    await expect.poll(keptAnswer).toBe(201);
    // As if the server had lost its database between the commit and keeping the answer.
    await t.db
      .updateTable('idempotency_keys')
      .set({ status: null, body: null })
      .where('key', 'like', '%:lost-answer-01')
      .execute();
    const retry = await send('POST', '/api/hospital-round', patient('Lost'), 'lost-answer-01');
    expect(retry.statusCode).toBe(409);
    expect(await rowsNamed('Lost')).toBe(1);
  });

  it('a refused write keeps no key: the corrected retry is made', async () => {
    const refused = await send('POST', '/api/hospital-round', { ...patient('Fixed'), mrn: '' }, 'refused-key-01');
    expect(refused.statusCode).toBe(422);
    expect((await send('POST', '/api/hospital-round', patient('Fixed'), 'refused-key-01')).statusCode).toBe(201);
    expect(await rowsNamed('Fixed')).toBe(1);
  });

  it("a key is the sender's own, used for one request only, and must look like a key", async () => {
    await send('POST', '/api/hospital-round', patient('Mine'), 'shared-key-001');
    const other = await send(
      'POST',
      '/api/hospital-round',
      patient('Mine'),
      'shared-key-001',
      await t.login('pnatarajan'),
    );
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowsNamed('Mine')).toBe(2);

    const elsewhere = await send('PUT', '/api/hospital-round/1', patient('Mine'), 'shared-key-001');
    expect(elsewhere.statusCode).toBe(422);
    expect((await send('POST', '/api/hospital-round', patient('Bad'), 'short')).statusCode).toBe(400);
    expect(await rowsNamed('Bad')).toBe(0);
  });

  it('keys older than a day are deleted', async () => {
    const { deleteExpiredIdempotencyKeys, KEEP_KEYS_MS } = await import('./idempotency.repository.js');
    const before = await t.db.selectFrom('idempotency_keys').select('key').execute();
    expect(before.length).toBeGreaterThan(0);
    await deleteExpiredIdempotencyKeys(t.db, Date.now() + KEEP_KEYS_MS + 1_000);
    expect(await t.db.selectFrom('idempotency_keys').select('key').execute()).toEqual([]);
  });
});
