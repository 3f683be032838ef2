import type { FastifyInstance } from 'fastify';
import { addDays, formatMonthDay } from '../../shared/dates.js';
import { CALL_SLOTS, SLOT_LABELS, type CallSlot } from '../../shared/schemas/call-slots.js';
import type { CallEntry } from '../../shared/schemas/call-calendar.js';
import type { PushPayload } from '../../shared/schemas/push.js';
import '../call-requests/call-requests.changes.js';
import { findPeople, offersOf, type CallRequestRow } from '../call-requests/call-requests.repository.js';
import { unreadCount } from '../messages/messages.repository.js';
import type { PushSender } from './push-sender.js';

/** Changes to one's calls this far ahead reach one's devices; later ones wait for the calendar. */
export const CALL_CHANGE_DAYS_AHEAD = 14;

const KIND_WORDS = { swap: 'Swap', 'give-away': 'Give-away', cover: 'Cover' } as const;

/**
 * Pushes about calls: a swap, give-away or cover offer to me and its outcome to the one who made
 * it; a change to my calls within the next 14 days, one notification per day (`Topic`, so an
 * undelivered one is replaced). Sent beside the live projections, never holding them up.
 */
export function registerCallPushes(app: FastifyInstance, sender: PushSender): void {
  const pushToEach = async (userIds: number[], payload: Omit<PushPayload, 'unread'>, topic?: string) =>
    sender.toPeople(userIds, async (userId) => ({ ...payload, unread: await unreadCount(app.db, userId) }), {
      kind: payload.kind,
      ...(topic ? { topic } : {}),
    });

  const sending = new Set<Promise<unknown>>();
  const later = (work: () => Promise<unknown>) => {
    const run = work().catch((error: unknown) =>
      app.databaseHealth.logBackgroundFailure(app.log, error, 'push: call pushes failed'),
    );
    sending.add(run);
    void run.finally(() => sending.delete(run));
  };
  app.addHook('preClose', async () => {
    await Promise.allSettled([...sending]);
  });

  app.projections.register(['call-request'], (changes) => {
    for (const { row } of changes) later(() => pushRequest(row));
  });
  app.projections.register(['call-entries'], (changes) => {
    for (const { entries, before } of changes) if (before) later(() => pushCallChanges(entries, before));
  });

  async function pushRequest(row: CallRequestRow): Promise<void> {
    const what = `${SLOT_LABELS[row.slot]} call ${formatMonthDay(row.date)}`;
    const url = `/montly-schedule?date=${row.date}`;
    const author = (await findPeople(app.db, [row.author_id])).get(row.author_id)?.name ?? 'a colleague';
    if (row.state === 'proposed') {
      const to =
        row.to_surgeon_id !== null
          ? [row.to_surgeon_id]
          : (await offersOf(app.db, row.id)).map((offer) => offer.surgeon_id);
      await pushToEach(to, {
        kind: 'call-request',
        title: `${KIND_WORDS[row.kind]} offer from ${author}`,
        body: `${what}: open the portal to answer.`,
        url,
        tag: `call-request-${row.id}`,
      });
      return;
    }
    await pushToEach([row.author_id], {
      kind: 'call-request',
      title: `Your ${KIND_WORDS[row.kind].toLowerCase()} was ${row.state}`,
      body: what,
      url,
      tag: `call-request-${row.id}`,
    });
  }

  async function pushCallChanges(after: CallEntry[], before: CallEntry[]): Promise<void> {
    const today = app.clock.today();
    const last = addDays(today, CALL_CHANGE_DAYS_AHEAD);
    const was = new Map(before.map((day) => [day.date, day]));
    for (const day of after) {
      if (day.date < today || day.date > last) continue;
      const old = was.get(day.date);
      const people = new Set<number>();
      for (const slot of CALL_SLOTS) {
        if ((old?.[slot] ?? null) === day[slot]) continue;
        if (old?.[slot] != null) people.add(old[slot]);
        if (day[slot] != null) people.add(day[slot]);
      }
      for (const person of people) {
        const held = CALL_SLOTS.filter((slot) => day[slot] === person).map((slot: CallSlot) => SLOT_LABELS[slot]);
        await pushToEach(
          [person],
          {
            kind: 'call-change',
            title: `Your calls on ${formatMonthDay(day.date)} changed`,
            body:
              held.length > 0
                ? `You now hold: ${held.join(', ')}.`
                : 'You are no longer on call or in the office that day.',
            url: `/montly-schedule?date=${day.date}`,
            tag: `calls-${day.date}`,
          },
          `calls-${day.date.replaceAll('-', '')}`,
        );
      }
    }
  }
}
