import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { answered } from '../test/call-declared.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, recordEvents, type TestSocket } from '../test/sockets.js';
import { until } from '../test/until.js';
import type { Change } from './changes.js';
import { Projections } from './projections.js';

const change = (date: string): Change => ({ kind: 'call-entries', entries: [{ date } as never] });

describe('the projectors of commits', () => {
  it('go on past a failing projector: it is logged, the others of that commit run, and later commits are projected', async () => {
    const failures: unknown[] = [];
    const projections = new Projections((error) => failures.push(error));
    const seen: string[] = [];
    projections.register(['call-entries'], (changes) => {
      seen.push(`first ${changes.map((one) => (one as { entries: { date: string }[] }).entries[0]!.date).join()}`);
    });
    projections.register(['call-entries'], (changes) => {
      const date = (changes[0] as { entries: { date: string }[] }).entries[0]!.date;
      if (date === '2031-05-06') throw new Error('the database went away');
      seen.push(`second ${date}`);
    });
    projections.project([change('2031-05-06')]);
    projections.project([change('2031-05-07')]);
    await projections.settled();
    expect(seen).toEqual(['first 2031-05-06', 'first 2031-05-07', 'second 2031-05-07']);
    expect(failures).toEqual([new Error('the database went away')]);
  });

  it('project commits one after another, in commit order, however long one takes', async () => {
    const projections = new Projections(() => undefined);
    const seen: string[] = [];
    let release = () => undefined as void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    projections.register(['call-entries'], async (changes) => {
      const date = (changes[0] as { entries: { date: string }[] }).entries[0]!.date;
      if (date === '2031-05-06') await slow;
      seen.push(date);
    });
    projections.project([change('2031-05-06')]);
    projections.project([change('2031-05-07')]);
    const settled = projections.settled();
    await until(() => seen.length === 0, 'nothing projected before the slow commit');
    release();
    await settled;
    expect(seen).toEqual(['2031-05-06', '2031-05-07']);
  });
});

describe('a failing projector in the portal', () => {
  let t: TestApp;
  let admin: string;
  let socket: TestSocket;
  const failing = { on: true };

  beforeAll(async () => {
    t = await createTestApp({ now: '2031-05-01T09:00' });
    admin = await t.login('admin');
    t.app.projections.register(['call-entries'], () => {
      if (failing.on) throw new Error('a projector failed');
    });
    socket = await connectSocket(await t.listen(), admin);
    await joinRoom(socket, rooms.month('2031-05'));
  });
  afterAll(async () => {
    socket.disconnect();
    await t.close();
  });

  const save = async (date: string) =>
    answered(
      await t.call(
        callCalendarContract.saveEntries,
        { body: { entries: [{ date, surgeon_2nd: null }], acknowledge_warnings: true } },
        admin,
      ),
    );

  it('loses neither the write nor the other rooms: the save answers, the month room hears it, and so does the next one', async () => {
    const heard = recordEvents(socket, 'call-entries:saved');
    const saved = await save('2031-05-12');
    expect(saved.entries[0]!.date).toBe('2031-05-12');
    failing.on = false;
    await save('2031-05-13');
    await until(
      () =>
        ['2031-05-12', '2031-05-13'].every((date) =>
          heard.some((event) => JSON.stringify(event).includes(`"date":"${date}"`)),
        ),
      'both saves heard in the month room',
    );
    await t.app.projections.settled();
  });
});
