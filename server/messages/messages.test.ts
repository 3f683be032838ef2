import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { messagesContract } from '../../shared/contract/messages.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const USERS = ['admin', 'ceo', 'physician', 'staff', 'kbrooks', 'pnatarajan', 'mchen'];
beforeAll(async () => {
  t = await createTestApp();
  for (const username of USERS) {
    tokens[username] = await t.login(username);
    ids[username] = await t.userId(username);
  }
  ids.tbell = await t.userId('tbell');
});
afterAll(() => t.close());

const as = (username: string) => t.api(tokens[username]);

async function send(from: string, to: string[], subject = 'Lab results', message = 'Please review.') {
  const response = await as(from).post('/api/send-message', {
    subject,
    message,
    recipients: to.map((name) => String(ids[name])),
  });
  expect(response.status).toBe(201);
  return response.body.message as { id: number; subject: string; reply_to: number | null };
}

const unread = async (username: string) => (await as(username).get('/api/messages')).body.unreadCount as number;

describe('who may call the messages endpoints', () => {
  it.each(['admin', 'ceo', 'physician', 'staff'])(
    '%s may send a message and list their own (201, 200)',
    async (username) => {
      const sent = await send(username, ['kbrooks'], `From ${username}`);
      const list = await as(username).get('/api/messages');
      expect(list.status).toBe(200);
      expect(list.body.sent.map((m: { id: number }) => m.id)).toContain(sent.id);
    },
  );

  it('answers 401 to every endpoint when signed out', async () => {
    const message = await send('staff', ['physician']);
    const calls = [
      t.call(messagesContract.send, { body: { subject: 'x', message: 'y', recipients: [String(ids.physician)] } }),
      t.call(messagesContract.list, {}),
      t.call(messagesContract.open, { params: { id: message.id } }),
      t.call(messagesContract.received, { params: { id: message.id } }),
      t.call(messagesContract.sent, { params: { id: message.id } }),
      t.call(messagesContract.replySource, { params: { id: message.id, senderId: ids.staff } }),
      t.call(messagesContract.reply, { params: { id: message.id, senderId: ids.staff }, body: { message: 'ok' } }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(401);
  });
});

describe('the seeded inboxes', () => {
  it('leaves the demo physician and staff with unread messages', async () => {
    const physician = (await as('physician').get('/api/messages')).body;
    expect(physician.unreadCount).toBeGreaterThanOrEqual(2);
    expect(physician.received.filter((m: { is_read: boolean }) => !m.is_read).length).toBe(physician.unreadCount);
    expect(await unread('staff')).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /messages', () => {
  it('answers received (newest first, with read state), sent (always read) and the unread count', async () => {
    const first = await send('ceo', ['mchen'], 'First');
    const second = await send('ceo', ['mchen'], 'Second');
    const { body } = await as('mchen').get('/api/messages');
    const [newest, older] = body.received;
    expect([newest.id, older.id]).toEqual([second.id, first.id]);
    expect(newest).toMatchObject({
      subject: 'Second',
      message: 'Please review.',
      is_read: false,
      reply_to: null,
      sender: { id: ids.ceo, name: 'Richard Hale' },
      recipients: [{ id: ids.mchen, name: 'Michael Chen' }],
    });
    expect(newest.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(body.unreadCount).toBe(body.received.filter((m: { is_read: boolean }) => !m.is_read).length);
    const sent = (await as('ceo').get('/api/messages')).body.sent;
    expect(sent[0]).toMatchObject({ id: second.id, is_read: true });
  });
});

describe('each message endpoint for the sender, a recipient and an unrelated user', () => {
  it('GET /message/{id}: the recipient gets it and it becomes read for them; the sender gets it; others 404', async () => {
    const message = await send('staff', ['physician']);
    const before = await unread('physician');
    const opened = await as('physician').get(`/api/message/${message.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ message: { id: message.id, is_read: true }, unreadCount: before - 1 });
    expect(await unread('physician')).toBe(before - 1);

    const staffBefore = await unread('staff');
    expect((await as('staff').get(`/api/message/${message.id}`)).status).toBe(200);
    expect(await unread('staff')).toBe(staffBefore);

    const refused = await as('kbrooks').get(`/api/message/${message.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Message not found.' });
  });

  it.each(['recivedbox', 'sentbox'])(
    'GET /%s/{id}: sender and recipient see it with recipient names; others 404',
    async (box) => {
      const message = await send('staff', ['physician', 'pnatarajan'], 'Box view', 'Line one\n<b>not bold</b>');
      for (const username of ['staff', 'physician']) {
        const response = await as(username).get(`/api/${box}/${message.id}`);
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({
          message: {
            id: message.id,
            subject: 'Box view',
            message: 'Line one\n<b>not bold</b>',
            sender: { id: ids.staff, name: 'Maria Lopez' },
          },
          recipient_names: ['James Carter', 'Priya Natarajan'],
        });
      }
      expect((await as('kbrooks').get(`/api/${box}/${message.id}`)).status).toBe(404);
      expect((await as('admin').get(`/api/${box}/${message.id}`)).status).toBe(404);
    },
  );

  it('viewing a received message in the box does not mark it read (only GET /message/{id} does)', async () => {
    const message = await send('staff', ['physician']);
    expect((await as('physician').get(`/api/recivedbox/${message.id}`)).body.message.is_read).toBe(false);
    await as('physician').get(`/api/message/${message.id}`);
    expect((await as('physician').get(`/api/recivedbox/${message.id}`)).body.message.is_read).toBe(true);
  });

  it('GET /message-reply/{id}/{senderId}: a recipient gets the original; the sender, others and a wrong sender id get 404', async () => {
    const message = await send('staff', ['physician'], 'Consent forms');
    const source = await as('physician').get(`/api/message-reply/${message.id}/${ids.staff}`);
    expect(source.status).toBe(200);
    expect(source.body.replyMessages[0]).toMatchObject({
      id: message.id,
      subject: 'Consent forms',
      sender: { name: 'Maria Lopez' },
    });
    expect((await as('staff').get(`/api/message-reply/${message.id}/${ids.staff}`)).status).toBe(404);
    expect((await as('kbrooks').get(`/api/message-reply/${message.id}/${ids.staff}`)).status).toBe(404);
    expect((await as('physician').get(`/api/message-reply/${message.id}/${ids.kbrooks}`)).status).toBe(404);
  });

  it('POST /message/reply/{id}/{senderId}: a recipient replies to the sender with "Re:", linked to the original', async () => {
    const message = await send('staff', ['physician'], 'Clinic schedule');
    const staffBefore = await unread('staff');
    const reply = await as('physician').post(`/api/message/reply/${message.id}/${ids.staff}`, {
      message: 'Confirmed.',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toMatchObject({
      subject: 'Re: Clinic schedule',
      message: 'Confirmed.',
      reply_to: message.id,
      sender: { id: ids.physician },
      recipients: [{ id: ids.staff, name: 'Maria Lopez' }],
    });
    expect(await unread('staff')).toBe(staffBefore + 1);

    const again = await as('staff').post(`/api/message/reply/${reply.body.message.id}/${ids.physician}`, {
      message: 'Thanks.',
    });
    expect(again.body.message.subject).toBe('Re: Clinic schedule');
  });

  it('POST /message/reply refuses the sender, an unrelated user and a wrong sender id (404) and stores nothing', async () => {
    const message = await send('staff', ['physician']);
    const sentBefore = (await as('staff').get('/api/messages')).body.sent.length;
    expect((await as('staff').post(`/api/message/reply/${message.id}/${ids.staff}`, { message: 'x' })).status).toBe(
      404,
    );
    expect((await as('kbrooks').post(`/api/message/reply/${message.id}/${ids.staff}`, { message: 'x' })).status).toBe(
      404,
    );
    expect(
      (await as('physician').post(`/api/message/reply/${message.id}/${ids.kbrooks}`, { message: 'x' })).status,
    ).toBe(404);
    expect((await as('staff').get('/api/messages')).body.sent.length).toBe(sentBefore);
  });

  it('answers 404 for a message that does not exist and 422 for an id that is not one', async () => {
    expect((await as('staff').get('/api/message/99999')).status).toBe(404);
    expect((await as('staff').get('/api/recivedbox/99999')).status).toBe(404);
    const bad = await as('staff').get('/api/message/abc');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('id');
  });
});

describe('validation (422)', () => {
  it('names subject, message and recipients when they are missing', async () => {
    const response = await as('staff').post('/api/send-message', { subject: '  ', recipients: [] });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['message', 'recipients', 'subject']);
    expect(response.body.errors.recipients).toEqual(['Choose at least one recipient.']);
  });

  it('refuses an inactive or unknown recipient under `recipients` and sends to nobody', async () => {
    const before = await unread('physician');
    for (const recipients of [[String(ids.physician), String(ids.tbell)], [String(ids.physician), '99999'], ['abc']]) {
      const response = await as('staff').post('/api/send-message', { subject: 'Hi', message: 'x', recipients });
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(['recipients']);
    }
    expect(await unread('physician')).toBe(before);
  });

  it('refuses a subject or message longer than the maximum', async () => {
    const response = await as('staff').post('/api/send-message', {
      subject: 'x'.repeat(192),
      message: 'y'.repeat(10_001),
      recipients: [ids.physician],
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['message', 'subject']);
  });

  it('refuses an empty reply under `message`', async () => {
    const message = await send('staff', ['physician']);
    const response = await as('physician').post(`/api/message/reply/${message.id}/${ids.staff}`, { message: ' ' });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['message']);
  });

  it('refuses a reply to a sender who has since been deactivated, under `recipients`', async () => {
    const message = await send('ceo', ['physician']);
    await t.db.updateTable('users').set({ user_status: 0 }).where('id', '=', ids.ceo!).execute();
    try {
      const response = await as('physician').post(`/api/message/reply/${message.id}/${ids.ceo}`, { message: 'Sure.' });
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(['recipients']);
    } finally {
      await t.db.updateTable('users').set({ user_status: 1 }).where('id', '=', ids.ceo!).execute();
    }
  });

  it('ignores unknown extra fields and accepts numeric ids, counting a repeated id once', async () => {
    const response = await as('staff').post('/api/send-message', {
      subject: 'Numbers',
      message: 'x',
      recipients: [ids.physician, String(ids.physician)],
      sendToAll: false,
    });
    expect(response.status).toBe(201);
    expect(response.body.message.recipients).toEqual([{ id: ids.physician, name: 'James Carter' }]);
  });
});

describe('read state is per recipient', () => {
  it('one recipient opening a message leaves it unread for the other', async () => {
    const message = await send('admin', ['physician', 'staff']);
    const [physicianBefore, staffBefore] = [await unread('physician'), await unread('staff')];
    await as('physician').get(`/api/message/${message.id}`);
    expect(await unread('physician')).toBe(physicianBefore - 1);
    expect(await unread('staff')).toBe(staffBefore);
    const staffView = (await as('staff').get('/api/messages')).body.received.find(
      (m: { id: number }) => m.id === message.id,
    );
    expect(staffView.is_read).toBe(false);
  });

  it('opening a message twice lowers the count once', async () => {
    const message = await send('admin', ['physician']);
    const before = await unread('physician');
    await as('physician').get(`/api/message/${message.id}`);
    await as('physician').get(`/api/message/${message.id}`);
    expect(await unread('physician')).toBe(before - 1);
  });
});

describe('Send to All', () => {
  it('reaches exactly the active users', async () => {
    const everyone = (await as('admin').get('/api/users/all-active')).body.users as { id: number }[];
    const recipients = everyone.map((user) => String(user.id)).filter((id) => id !== String(ids.admin));
    const response = await as('admin').post('/api/send-message', {
      subject: 'All hands',
      message: 'Friday 8 am.',
      recipients,
    });
    expect(response.status).toBe(201);
    const rows = await t.db
      .selectFrom('message_recipients')
      .innerJoin('users', 'users.id', 'message_recipients.recipient_id')
      .select(['users.id', 'users.user_status'])
      .where('message_id', '=', response.body.message.id)
      .execute();
    const activeIds = (await t.db.selectFrom('users').select('id').where('user_status', '=', 1).execute()).map(
      (row) => row.id,
    );
    expect(rows.map((row) => row.id).sort()).toEqual(activeIds.filter((id) => id !== ids.admin).sort());
    expect(rows.every((row) => row.user_status === 1)).toBe(true);
    for (const username of ['ceo', 'physician', 'staff', 'mchen']) {
      const received = (await as(username).get('/api/messages')).body.received;
      expect(received[0]).toMatchObject({ id: response.body.message.id, is_read: false });
    }
  });
});
