import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { MessagesSnapshot } from '../../shared/schemas/messages.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, recordEvents, settle, type TestSocket } from '../test/sockets.js';
import { messagesContract } from '../../shared/contract/messages.js';
import { answered } from '../test/call-declared.js';

let t: TestApp;
let baseUrl: string;
const sockets: TestSocket[] = [];
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  for (const username of ['staff', 'physician', 'kbrooks', 'pnatarajan']) ids[username] = await t.userId(username);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** A signed-in socket (its own session, like a device) in its user's room, and the snapshot. */
async function device(username: string) {
  const token = await t.login(username);
  const socket = await connectSocket(baseUrl, token);
  sockets.push(socket);
  const snapshot = await joinRoom<{ messages: MessagesSnapshot }>(socket, rooms.user(ids[username]!));
  return { socket, token, snapshot: snapshot.messages };
}

const sendAs = (token: string, to: string[], subject = 'Live') =>
  t.call(
    messagesContract.send,
    { body: { subject, message: 'Body', recipients: to.map((name) => String(ids[name])) } },
    token,
  );

describe('messages, live through user rooms', () => {
  it("gives the user room's snapshot the inbox, the sent box and the unread count", async () => {
    const { snapshot } = await device('physician');
    expect(snapshot.unreadCount).toBe(snapshot.received.filter((message) => !message.is_read).length);
    expect(snapshot.unreadCount).toBeGreaterThan(0);
    expect(Array.isArray(snapshot.sent)).toBe(true);
  });

  it("pushes a new message with the recipient's new count, tells the sender's other tab, and nobody else", async () => {
    const physician = await device('physician');
    const senderTab = await device('staff');
    const bystander = await device('kbrooks');
    const bystanderEvents = [
      ...recordEvents(bystander.socket, 'message:received'),
      ...recordEvents(bystander.socket, 'message:sent'),
      ...recordEvents(bystander.socket, 'unread:changed'),
    ];
    const received = nextEvent(physician.socket, 'message:received');
    const sentElsewhere = nextEvent(senderTab.socket, 'message:sent');

    const response = await sendAs(senderTab.token, ['physician'], 'Pre-op labs');
    expect(response.status).toBe(201);
    const event = await received;
    expect(event.message).toMatchObject({
      id: answered(response, 201).message.id,
      subject: 'Pre-op labs',
      is_read: false,
      sender: { id: ids.staff },
    });
    expect(event.unreadCount).toBe(physician.snapshot.unreadCount + 1);
    expect((await sentElsewhere).message).toMatchObject({ id: answered(response, 201).message.id, is_read: true });
    await settle();
    expect(bystanderEvents).toEqual([]);
  });

  it("lowers the count on the same user's other device when one device reads, and tells no one else", async () => {
    const staff = await device('staff');
    const first = await device('physician');
    const second = await device('physician');
    const staffEvents = recordEvents(staff.socket, 'unread:changed');
    const arrived = nextEvent(second.socket, 'message:received');
    const sent = await sendAs(staff.token, ['physician']);
    const { unreadCount } = await arrived;

    const dropped = nextEvent(second.socket, 'unread:changed');
    await t.call(messagesContract.open, { params: { id: answered(sent, 201).message.id } }, first.token);
    expect(await dropped).toEqual({ unreadCount: unreadCount - 1, readMessageIds: [answered(sent, 201).message.id] });
    await settle();
    expect(staffEvents).toEqual([]);
  });

  it('sends nothing when an already read message is opened again', async () => {
    const staff = await device('staff');
    const reader = await device('physician');
    const arrived = nextEvent(reader.socket, 'message:received');
    const sent = await sendAs(staff.token, ['physician']);
    await arrived;
    await t.call(messagesContract.open, { params: { id: answered(sent, 201).message.id } }, reader.token);
    await settle();
    const events = recordEvents(reader.socket, 'unread:changed');
    await t.call(messagesContract.open, { params: { id: answered(sent, 201).message.id } }, reader.token);
    await settle();
    expect(events).toEqual([]);
  });

  it('gives each recipient of one message their own count', async () => {
    const staff = await device('staff');
    const physician = await device('physician');
    const colleague = await device('pnatarajan');
    const toPhysician = nextEvent(physician.socket, 'message:received');
    const toColleague = nextEvent(colleague.socket, 'message:received');
    const physicianCount = answered(await t.call(messagesContract.list, {}, physician.token)).unreadCount;
    const colleagueCount = answered(await t.call(messagesContract.list, {}, colleague.token)).unreadCount;
    await sendAs(staff.token, ['physician', 'pnatarajan']);
    expect((await toPhysician).unreadCount).toBe(physicianCount + 1);
    expect((await toColleague).unreadCount).toBe(colleagueCount + 1);
  });

  it("pushes a reply to the original sender's room", async () => {
    const staff = await device('staff');
    const physician = await device('physician');
    const arrived = nextEvent(physician.socket, 'message:received');
    const sent = await sendAs(staff.token, ['physician'], 'Question');
    await arrived;
    const replyArrived = nextEvent(staff.socket, 'message:received');
    await t.call(
      messagesContract.reply,
      { params: { id: answered(sent, 201).message.id, senderId: ids.staff }, body: { message: 'Answer' } },
      physician.token,
    );
    expect((await replyArrived).message).toMatchObject({
      subject: 'Re: Question',
      reply_to: answered(sent, 201).message.id,
      is_read: false,
    });
  });

  it("refuses to let a user join another user's room", async () => {
    const bystander = await device('kbrooks');
    await expect(joinRoom(bystander.socket, rooms.user(ids.physician!))).rejects.toThrow('Forbidden.');
  });
});
