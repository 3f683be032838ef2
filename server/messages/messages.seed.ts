import type { Db } from '../db/connect.js';
import type { SeedContext } from '../db/seed-context.js';
import { insertMessage, insertRecipients, markRead } from './messages.repository.js';

interface DemoMessage {
  key: string;
  from: string;
  to: string[] | 'all-active';
  subject: string;
  body: string;
  hoursAgo: number;
  replyTo?: string;
  /** Recipients who have already opened it. */
  readBy?: string[];
}

const ACTIVE = ['admin', 'ceo', 'staff', 'kbrooks', 'physician', 'pnatarajan', 'mchen', 'swhitman', 'dreyes'];

/** Leaves 'physician' with 2 unread and 'staff' with 3 unread. */
const DEMO_MESSAGES: DemoMessage[] = [
  {
    key: 'coverage',
    from: 'pnatarajan',
    to: ['physician'],
    hoursAgo: 70,
    readBy: ['physician'],
    subject: 'Weekend consult coverage',
    body: 'James, could you take my consults Saturday morning? I will cover your Sunday afternoon in return.',
  },
  {
    key: 'meeting',
    from: 'ceo',
    to: ['physician', 'pnatarajan', 'mchen', 'swhitman', 'dreyes'],
    hoursAgo: 50,
    readBy: ['physician', 'mchen'],
    subject: 'Quarterly partners meeting',
    body: 'The quarterly meeting moves to Thursday at 6 pm in the main conference room. Dinner will be served.',
  },
  {
    key: 'holiday',
    from: 'admin',
    to: 'all-active',
    hoursAgo: 30,
    readBy: ['ceo', 'kbrooks', 'mchen'],
    subject: 'Holiday office hours',
    body: 'The office closes at noon on the day before the holiday. Please check the call calendar for coverage.',
  },
  {
    key: 'turnover',
    from: 'staff',
    to: ['physician'],
    hoursAgo: 20,
    readBy: [],
    subject: 'OR 3 turnover tomorrow',
    body: 'Dr. Carter, OR 3 needs an extra 20 minutes between your first and second case tomorrow. Is 9:40 OK?',
  },
  {
    key: 'turnover-reply',
    from: 'physician',
    to: ['staff'],
    hoursAgo: 6,
    replyTo: 'turnover',
    readBy: [],
    subject: 'Re: OR 3 turnover tomorrow',
    body: '9:40 works. Please let anesthesia know.',
  },
  {
    key: 'supplies',
    from: 'kbrooks',
    to: ['staff'],
    hoursAgo: 3,
    readBy: [],
    subject: 'Supply order',
    body: 'The laparoscopic trocars are back-ordered until next week. I ordered the alternative brand.',
  },
];

export async function seedMessages(db: Db, context: SeedContext): Promise<void> {
  const ids: Record<string, number> = {};
  const userId = (username: string) => {
    const id = context.userIds[username];
    if (id === undefined) throw new Error(`demo user ${username} missing`);
    return id;
  };
  for (const demo of DEMO_MESSAGES) {
    const at = new Date(Date.parse(context.now) - demo.hoursAgo * 3_600_000).toISOString();
    const senderId = userId(demo.from);
    const recipients = (demo.to === 'all-active' ? ACTIVE.filter((name) => name !== demo.from) : demo.to).map(userId);
    const id = await insertMessage(db, {
      subject: demo.subject,
      message: demo.body,
      sender_id: senderId,
      reply_to: demo.replyTo ? ids[demo.replyTo]! : null,
      create_by: senderId,
      update_by: senderId,
      created_at: at,
      updated_at: at,
      version: 1,
    });
    ids[demo.key] = id;
    await insertRecipients(db, id, recipients, at);
    for (const reader of demo.readBy ?? []) await markRead(db, id, userId(reader), at);
  }
}
