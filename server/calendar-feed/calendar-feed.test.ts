import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_SLOTS } from '../../shared/schemas/call-calendar.js';
import { addDays } from '../../shared/dates.js';
import { setDay } from '../call-requests/call-requests.test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { contentLines, unescapeText } from '../test/ical-lines.js';
import { calendarFeedContract } from '../../shared/contract/calendar-feed.js';
import { answered } from '../test/call-declared.js';

let t: TestApp;
let physician: string;
let physicianId: number;
beforeAll(async () => {
  t = await createTestApp();
  physician = await t.login('physician');
  physicianId = await t.userId('physician');
});
afterAll(() => t.close());

/** Unfolds the lines and answers each VEVENT as a map of property name (without parameters) to value. */
function parseEvents(text: string): Record<string, string>[] {
  const lines = text.split('\r\n').reduce<string[]>((all, line) => {
    if (line.startsWith(' ')) all[all.length - 1] += line.slice(1);
    else if (line) all.push(line);
    return all;
  }, []);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0]!] = line.slice(colon + 1);
    }
  }
  return events;
}

/** A day whose only call is the physician's 1st (the demo's other slots that day cleared). */
const onlyFirstCall = (id: number) => ({
  ...Object.fromEntries(CALL_SLOTS.map((slot) => [slot, null])),
  surgeon_1st: id,
});

async function fetchFeed(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, type: response.headers['content-type'], body: response.body };
}

describe('the personal calendar feed', () => {
  it('needs a session to create (401) and answers a secret path', async () => {
    expect((await t.call(calendarFeedContract.create, {})).status).toBe(401);
    const created = await t.call(calendarFeedContract.create, {}, physician);
    expect(created.status).toBe(201);
    expect(answered(created, 201).url).toMatch(/^\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  });

  it("holds the physician's calls with stable UIDs, every event well formed", async () => {
    // The data it asserts on: a 1st call of the physician three days ahead, whatever the demo holds.
    const callDay = addDays(t.clock.today(), 3);
    await setDay(t, await t.login('staff'), callDay, onlyFirstCall(physicianId));
    const { url } = answered(await t.call(calendarFeedContract.create, {}, physician), 201);
    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/calendar/);
    const events = parseEvents(feed.body);
    const rows = await t.db.selectFrom('call_entries').selectAll().execute();
    const today = t.clock.today();
    const soon = rows.filter((row) => row.date >= today && row.date <= addDays(today, 28));
    const expected = soon.flatMap((row) =>
      CALL_SLOTS.filter((slot) => row[slot] === physicianId).map((slot) => `${row.date}:${slot}`),
    );
    expect(expected).toContain(`${callDay}:surgeon_1st`);
    const callUids = events.filter((event) => /call|Office/.test(event.SUMMARY!)).map((event) => event.UID);
    for (const key of expected) {
      const [date, slot] = key.split(':') as [string, string];
      const label = { surgeon_1st: '1st', surgeon_2nd: '2nd', surgeon_o_am: 'o-am', surgeon_o_pm: 'o-pm' }[slot];
      expect(callUids).toContain(`${date}-${label}-u${physicianId}@calendar-feed.portal`);
    }
    for (const event of events) {
      expect(event.UID).toBeTruthy();
      expect(event.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event.DTSTART).toMatch(/^\d{8}(T\d{6}Z)?$/);
    }
    expect(new Set(events.map((event) => event.UID)).size).toBe(events.length);
    const again = parseEvents((await fetchFeed(url)).body).map((event) => event.UID);
    expect(again).toEqual(events.map((event) => event.UID));
  });

  it('carries no patient data at all', async () => {
    const { url } = answered(await t.call(calendarFeedContract.create, {}, physician), 201);
    // The practice's own name (PRODID, X-WR-CALNAME) may share letters with a patient's ("Park").
    const body = (await fetchFeed(url)).body
      .split('\r\n')
      .filter((line) => !/^(PRODID|X-WR-CALNAME)/.test(line))
      .join('\n');
    const rounds = await t.db.selectFrom('hospital_rounds').select(['last_name', 'mrn']).execute();
    const cases = await t.db.selectFrom('schedule_events').select(['patient_last_name', 'patient_mrn']).execute();
    const secrets = [
      ...rounds.flatMap((r) => [r.last_name, r.mrn]),
      ...cases.flatMap((c) => [c.patient_last_name, c.patient_mrn]),
    ];
    expect(secrets.filter(Boolean).length).toBeGreaterThan(0);
    for (const secret of secrets.filter((s): s is string => Boolean(s) && s!.length > 2))
      expect(body).not.toContain(secret);
  });

  it('stops answering (404) once revoked or replaced, and for unknown tokens', async () => {
    const first = answered(await t.call(calendarFeedContract.create, {}, physician), 201).url;
    const second = answered(await t.call(calendarFeedContract.create, {}, physician), 201).url;
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
    expect((await t.call(calendarFeedContract.revoke, {}, physician)).status).toBe(204);
    expect((await fetchFeed(second)).status).toBe(404);
    expect((await t.call(calendarFeedContract.revoke, {}, physician)).status).toBe(404);
    expect((await fetchFeed('/api/calendar-feed/not-a-token.ics')).status).toBe(404);
  });

  it('cannot be broken by a name with CR/LF already in the database (written before names were checked)', async () => {
    const name = 'Dr Injected\rBEGIN:VEVENT\r\nSUMMARY:Fake call\nEND:VEVENT';
    await t.db.updateTable('users').set({ name }).where('id', '=', physicianId).execute();
    // The data it asserts on: a 1st call of the physician three days ahead, whatever the demo holds.
    const callDay = addDays(t.clock.today(), 3);
    await setDay(t, await t.login('staff'), callDay, onlyFirstCall(physicianId));
    const { url } = answered(await t.call(calendarFeedContract.create, {}, physician), 201);
    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    const lines = contentLines(feed.body);
    const calendarName = lines.find((line) => line.name === 'X-WR-CALNAME')!.value;
    expect(unescapeText(calendarName)).toContain('Dr Injected\nBEGIN:VEVENT\nSUMMARY:Fake call\nEND:VEVENT');
    expect(lines.some((line) => line.name === 'SUMMARY' && line.value === 'Fake call')).toBe(false);
    expect(lines.filter((line) => line.name === 'BEGIN').length).toBe(parseEvents(feed.body).length + 1);
  });
});
