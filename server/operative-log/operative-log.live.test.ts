import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { OperativeEntry, SurgeonLogs } from '../../shared/schemas/operative-log.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, type TestSocket } from '../test/sockets.js';
import { buildOperativeEntry, type OperativeEntryBody } from './operative-log.factories.test-support.js';
import { operativeLogContract } from '../../shared/contract/operative-log.js';
import { answered } from '../test/call-declared.js';

let t: TestApp;
let baseUrl: string;
let physician: string;
let watcher: TestSocket;
let snapshot: { 'operative-log': { today: string; entries: OperativeEntry[]; stats: SurgeonLogs } };
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  physician = await t.login('physician');
  for (const username of ['physician', 'pnatarajan', 'mchen']) ids[username] = await t.userId(username);
  watcher = await connectSocket(baseUrl, await t.login('staff'));
  snapshot = await joinRoom(watcher, rooms.list('operative-log'));
});
afterAll(async () => {
  watcher.close();
  await t.close();
});

const entry = (last_name: string, extra: Partial<OperativeEntryBody> = {}) =>
  buildOperativeEntry({
    first_name: 'Live',
    last_name,
    mrn: `L-${last_name}`,
    surgeon: ids.mchen,
    assistant: ids.pnatarajan,
    ...extra,
  });

const cell = (stats: SurgeonLogs, id: number, month: number) => {
  const row = stats.surgeons.find((r) => r.id === id && r.month === month)!;
  return [row.surgeries, row.assistances];
};

describe('the operative-log room', () => {
  it("answers today's entries and this year's statistics as the snapshot", () => {
    const part = snapshot['operative-log'];
    expect(part.today).toBe(t.clock.today());
    expect(part.entries.every((e) => e.created_on === t.clock.today() && e.is_archived === 0)).toBe(true);
    expect(part.stats.year).toBe(Number(t.clock.today().slice(0, 4)));
    expect(part.stats.surgeons.length).toBeGreaterThan(0);
  });

  it('shows another browser the added entry and the new statistics cell', async () => {
    const month = Number(t.clock.today().slice(5, 7));
    const [surgeries, assists] = cell(snapshot['operative-log'].stats, ids.mchen!, month);
    const upserted = nextEvent(watcher, 'operative-entry:upserted');
    const stats = nextEvent(watcher, 'operative-stats:changed');
    const created = answered(await t.call(operativeLogContract.create, { body: entry('Watched') }, physician), 201);
    expect(await upserted).toMatchObject({ id: created.id, surgeon_initial: 'MC', version: 1 });
    expect(cell(await stats, ids.mchen!, month)).toEqual([surgeries! + 1, assists]);
  });

  it('shows the edit and the archive, with statistics after each', async () => {
    const month = Number(t.clock.today().slice(5, 7));
    const created = answered(await t.call(operativeLogContract.create, { body: entry('Edited') }, physician), 201);
    await nextEvent(watcher, 'operative-stats:changed');
    const before = cell(answered(await t.call(operativeLogContract.stats, {}, physician)), ids.physician!, month);

    const edited = nextEvent(watcher, 'operative-entry:upserted');
    const afterEdit = nextEvent(watcher, 'operative-stats:changed');
    await t.call(
      operativeLogContract.update,
      { params: { id: created.id }, body: entry('Edited', { surgeon: ids.physician }) },
      physician,
    );
    expect(await edited).toMatchObject({ id: created.id, surgeon_initial: 'JC', version: 2 });
    expect(cell(await afterEdit, ids.physician!, month)).toEqual([before[0]! + 1, before[1]]);

    const archived = nextEvent(watcher, 'operative-entry:upserted');
    const afterArchive = nextEvent(watcher, 'operative-stats:changed');
    await t.call(operativeLogContract.archive, { params: { id: created.id }, body: { is_archived: true } }, physician);
    expect(await archived).toMatchObject({ id: created.id, is_archived: 1, version: 3 });
    expect(cell(await afterArchive, ids.physician!, month)).toEqual(before);
  });
});
