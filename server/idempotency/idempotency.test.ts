import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { KEY_REUSED_MESSAGE } from './idempotency.repository.js';

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

  it('a key sent again with another body is refused on the Idempotency-Key header (422) and writes nothing', async () => {
    const first = await send('POST', '/api/hospital-round', patient('Body'), 'one-body-key-01');
    expect(first.statusCode).toBe(201);
    const other = await send('POST', '/api/hospital-round', patient('Other body'), 'one-body-key-01');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: KEY_REUSED_MESSAGE,
      errors: { 'Idempotency-Key': [KEY_REUSED_MESSAGE] },
    });
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowsNamed('Other body')).toBe(0);
    // The same body, its keys in another order, is the same request: the first answer again.
    const reordered = Object.fromEntries(Object.entries(patient('Body')).reverse());
    const retry = await send('POST', '/api/hospital-round', reordered, 'one-body-key-01');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await rowsNamed('Body')).toBe(1);
  });

  it('a key sent again with another query is another request (422)', async () => {
    expect((await send('POST', '/api/hospital-round', patient('Query'), 'one-query-key-01')).statusCode).toBe(201);
    const other = await send('POST', '/api/hospital-round?again=1', patient('Query'), 'one-query-key-01');
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ 'Idempotency-Key': [KEY_REUSED_MESSAGE] });
    expect(await rowsNamed('Query')).toBe(1);
  });

  it('two requests sent at once with one key make one write: another body is refused (422), the same one is not made twice', async () => {
    const [a, b] = await Promise.all([
      send('POST', '/api/hospital-round', patient('Race A'), 'race-key-00001'),
      send('POST', '/api/hospital-round', patient('Race B'), 'race-key-00001'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    expect((await rowsNamed('Race A')) + (await rowsNamed('Race B'))).toBe(1);

    const same = await Promise.all(
      [1, 2, 3].map(() => send('POST', '/api/hospital-round', patient('Race same'), 'race-key-00002')),
    );
    expect(same.map((response) => response.statusCode).filter((status) => status === 201).length).toBeGreaterThan(0);
    for (const response of same) expect([201, 409]).toContain(response.statusCode);
    expect(await rowsNamed('Race same')).toBe(1);
  });

  it('a key claimed by another request between the check and the commit rolls the write back', async () => {
    const { claimIdempotencyKey, setIdempotentWrite } = await import('./idempotency.repository.js');
    const write = { key: '0:claimed-meanwhile', method: 'POST', path: '/api/hospital-round' };
    const [first, another, same] = [{}, {}, {}];
    setIdempotentWrite(first, { ...write, request_hash: 'a' });
    setIdempotentWrite(another, { ...write, request_hash: 'b' });
    setIdempotentWrite(same, { ...write, request_hash: 'a' });
    await t.db.transaction().execute(async (trx) => {
      await claimIdempotencyKey(trx, first);
      await claimIdempotencyKey(trx, first); // a write auditing two rows claims once
    });
    const claimAndWrite = (actor: object) =>
      t.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('idempotency_keys')
          .values({
            ...write,
            key: '0:written',
            status: 201,
            body: '',
            created_at: '2000-01-01T00:00:00.000Z',
            request_hash: null,
          })
          .execute();
        await claimIdempotencyKey(trx, actor);
      });
    await expect(claimAndWrite(another)).rejects.toMatchObject({
      statusCode: 422,
      extra: { errors: { 'Idempotency-Key': [KEY_REUSED_MESSAGE] } },
    });
    await expect(claimAndWrite(same)).rejects.toMatchObject({ statusCode: 409 });
    expect(await t.db.selectFrom('idempotency_keys').select('key').where('key', '=', '0:written').execute()).toEqual(
      [],
    );
  });

  it('keys older than a day are deleted', async () => {
    const { deleteExpiredIdempotencyKeys, KEEP_KEYS_MS } = await import('./idempotency.repository.js');
    const before = await t.db.selectFrom('idempotency_keys').select('key').execute();
    expect(before.length).toBeGreaterThan(0);
    await deleteExpiredIdempotencyKeys(t.db, Date.now() + KEEP_KEYS_MS + 1_000);
    expect(await t.db.selectFrom('idempotency_keys').select('key').execute()).toEqual([]);
  });
});
