import { afterEach, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { TrustProxy } from '../config.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom } from '../test/sockets.js';

/** A client behind two hops: 198.51.100.1 sent to a proxy at 203.0.113.7, which reached ours on loopback. */
const FORWARDED = { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The addresses recorded for a socket's read of the rounds room and for an HTTP read of the rounds, both sent with FORWARDED. */
async function recordedAddresses(trustProxy: TrustProxy) {
  t = await createTestApp({ config: { trustProxy } });
  const baseUrl = await t.listen();
  const token = await t.login('staff');
  const socket = await connectSocket(baseUrl, token, { extraHeaders: FORWARDED });
  try {
    await joinRoom(socket, rooms.list('rounds'));
  } finally {
    socket.close();
  }
  const read = await fetch(`${baseUrl}/api/hospital-round`, {
    headers: { authorization: `Bearer ${token}`, ...FORWARDED },
  });
  expect(read.status).toBe(200);
  const rows = await t.db
    .selectFrom('audit_log')
    .select(['entity_id', 'address'])
    .where('actor_user_id', '=', await t.userId('staff'))
    .where('area', '=', 'rounds')
    .execute();
  const addressOf = (entity: string) => rows.find((row) => row.entity_id === entity)?.address;
  return { socket: addressOf('rounds'), http: addressOf('active') };
}

describe("a room read records the client's address by the same TRUST_PROXY rule as HTTP", () => {
  it.each([
    { setting: 'unset', trustProxy: false, client: '127.0.0.1' },
    { setting: 'a trusted proxy (loopback listed)', trustProxy: ['127.0.0.1'], client: '203.0.113.7' },
    { setting: 'an untrusted proxy (another address listed)', trustProxy: ['10.9.9.9'], client: '127.0.0.1' },
    { setting: 'one hop', trustProxy: 1, client: '203.0.113.7' },
    { setting: 'every hop', trustProxy: true, client: '198.51.100.1' },
  ] as { setting: string; trustProxy: TrustProxy; client: string }[])(
    '$setting: $client',
    async ({ trustProxy, client }) => {
      expect(await recordedAddresses(trustProxy)).toEqual({ socket: client, http: client });
    },
  );
});
