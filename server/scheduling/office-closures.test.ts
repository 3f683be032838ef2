import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent } from '../test/sockets.js';
import { officeClosuresContract } from '../../shared/contract/office-closures.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { answered, refused } from '../test/call-declared.js';

let t: TestApp;
let url: string;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.loginEach());
});
afterAll(() => t.close());

describe('POST /add-ofice-close-data', () => {
  it.each(['admin', 'ceo', 'staff'])('lets %s close the office on a date (201)', async (username) => {
    const response = await t.api(tokens[username]).post('/api/add-ofice-close-data', {
      note: 'Close',
      effective_date_start: '2026-12-24',
      create_by: false,
      acknowledge_warnings: true,
    });
    expect(response.status).toBe(201);
    expect(response.body.office).toMatchObject({ note: 'Close', effective_date_start: '2026-12-24' });
  });

  it('keeps one record when the same date is closed twice', async () => {
    const rows = await t.db
      .selectFrom('office_closures')
      .selectAll()
      .where('effective_date_start', '=', '2026-12-24')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a physician (403) and a signed-out caller (401), saving nothing', async () => {
    expect(
      (
        await t.call(
          officeClosuresContract.save,
          { body: { note: 'Close', effective_date_start: '2026-12-26' } },
          tokens.physician,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call(
          officeClosuresContract.save,
          { body: { note: 'BlockTime', effective_date_start: '2026-12-26' } },
          tokens.physician,
        )
      ).status,
    ).toBe(403);
    expect(
      (await t.call(officeClosuresContract.save, { body: { note: 'Close', effective_date_start: '2026-12-26' } }))
        .status,
    ).toBe(401);
    const rows = await t.db
      .selectFrom('office_closures')
      .selectAll()
      .where('effective_date_start', '=', '2026-12-26')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('names effective_date_start when the date is missing or impossible (422)', async () => {
    for (const effective_date_start of [undefined, '', '2026-02-30']) {
      const response = await t.call(
        officeClosuresContract.save,
        { body: { note: 'Close', effective_date_start } },
        tokens.staff,
      );
      expect(response.status).toBe(422);
      expect(Object.keys(refused(response).errors!)).toEqual(['effective_date_start']);
    }
  });

  it('accepts an unpadded date and stores it padded', async () => {
    const response = await t.call(
      officeClosuresContract.save,
      { body: { note: 'BlockTime', effective_date_start: '2027-1-4' } },
      tokens.staff,
    );
    expect(answered(response, 201).office.effective_date_start).toBe('2027-01-04');
  });

  it("pushes the saved record to its month's room", async () => {
    url = await t.listen();
    const socket = await connectSocket(url, tokens.physician);
    await joinRoom(socket, rooms.month('2027-02'));
    const saved = nextEvent(socket, 'office-record:saved');
    await t.call(
      officeClosuresContract.save,
      { body: { note: 'Close', effective_date_start: '2027-02-15' } },
      tokens.admin,
    );
    expect(await saved).toMatchObject({ note: 'Close', effective_date_start: '2027-02-15' });
    socket.close();
  });

  it("pushes an undone closure to its month's room and the day's new overlay to its day room", async () => {
    const socket = await connectSocket(url, tokens.physician);
    await joinRoom(socket, rooms.month('2027-02'));
    await joinRoom(socket, rooms.day('2027-02-15'));
    const [record] = answered(
      await t.call(callCalendarContract.entries, { query: { year: '2027', month: '2' } }, tokens.ceo),
    ).office;
    const removed = nextEvent(socket, 'office-record:removed');
    const day = nextEvent(socket, 'call-calendar:day-changed');
    expect(
      (
        await t.call(
          officeClosuresContract.removeClosure,
          { params: { id: record!.id }, body: { date: '2027-02-15' } },
          tokens.ceo,
        )
      ).status,
    ).toBe(200);
    expect(await removed).toEqual({ id: record!.id });
    expect(await day).toMatchObject({ date: '2027-02-15', closed: false });
    socket.close();
  });
});
