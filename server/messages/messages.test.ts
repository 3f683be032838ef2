import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { messagesContract } from '../../shared/contract/messages.js';
import { usersContract } from '../../shared/contract/users.js';
import { answered, refused } from '../test/call-declared.js';

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

async function send(from: string, to: string[], subject = 'Lab results', message = 'Please review.') {
  const response = await t.call(
    messagesContract.send,
    {
      body: {
        subject,
        message,
        recipients: to.map((name) => String(ids[name])),
      },
    },
    tokens[from],
  );
  expect(response.status).toBe(201);
  return answered(response, 201).message;
}

const unread = async (username: string) =>
  answered(await t.call(messagesContract.list, {}, tokens[username])).unreadCount;

describe('who may call the messages endpoints', () => {
  it.each(['admin', 'ceo', 'physician', 'staff'])(
    '%s may send a message and list their own (201, 200)',
    async (username) => {
      const sent = await send(username, ['kbrooks'], `From ${username}`);
      const list = await t.call(messagesContract.list, {}, tokens[username]);
      expect(list.status).toBe(200);
      expect(answered(list).sent.map((m) => m.id)).toContain(sent.id);
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
    const physician = answered(await t.call(messagesContract.list, {}, tokens.physician));
    expect(physician.unreadCount).toBeGreaterThanOrEqual(2);
    expect(physician.received.filter((m: { is_read: boolean }) => !m.is_read).length).toBe(physician.unreadCount);
    expect(await unread('staff')).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /messages', () => {
  it('answers received (newest first, with read state), sent (always read) and the unread count', async () => {
    const first = await send('ceo', ['mchen'], 'First');
    const second = await send('ceo', ['mchen'], 'Second');
    const body = answered(await t.call(messagesContract.list, {}, tokens.mchen));
    const [newest, older] = body.received;
    expect([newest?.id, older?.id]).toEqual([second.id, first.id]);
    expect(newest).toMatchObject({
      subject: 'Second',
      message: 'Please review.',
      is_read: false,
      reply_to: null,
      sender: { id: ids.ceo, name: 'Richard Hale' },
      recipients: [{ id: ids.mchen, name: 'Michael Chen' }],
    });
    expect(newest?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(body.unreadCount).toBe(body.received.filter((m) => !m.is_read).length);
    const sent = answered(await t.call(messagesContract.list, {}, tokens.ceo)).sent;
    expect(sent[0]).toMatchObject({ id: second.id, is_read: true });
  });
});

describe('each message endpoint for the sender, a recipient and an unrelated user', () => {
  it('GET /message/{id}: the recipient gets it and it becomes read for them; the sender gets it; others 404', async () => {
    const message = await send('staff', ['physician']);
    const before = await unread('physician');
    const opened = await t.call(messagesContract.open, { params: { id: message.id } }, tokens.physician);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ message: { id: message.id, is_read: true }, unreadCount: before - 1 });
    expect(await unread('physician')).toBe(before - 1);

    const staffBefore = await unread('staff');
    expect((await t.call(messagesContract.open, { params: { id: message.id } }, tokens.staff)).status).toBe(200);
    expect(await unread('staff')).toBe(staffBefore);

    const unrelated = await t.call(messagesContract.open, { params: { id: message.id } }, tokens.kbrooks);
    expect(unrelated.status).toBe(404);
    expect(unrelated.body).toEqual({ message: 'Message not found.' });
  });

  const boxes = { recivedbox: messagesContract.received, sentbox: messagesContract.sent };
  it.each(['recivedbox', 'sentbox'] as const)(
    'GET /%s/{id}: sender and recipient see it with recipient names; others 404',
    async (box) => {
      const message = await send('staff', ['physician', 'pnatarajan'], 'Box view', 'Line one\n<b>not bold</b>');
      const view = (username: string) => t.call(boxes[box], { params: { id: message.id } }, tokens[username]);
      for (const username of ['staff', 'physician']) {
        const response = await view(username);
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
      expect((await view('kbrooks')).status).toBe(404);
      expect((await view('admin')).status).toBe(404);
    },
  );

  it('viewing a received message in the box does not mark it read (only GET /message/{id} does)', async () => {
    const message = await send('staff', ['physician']);
    expect(
      answered(await t.call(messagesContract.received, { params: { id: message.id } }, tokens.physician)).message
        .is_read,
    ).toBe(false);
    await t.call(messagesContract.open, { params: { id: message.id } }, tokens.physician);
    expect(
      answered(await t.call(messagesContract.received, { params: { id: message.id } }, tokens.physician)).message
        .is_read,
    ).toBe(true);
  });

  it('GET /message-reply/{id}/{senderId}: a recipient gets the original; the sender, others and a wrong sender id get 404', async () => {
    const message = await send('staff', ['physician'], 'Consent forms');
    const source = await t.call(
      messagesContract.replySource,
      { params: { id: message.id, senderId: ids.staff } },
      tokens.physician,
    );
    expect(source.status).toBe(200);
    expect(answered(source).replyMessages[0]).toMatchObject({
      id: message.id,
      subject: 'Consent forms',
      sender: { name: 'Maria Lopez' },
    });
    expect(
      (await t.call(messagesContract.replySource, { params: { id: message.id, senderId: ids.staff } }, tokens.staff))
        .status,
    ).toBe(404);
    expect(
      (await t.call(messagesContract.replySource, { params: { id: message.id, senderId: ids.staff } }, tokens.kbrooks))
        .status,
    ).toBe(404);
    expect(
      (
        await t.call(
          messagesContract.replySource,
          { params: { id: message.id, senderId: ids.kbrooks } },
          tokens.physician,
        )
      ).status,
    ).toBe(404);
  });

  it('POST /message/reply/{id}/{senderId}: a recipient replies to the sender with "Re:", linked to the original', async () => {
    const message = await send('staff', ['physician'], 'Clinic schedule');
    const staffBefore = await unread('staff');
    const reply = await t.call(
      messagesContract.reply,
      {
        params: { id: message.id, senderId: ids.staff },
        body: {
          message: 'Confirmed.',
        },
      },
      tokens.physician,
    );
    expect(reply.status).toBe(201);
    const replied = answered(reply, 201).message;
    expect(replied).toMatchObject({
      subject: 'Re: Clinic schedule',
      message: 'Confirmed.',
      reply_to: message.id,
      sender: { id: ids.physician },
      recipients: [{ id: ids.staff, name: 'Maria Lopez' }],
    });
    expect(await unread('staff')).toBe(staffBefore + 1);

    const again = await t.call(
      messagesContract.reply,
      {
        params: { id: replied.id, senderId: ids.physician },
        body: {
          message: 'Thanks.',
        },
      },
      tokens.staff,
    );
    expect(answered(again, 201).message.subject).toBe('Re: Clinic schedule');
  });

  it('POST /message/reply refuses the sender, an unrelated user and a wrong sender id (404) and stores nothing', async () => {
    const message = await send('staff', ['physician']);
    const sentBefore = answered(await t.call(messagesContract.list, {}, tokens.staff)).sent.length;
    expect(
      (
        await t.call(
          messagesContract.reply,
          { params: { id: message.id, senderId: ids.staff }, body: { message: 'x' } },
          tokens.staff,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call(
          messagesContract.reply,
          { params: { id: message.id, senderId: ids.staff }, body: { message: 'x' } },
          tokens.kbrooks,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call(
          messagesContract.reply,
          { params: { id: message.id, senderId: ids.kbrooks }, body: { message: 'x' } },
          tokens.physician,
        )
      ).status,
    ).toBe(404);
    expect(answered(await t.call(messagesContract.list, {}, tokens.staff)).sent.length).toBe(sentBefore);
  });

  it('answers 404 for a message that does not exist and 422 for an id that is not one', async () => {
    expect((await t.call(messagesContract.open, { params: { id: 99999 } }, tokens.staff)).status).toBe(404);
    expect((await t.call(messagesContract.received, { params: { id: 99999 } }, tokens.staff)).status).toBe(404);
    const bad = await t.call(messagesContract.open, { params: { id: 'abc' } }, tokens.staff);
    expect(bad.status).toBe(422);
    expect(refused(bad).errors).toHaveProperty('id');
  });
});

describe('validation (422)', () => {
  it('names subject, message and recipients when they are missing', async () => {
    // The message field left out entirely: a body the typed input cannot carry.
    const response = await t.api(tokens.staff).post('/api/send-message', { subject: '  ', recipients: [] });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['message', 'recipients', 'subject']);
    expect(response.body.errors.recipients).toEqual(['Choose at least one recipient.']);
  });

  it('refuses an inactive or unknown recipient under `recipients` and sends to nobody', async () => {
    const before = await unread('physician');
    for (const recipients of [[String(ids.physician), String(ids.tbell)], [String(ids.physician), '99999'], ['abc']]) {
      const response = await t.call(
        messagesContract.send,
        { body: { subject: 'Hi', message: 'x', recipients } },
        tokens.staff,
      );
      expect(response.status).toBe(422);
      expect(Object.keys(refused(response).errors ?? {})).toEqual(['recipients']);
    }
    expect(await unread('physician')).toBe(before);
  });

  it('refuses a subject or message longer than the maximum', async () => {
    const response = await t.call(
      messagesContract.send,
      {
        body: {
          subject: 'x'.repeat(192),
          message: 'y'.repeat(10_001),
          recipients: [ids.physician],
        },
      },
      tokens.staff,
    );
    expect(response.status).toBe(422);
    expect(Object.keys(refused(response).errors ?? {}).sort()).toEqual(['message', 'subject']);
  });

  it('refuses an empty reply under `message`', async () => {
    const message = await send('staff', ['physician']);
    const response = await t.call(
      messagesContract.reply,
      { params: { id: message.id, senderId: ids.staff }, body: { message: ' ' } },
      tokens.physician,
    );
    expect(response.status).toBe(422);
    expect(Object.keys(refused(response).errors ?? {})).toEqual(['message']);
  });

  it('refuses a reply to a sender who has since been deactivated, under `recipients`', async () => {
    const message = await send('ceo', ['physician']);
    await t.db.updateTable('users').set({ user_status: 0 }).where('id', '=', ids.ceo!).execute();
    try {
      const response = await t.call(
        messagesContract.reply,
        { params: { id: message.id, senderId: ids.ceo }, body: { message: 'Sure.' } },
        tokens.physician,
      );
      expect(response.status).toBe(422);
      expect(Object.keys(refused(response).errors ?? {})).toEqual(['recipients']);
    } finally {
      await t.db.updateTable('users').set({ user_status: 1 }).where('id', '=', ids.ceo!).execute();
    }
  });

  it('ignores unknown extra fields and accepts numeric ids, counting a repeated id once', async () => {
    // An unknown field (sendToAll): a body the typed input cannot carry.
    const response = await t.api(tokens.staff).post('/api/send-message', {
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
    await t.call(messagesContract.open, { params: { id: message.id } }, tokens.physician);
    expect(await unread('physician')).toBe(physicianBefore - 1);
    expect(await unread('staff')).toBe(staffBefore);
    const staffView = answered(await t.call(messagesContract.list, {}, tokens.staff)).received.find(
      (m) => m.id === message.id,
    );
    expect(staffView?.is_read).toBe(false);
  });

  it('opening a message twice lowers the count once', async () => {
    const message = await send('admin', ['physician']);
    const before = await unread('physician');
    await t.call(messagesContract.open, { params: { id: message.id } }, tokens.physician);
    await t.call(messagesContract.open, { params: { id: message.id } }, tokens.physician);
    expect(await unread('physician')).toBe(before - 1);
  });
});

describe('Send to All', () => {
  it('reaches exactly the active users', async () => {
    const everyone = answered(await t.call(usersContract.allActive, {}, tokens.admin)).users;
    const recipients = everyone.map((user) => String(user.id)).filter((id) => id !== String(ids.admin));
    const response = await t.call(
      messagesContract.send,
      {
        body: {
          subject: 'All hands',
          message: 'Friday 8 am.',
          recipients,
        },
      },
      tokens.admin,
    );
    const sent = answered(response, 201).message;
    const rows = await t.db
      .selectFrom('message_recipients')
      .innerJoin('users', 'users.id', 'message_recipients.recipient_id')
      .select(['users.id', 'users.user_status'])
      .where('message_id', '=', sent.id)
      .execute();
    const activeIds = (await t.db.selectFrom('users').select('id').where('user_status', '=', 1).execute()).map(
      (row) => row.id,
    );
    expect(rows.map((row) => row.id).sort()).toEqual(activeIds.filter((id) => id !== ids.admin).sort());
    expect(rows.every((row) => row.user_status === 1)).toBe(true);
    for (const username of ['ceo', 'physician', 'staff', 'mchen']) {
      const received = answered(await t.call(messagesContract.list, {}, tokens[username])).received;
      expect(received[0]).toMatchObject({ id: sent.id, is_read: false });
    }
  });
});
