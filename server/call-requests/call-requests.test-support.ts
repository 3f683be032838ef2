import { expect } from 'vitest';
import type { CallSlot } from '../../shared/schemas/call-slots.js';
import type { TestApp } from '../test/harness.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { callRequestsContract } from '../../shared/contract/call-requests.js';
import { answered } from '../test/call-declared.js';

/** The physicians the tests trade calls between. */
export const SURGEONS = ['swhitman', 'dreyes', 'mchen', 'pnatarajan', 'physician'] as const;
export type SurgeonName = (typeof SURGEONS)[number];

/** A scheduler sets one day's slots (null: empty), answering the saved day. */
export async function setDay(
  t: TestApp,
  schedulerToken: string,
  date: string,
  slots: Partial<Record<CallSlot, number | null>>,
) {
  const response = await t.call(
    callCalendarContract.saveEntries,
    {
      body: {
        entries: [{ date, ...slots }],
        acknowledge_warnings: true,
      },
    },
    schedulerToken,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return answered(response).entries[0];
}

/** A physician (`authorToken`) offers their 1st call of `date` to one colleague: the create call's answer. */
export function giveAwayFirstCall(t: TestApp, authorToken: string, date: string, toSurgeonId: number) {
  return t.call(
    callRequestsContract.create,
    { body: { kind: 'give-away', date, slot: 'surgeon_1st', to_surgeon_id: toSurgeonId } },
    authorToken,
  );
}

export async function dayOf(t: TestApp, date: string) {
  return (await t.db.selectFrom('call_entries').selectAll().where('date', '=', date).executeTakeFirst()) ?? null;
}

/** The messages about call request `id`, as [recipient id, subject] pairs. */
export async function noticesOf(t: TestApp, id: number): Promise<{ recipient: number; subject: string }[]> {
  const rows = await t.db
    .selectFrom('request_messages')
    .innerJoin('messages', 'messages.id', 'request_messages.message_id')
    .innerJoin('message_recipients', 'message_recipients.message_id', 'messages.id')
    .select(['message_recipients.recipient_id', 'messages.subject'])
    .where('request_messages.call_request_id', '=', id)
    .orderBy('messages.id')
    .execute();
  return rows.map((row) => ({ recipient: row.recipient_id, subject: row.subject }));
}

/** How many notices about request `id` each recipient got, by subject. */
export async function noticeCounts(t: TestApp, id: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const notice of await noticesOf(t, id)) {
    const key = `${notice.recipient}: ${notice.subject}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
