import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, settle } from '../test/sockets.js';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
});
afterAll(() => t.close());

describe('the socket handshake and shutdown', () => {
  it('says a refusal is about the session, so the client goes to the login page only then', async () => {
    const refusal = await connectSocket(baseUrl, 'not-a-token').catch((error: Error & { data?: unknown }) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error & { data?: unknown }).data).toEqual({ reason: 'unauthenticated' });
  });

  it('drops the transport on shutdown instead of disconnecting from the server side (which clients take as final)', async () => {
    const other = await createTestApp();
    const socket = await connectSocket(await other.listen(), await other.login('staff'));
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await other.close();
    expect(await reason).toBe('transport close');
    // Still active: socket.io would reconnect (after 'io server disconnect' it is not).
    expect(socket.active).toBe(true);
    socket.close();
    await settle(10);
  });
});
