import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { RoundRecord } from '../../shared/schemas/rounds.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, recordEvents, settle, type TestSocket } from '../test/sockets.js';
import { buildRound } from './rounds.factories.test-support.js';
import { roundsContract } from '../../shared/contract/rounds.js';
import { answered } from '../test/call-declared.js';

let t: TestApp;
let baseUrl: string;
let physician: string;
let watcher: TestSocket;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  physician = await t.login('physician');
  watcher = await connectSocket(baseUrl, await t.login('staff'));
  sockets.push(watcher);
  await joinRoom(watcher, rooms.list('rounds'));
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const patient = (last_name: string) =>
  buildRound({
    room: '3',
    first_name: 'Live',
    last_name,
    age: '50 M',
    mrn: `L-${last_name}`,
    diagnosis: 'Appendicitis',
    procedure: 'Lap appy',
  });

describe('the rounds room', () => {
  it("answers the active list and today's archive as the snapshot, to every role", async () => {
    const archivedNow = answered(
      await t.call(roundsContract.create, { body: { ...patient('SnapshotArchived'), dc: 1 } }, physician),
      201,
    );
    const socket = await connectSocket(baseUrl, await t.login('ceo'));
    sockets.push(socket);
    const snapshot = await joinRoom<{ rounds: { active: RoundRecord[]; archivedToday: RoundRecord[] } }>(
      socket,
      rooms.list('rounds'),
    );
    expect(snapshot.rounds.archivedToday.map((round) => round.id)).toEqual([archivedNow.id]);
    expect(snapshot.rounds.active.length).toBeGreaterThanOrEqual(8);
    expect(snapshot.rounds.active.every((round) => round.so === 0 && round.dc === 0 && round.is_archived === 0)).toBe(
      true,
    );
  });

  it('shows another browser an added patient, the edit, S/O, D/C, the reversal and the archive, each with its version', async () => {
    const added = nextEvent(watcher, 'round:upserted');
    const created = answered(await t.call(roundsContract.create, { body: patient('Watched') }, physician), 201);
    expect(await added).toMatchObject({ id: created.id, last_name: 'Watched', version: 1 });

    const steps = [
      {
        call: () =>
          t.call(
            roundsContract.update,
            { params: { id: created.id }, body: { ...patient('Watched'), room: '9' } },
            physician,
          ),
        expected: { room: '9', version: 2 },
      },
      {
        call: () => t.call(roundsContract.setSoDc, { params: { id: created.id }, body: { so: 1, dc: 0 } }, physician),
        expected: { so: 1, dc: 0, version: 3 },
      },
      {
        call: () => t.call(roundsContract.setSoDcBack, { params: { id: created.id }, body: { dc: 1 } }, physician),
        expected: { so: 0, dc: 1, version: 4 },
      },
      {
        call: () => t.call(roundsContract.setSoDcBack, { params: { id: created.id }, body: { dc: 0 } }, physician),
        expected: { so: 0, dc: 0, version: 5 },
      },
      {
        call: () =>
          t.call(roundsContract.archive, { params: { id: created.id }, body: { is_archived: true } }, physician),
        expected: { is_archived: 1, version: 6 },
      },
    ];
    for (const step of steps) {
      const event = nextEvent(watcher, 'round:upserted');
      expect((await step.call()).status).toBe(200);
      expect(await event).toMatchObject({ id: created.id, ...step.expected });
    }
  });

  it('tells nobody about a refused or invalid write', async () => {
    const received = recordEvents(watcher, 'round:upserted');
    await t.call(roundsContract.create, { body: patient('Refused') }, await t.login('staff'));
    await t.call(roundsContract.create, { body: { ...patient('Invalid'), mrn: '' } }, physician);
    await settle();
    expect(received).toEqual([]);
  });

  it('sends the events to the rounds room only', async () => {
    const outsider = await connectSocket(baseUrl, physician);
    sockets.push(outsider);
    await joinRoom(outsider, rooms.list('operative-log'));
    const received = recordEvents(outsider, 'round:upserted');
    const seen = nextEvent(watcher, 'round:upserted');
    await t.call(roundsContract.create, { body: patient('Scoped') }, physician);
    await seen;
    await settle();
    expect(received).toEqual([]);
  });
});
