import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, type TestSocket } from '../test/sockets.js';
import { entriesAfter, lastAuditId } from './audit.test-support.js';

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

const as = (username: string) => t.api(tokens[username]);
const undo = (entryId: number, username = 'physician') => as(username).post(`/api/audit-log/${entryId}/undo`);
const history = async (area: string, id: number, username = 'physician') =>
  (await as(username).get(`/api/history/${area}/${id}`)).body.entries as AuditEntry[];

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
    const created = (await as('physician').post('/api/hospital-round', round)).body;
    expect(
      (await as('admin').put(`/api/hospital-round/${created.id}`, { ...round, diagnosis: 'Perforated', version: 1 }))
        .status,
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
    expect(second.body.message).toContain('Diagnosis');
    expect(second.body.current).toMatchObject({ id: created.id, diagnosis: 'Appendicitis', version: 3 });
  });

  it('history marks only entries that still apply as undoable, says "Changed since" on stale ones, and only for writers', async () => {
    const created = (await as('physician').post('/api/hospital-round', { ...round, mrn: 'MRN-U3' })).body;
    await as('physician').put(`/api/hospital-round/${created.id}`, { ...round, notes: 'Diet: clear', version: 1 });
    await as('physician').put(`/api/hospital-sodc/${created.id}`, { so: 1, dc: 0 });
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
    const created = (await as('physician').post('/api/hospital-round', { ...round, mrn: 'MRN-U4' })).body;
    await as('physician').patch(`/api/hospital-round/${created.id}`, { is_archived: true });
    const archive = await lastAuditId(t);
    expect((await undo(archive)).status).toBe(200);
    const active = (await as('physician').get('/api/hospital-round')).body as { id: number }[];
    expect(active.map((r) => r.id)).toContain(created.id);
  });

  it('an addition is not undone (422 saying why) and adds no entry', async () => {
    const created = (await as('physician').post('/api/hospital-round', { ...round, mrn: 'MRN-U5' })).body;
    const add = await lastAuditId(t);
    const refused = await undo(add);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.entry[0]).toMatch(/addition cannot be undone/);
    expect(await entriesAfter(t, add)).toEqual([]);
    expect((await history('rounds', created.id))[0]!.undoable).toBe(false);
  });

  it('an undo whose earlier values no longer pass the rules is refused 422, nothing written', async () => {
    const created = (await as('physician').post('/api/hospital-round', { ...round, mrn: 'MRN-U6' })).body;
    await as('physician').put(`/api/hospital-round/${created.id}`, { ...round, diagnosis: 'Changed', version: 1 });
    const edit = await lastAuditId(t);
    // An entry whose `before` no longer passes an edit's rules (written long ago by an older version).
    await t.db
      .updateTable('audit_log')
      .set({ before: JSON.stringify({ ...created, room: '' }) })
      .where('id', '=', edit)
      .execute();
    const refused = await undo(edit);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('room');
    expect(await entriesAfter(t, edit)).toEqual([]);
  });
});

describe('undo of an operative-log entry', () => {
  it('restores the surgeon and assistant, live to the operative-log room; names replace ids in history; stale undo is 409', async () => {
    const created = (await as('physician').post('/api/oparative-log', operative())).body;
    await as('physician').put(`/api/oparative-log/${created.id}`, {
      ...operative(),
      surgeon: ids.mchen,
      version: 1,
    });
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
    expect(second.body.message).toContain('Surgeon');
  });

  it('a delete is undone (the entry is listed today again); an addition is refused 422', async () => {
    const created = (await as('physician').post('/api/oparative-log', { ...operative(), mrn: 'MRN-U7' })).body;
    const add = await lastAuditId(t);
    await as('physician').patch(`/api/oparative-log/${created.id}`, { is_archived: 1 });
    const archive = await lastAuditId(t);
    expect((await as('physician').get('/api/oparative-log')).body.map((e: { id: number }) => e.id)).not.toContain(
      created.id,
    );
    const restored = await undo(archive);
    expect(restored.status).toBe(200);
    expect(restored.body.entry.after).toMatchObject({ is_archived: 0 });
    expect((await as('physician').get('/api/oparative-log')).body.map((e: { id: number }) => e.id)).toContain(
      created.id,
    );
    expect((await undo(add)).status).toBe(422);
  });

  it('an entry of an earlier day cannot be undone: not offered ("Only on the day it was added") and 403', async () => {
    const created = (await as('physician').post('/api/oparative-log', { ...operative(), mrn: 'MRN-U8' })).body;
    await as('physician').put(`/api/oparative-log/${created.id}`, { ...operative(), diagnosis: 'Other', version: 1 });
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
    const created = (await as('physician').post('/api/oparative-log', { ...operative(), mrn: 'MRN-U9' })).body;
    await as('physician').put(`/api/oparative-log/${created.id}`, { ...operative(), assistant: ids.mchen, version: 1 });
    const edit = await lastAuditId(t);
    await t.db.updateTable('users').set({ user_status: 0 }).where('id', '=', ids.pnatarajan!).execute();
    try {
      const refused = await undo(edit);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toHaveProperty('assistant');
      expect(await entriesAfter(t, edit)).toEqual([]);
    } finally {
      await t.db.updateTable('users').set({ user_status: 1 }).where('id', '=', ids.pnatarajan!).execute();
    }
  });
});

describe('the audit log page for administrators', () => {
  it('answers undoable and people for a page of mixed areas', async () => {
    const day = '2033-03-03';
    await as('admin').post('/api/calendar-add-data', { entries: [{ date: day, surgeon_1st: ids.mchen, version: 0 }] });
    await as('admin').post('/api/calendar-add-data', {
      entries: [{ date: day, surgeon_1st: ids.physician, version: 1 }],
    });
    const page = (await as('admin').get(`/api/audit-log?entity_id=${day}`)).body.entries as AuditEntry[];
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
    const added = await as('admin').post('/api/add-vacation-data', {
      surgeon_id: ids.mchen,
      vacation_type: 'Vac.',
      vacation_start_date: '2033-05-09',
      vacation_end_date: '2033-05-10',
    });
    const id = added.body.vacation.id as number;
    await as('admin').post(`/api/vacation/${id}/delete-date`, { date: '2033-05-10' });
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
      as('admin').post('/api/block-calendar', { month: '2033-06', locations: {}, checkboxStates: {}, version });
    expect((await save(0)).status).toBeLessThan(300);
    const first = await lastAuditId(t);
    const marks = async () =>
      ((await as('admin').get('/api/history/block-time/2033-06')).body.entries as AuditEntry[]).map((e) => [
        e.id === first,
        e.undoable,
      ]);
    expect(await marks()).toEqual([[true, true]]);
    expect((await save(1)).status).toBeLessThan(300);
    expect(await marks()).toEqual([
      [false, true],
      [true, false],
    ]);
  });
});
