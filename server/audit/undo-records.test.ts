import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { AuditArea, AuditEntry } from '../../shared/schemas/audit.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, type TestSocket } from '../test/sockets.js';
import { entriesAfter, lastAuditId } from './audit.test-support.js';
import { auditContract } from '../../shared/contract/audit.js';
import { roundsContract } from '../../shared/contract/rounds.js';
import { operativeLogContract } from '../../shared/contract/operative-log.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { timeOffContract } from '../../shared/contract/time-off.js';
import { blockTimeContract } from '../../shared/contract/block-time.js';
import { answered, refused } from '../test/call-declared.js';

let t: TestApp;
let baseUrl: string;
let tokens: Record<string, string>;
let ids: Record<string, number>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  tokens = await t.loginEach();
  ids = {};
  for (const name of ['physician', 'pnatarajan', 'mchen', 'tbell']) ids[name] = await t.userId(name);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const undo = (entryId: number, username = 'physician') =>
  t.call(auditContract.undo, { params: { id: entryId }, body: {} }, tokens[username]);
const history = async (area: AuditArea, id: number, username = 'physician') =>
  answered(await t.call(auditContract.history, { params: { area, id: String(id) } }, tokens[username]))
    .entries as AuditEntry[];

async function watcher(room: string): Promise<TestSocket> {
  const socket = await connectSocket(baseUrl, tokens.ceo);
  sockets.push(socket);
  await joinRoom(socket, room);
  return socket;
}

const round = {
  room: '7',
  first_name: 'Ruth',
  last_name: 'Undo',
  age: '64 F',
  mrn: 'MRN-U1',
  diagnosis: 'Appendicitis',
  procedure: 'Lap appy',
  notes: 'Diet: NPO',
  facility: 'PHH',
};

const operative = () => ({
  first_name: 'Otto',
  last_name: 'Undo',
  mrn: 'MRN-U2',
  surgeon: ids.physician,
  assistant: ids.pnatarajan,
  diagnosis: 'Hernia',
  procedure: 'Repair',
  facility: 'PHH',
});

describe('undo of a rounds entry', () => {
  it('restores the edited text as a new version, live to the rounds room, audited; a second undo is 409 naming the field', async () => {
    const created = answered(await t.call(roundsContract.create, { body: round }, tokens.physician), 201);
    expect(
      (
        await t.call(
          roundsContract.update,
          { params: { id: created.id }, body: { ...round, diagnosis: 'Perforated', version: 1 } },
          tokens.admin,
        )
      ).status,
    ).toBe(200);
    const edit = await lastAuditId(t);
    const socket = await watcher(rooms.list('rounds'));
    const seen = nextEvent(socket, 'round:upserted');

    const first = await undo(edit);
    expect(first.status).toBe(200);
    expect(first.body.entry).toMatchObject({
      area: 'rounds',
      action: 'undo',
      entity_id: String(created.id),
      actor_name: 'James Carter',
      before: { diagnosis: 'Perforated', version: 2 },
      after: { diagnosis: 'Appendicitis', version: 3, undo_of: edit },
    });
    expect(await seen).toMatchObject({ id: created.id, diagnosis: 'Appendicitis', version: 3 });

    const second = await undo(edit);
    expect(second.status).toBe(409);
    expect(refused(second).message).toContain('Diagnosis');
    expect(refused(second).current).toMatchObject({ id: created.id, diagnosis: 'Appendicitis', version: 3 });
  });

  it('history marks only entries that still apply as undoable, says "Changed since" on stale ones, and only for writers', async () => {
    const created = answered(
      await t.call(roundsContract.create, { body: { ...round, mrn: 'MRN-U3' } }, tokens.physician),
      201,
    );
    await t.call(
      roundsContract.update,
      { params: { id: created.id }, body: { ...round, notes: 'Diet: clear', version: 1 } },
      tokens.physician,
    );
    await t.call(roundsContract.setSoDc, { params: { id: created.id }, body: { so: 1, dc: 0 } }, tokens.physician);
    const entries = await history('rounds', created.id);
    expect(entries.map((e) => [e.action, e.undoable, e.undo_note])).toEqual([
      ['update', true, undefined],
      ['update', false, 'Changed since'],
      ['create', false, undefined],
    ]);
    const asStaff = await history('rounds', created.id, 'staff');
    expect(asStaff.every((e) => e.undoable === false && e.undo_note === undefined)).toBe(true);
    expect((await undo(entries[1]!.id)).status).toBe(409);
    expect((await undo(entries[0]!.id, 'staff')).status).toBe(403);
  });

  it('a delete (archive) is undone: the entry is active again', async () => {
    const created = answered(
      await t.call(roundsContract.create, { body: { ...round, mrn: 'MRN-U4' } }, tokens.physician),
      201,
    );
    await t.call(roundsContract.archive, { params: { id: created.id }, body: { is_archived: true } }, tokens.physician);
    const archive = await lastAuditId(t);
    expect((await undo(archive)).status).toBe(200);
    const active = (await t.call(roundsContract.active, {}, tokens.physician)).body as { id: number }[];
    expect(active.map((r) => r.id)).toContain(created.id);
  });

  it('an addition is not undone (422 saying why) and adds no entry', async () => {
    const created = answered(
      await t.call(roundsContract.create, { body: { ...round, mrn: 'MRN-U5' } }, tokens.physician),
      201,
    );
    const add = await lastAuditId(t);
    const refusal = await undo(add);
    expect(refusal.status).toBe(422);
    expect(refused(refusal).errors!.entry![0]).toMatch(/addition cannot be undone/);
    expect(await entriesAfter(t, add)).toEqual([]);
    expect((await history('rounds', created.id))[0]!.undoable).toBe(false);
  });

  it('an undo whose earlier values no longer pass the rules is refused 422, nothing written', async () => {
    const created = answered(
      await t.call(roundsContract.create, { body: { ...round, mrn: 'MRN-U6' } }, tokens.physician),
      201,
    );
    await t.call(
      roundsContract.update,
      { params: { id: created.id }, body: { ...round, diagnosis: 'Changed', version: 1 } },
      tokens.physician,
    );
    const edit = await lastAuditId(t);
    // An entry whose `before` no longer passes an edit's rules (written long ago by an older version).
    await t.db
      .updateTable('audit_log')
      .set({ before: JSON.stringify({ ...created, room: '' }) })
      .where('id', '=', edit)
      .execute();
    const refusal = await undo(edit);
    expect(refusal.status).toBe(422);
    expect(refused(refusal).errors).toHaveProperty('room');
    expect(await entriesAfter(t, edit)).toEqual([]);
  });
});

describe('undo of an operative-log entry', () => {
  it('restores the surgeon and assistant, live to the operative-log room; names replace ids in history; stale undo is 409', async () => {
    const created = answered(await t.call(operativeLogContract.create, { body: operative() }, tokens.physician), 201);
    await t.call(
      operativeLogContract.update,
      {
        params: { id: created.id },
        body: {
          ...operative(),
          surgeon: ids.mchen,
          version: 1,
        },
      },
      tokens.physician,
    );
    const edit = await lastAuditId(t);
    const [newest] = await history('operative-log', created.id);
    expect(newest!.people).toMatchObject({
      [ids.physician!]: { name: 'James Carter', initial: 'JC' },
      [ids.mchen!]: { name: 'Michael Chen', initial: 'MC' },
    });
    expect(newest!.undoable).toBe(true);

    const socket = await watcher(rooms.list('operative-log'));
    const seen = nextEvent(socket, 'operative-entry:upserted');
    const first = await undo(edit);
    expect(first.status).toBe(200);
    expect(first.body.entry).toMatchObject({
      area: 'operative-log',
      action: 'undo',
      after: { surgeon: ids.physician },
    });
    expect(await seen).toMatchObject({ id: created.id, surgeon: ids.physician, surgeon_initial: 'JC', version: 3 });

    const second = await undo(edit);
    expect(second.status).toBe(409);
    expect(refused(second).message).toContain('Surgeon');
  });

  it('a delete is undone (the entry is listed today again); an addition is refused 422', async () => {
    const created = answered(
      await t.call(operativeLogContract.create, { body: { ...operative(), mrn: 'MRN-U7' } }, tokens.physician),
      201,
    );
    const add = await lastAuditId(t);
    await t.call(
      operativeLogContract.archive,
      { params: { id: created.id }, body: { is_archived: 1 } },
      tokens.physician,
    );
    const archive = await lastAuditId(t);
    expect(
      answered(await t.call(operativeLogContract.today, {}, tokens.physician)).map((e: { id: number }) => e.id),
    ).not.toContain(created.id);
    const restored = await undo(archive);
    expect(restored.status).toBe(200);
    expect(answered(restored).entry.after).toMatchObject({ is_archived: 0 });
    expect(
      answered(await t.call(operativeLogContract.today, {}, tokens.physician)).map((e: { id: number }) => e.id),
    ).toContain(created.id);
    expect((await undo(add)).status).toBe(422);
  });

  it('an entry of an earlier day cannot be undone: not offered ("Only on the day it was added") and 403', async () => {
    const created = answered(
      await t.call(operativeLogContract.create, { body: { ...operative(), mrn: 'MRN-U8' } }, tokens.physician),
      201,
    );
    await t.call(
      operativeLogContract.update,
      { params: { id: created.id }, body: { ...operative(), diagnosis: 'Other', version: 1 } },
      tokens.physician,
    );
    const edit = await lastAuditId(t);
    await t.db
      .updateTable('operative_entries')
      .set({ created_on: '2020-01-02' })
      .where('id', '=', created.id)
      .execute();
    const [newest] = await history('operative-log', created.id);
    expect([newest!.undoable, newest!.undo_note]).toEqual([false, 'Only on the day it was added']);
    expect((await undo(edit)).status).toBe(403);
  });

  it('a physician deactivated since is not put back (422 as an edit), nothing written', async () => {
    const created = answered(
      await t.call(operativeLogContract.create, { body: { ...operative(), mrn: 'MRN-U9' } }, tokens.physician),
      201,
    );
    await t.call(
      operativeLogContract.update,
      { params: { id: created.id }, body: { ...operative(), assistant: ids.mchen, version: 1 } },
      tokens.physician,
    );
    const edit = await lastAuditId(t);
    await t.db.updateTable('users').set({ user_status: 0 }).where('id', '=', ids.pnatarajan!).execute();
    try {
      const refusal = await undo(edit);
      expect(refusal.status).toBe(422);
      expect(refused(refusal).errors).toHaveProperty('assistant');
      expect(await entriesAfter(t, edit)).toEqual([]);
    } finally {
      await t.db.updateTable('users').set({ user_status: 1 }).where('id', '=', ids.pnatarajan!).execute();
    }
  });
});

describe('the audit log page for administrators', () => {
  it('answers undoable and people for a page of mixed areas', async () => {
    const day = '2033-03-03';
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: day, surgeon_1st: ids.mchen, version: 0 }] } },
      tokens.admin,
    );
    await t.call(
      callCalendarContract.saveEntries,
      {
        body: {
          entries: [{ date: day, surgeon_1st: ids.physician, version: 1 }],
        },
      },
      tokens.admin,
    );
    const page = answered(await t.call(auditContract.log, { query: { entity_id: day } }, tokens.admin))
      .entries as AuditEntry[];
    expect(page.map((e) => e.undoable)).toEqual([true, false]);
    expect(page[0]!.people).toEqual({
      [ids.mchen!]: { name: 'Michael Chen', initial: 'MC' },
      [ids.physician!]: { name: 'James Carter', initial: 'JC' },
    });
    expect(page[1]!.undo_note).toBe('Changed since');
  });
});

describe('undoable in the other areas follows the record', () => {
  it('a time-off removal is undoable until the surgeon has that date off again', async () => {
    const added = await t.call(
      timeOffContract.add,
      {
        body: {
          surgeon_id: ids.mchen,
          vacation_type: 'Vac.',
          vacation_start_date: '2033-05-09',
          vacation_end_date: '2033-05-10',
        },
      },
      tokens.admin,
    );
    const id = answered(added, 201).vacation.id as number;
    await t.call(timeOffContract.removeDate, { params: { id }, body: { date: '2033-05-10' } }, tokens.admin);
    const removal = await lastAuditId(t);
    const before = (await history('time-off', id, 'admin')).find((e) => e.id === removal)!;
    expect([before.undoable, before.undo_note]).toEqual([true, undefined]);
    expect(before.people).toMatchObject({ [ids.mchen!]: { name: 'Michael Chen' } });
    expect((await undo(removal, 'admin')).status).toBe(200);
    const after = (await history('time-off', id, 'admin')).find((e) => e.id === removal)!;
    expect([after.undoable, after.undo_note]).toEqual([false, 'Changed since']);
  });

  it('a block-time save is undoable until the month is saved again', async () => {
    const save = (version: number) =>
      t.call(
        blockTimeContract.save,
        { body: { month: '2033-06', locations: {}, checkboxStates: {}, version } },
        tokens.admin,
      );
    expect((await save(0)).status).toBeLessThan(300);
    const first = await lastAuditId(t);
    const marks = async () =>
      (
        answered(await t.call(auditContract.history, { params: { area: 'block-time', id: '2033-06' } }, tokens.admin))
          .entries as AuditEntry[]
      ).map((e) => [e.id === first, e.undoable]);
    expect(await marks()).toEqual([[true, true]]);
    expect((await save(1)).status).toBeLessThan(300);
    expect(await marks()).toEqual([
      [false, true],
      [true, false],
    ]);
  });
});
