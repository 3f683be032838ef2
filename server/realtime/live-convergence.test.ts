import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoomEventMeta } from '../../shared/realtime/events.js';
import { rooms } from '../../shared/realtime/rooms.js';
import type { RoomJoinAck, RoomSnapshotParts } from '../../shared/realtime/snapshots.js';
import type { DailyScheduleData } from '../../shared/schemas/daily-schedule.js';
import type { RoundRecord } from '../../shared/schemas/rounds.js';
import { physicianIds, procedureBody } from '../daily-schedule/daily-schedule.test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import type { TestSocket } from '../test/sockets.js';
import { settle } from '../test/sockets.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { roundsContract } from '../../shared/contract/rounds.js';
import { answered } from '../test/call-declared.js';

/**
 * Randomized convergence: clients run the real client stores and the real gap detection
 * (client/lib/room-sequences.ts), wired the way useRoom and useSocketEvent wire them, while
 * writes, disconnects and reconnects happen in a random order. After quiet, every client's
 * rounds list and day grid equal the database's.
 */
const DAY = '2031-06-10';
const SEEDS = 8;
const STEPS = 14;
const CLIENTS = 3;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `id@version` of every event a day shows. */
const dayVersions = (data: DailyScheduleData | undefined) =>
  data
    ? [
        ...new Set(
          [...Object.values(data.surgeon_events).flat(), ...data.office_events].map(
            (item) => `${item.id}@${item.version}`,
          ),
        ),
      ].sort()
    : [];
/** Half-hour bookings from 07:00 on. */
const slot = (index: number) => {
  const time = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { start_time: time(420 + index * 30), end_time: time(450 + index * 30) };
};
const roundVersions = (list: RoundRecord[]) => list.map((round) => `${round.id}@${round.version}`).sort();

async function simulatedClient(baseUrl: string, token: string) {
  // Fresh module instances: each simulated client has its own stores and sequence numbers.
  vi.resetModules();
  const sequences = await import('../../client/lib/room-sequences.js');
  const { useRoundsStore, activeRounds } = await import('../../client/rounds/store.js');
  const { useScheduleStore } = await import('../../client/daily-schedule/store.js');
  const socket: TestSocket = connect(baseUrl, {
    auth: { token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  sequences.trackRoomSequences(socket);

  // As useRoom does.
  const join =
    <R extends string>(room: R, apply: (data: unknown) => void) =>
    () => {
      if (!socket.connected) return;
      sequences.roomJoinStarted(room);
      socket.emit('room:join', room, (result: RoomJoinAck) => {
        if (!result.ok) return sequences.roomJoined(room, null, null);
        sequences.roomJoined(room, result.seq, () => apply(result.data));
      });
    };
  const joinRounds = join(rooms.list('rounds'), (data) =>
    useRoundsStore.getState().sync((data as Pick<RoomSnapshotParts['list'], 'rounds'>).rounds),
  );
  const joinDay = join(rooms.day(DAY), (data) =>
    useScheduleStore.getState().replaceDay(DAY, data as RoomSnapshotParts['day']),
  );
  sequences.onRoomResync(rooms.list('rounds'), joinRounds);
  sequences.onRoomResync(rooms.day(DAY), joinDay);
  socket.on('connect', () => {
    joinRounds();
    joinDay();
  });

  // As useSocketEvent does.
  const on = (event: string, handler: (payload: never) => void) =>
    socket.on(
      event as 'round:upserted',
      ((payload: never, meta?: RoomEventMeta) => {
        if (!sequences.isFreshEvent(meta)) return;
        if (!sequences.deferWhileJoining(meta, () => handler(payload))) handler(payload);
      }) as never,
    );
  const schedule = useScheduleStore.getState();
  on('round:upserted', useRoundsStore.getState().upsert);
  on('event:upserted', schedule.applyUpserted);
  on('event:removed', schedule.applyRemoved);

  // A lost packet (the Redis adapter delivers at most once): the client never sees the event.
  let losing = 0;
  const internals = socket as unknown as { onevent: (packet: unknown) => void };
  const deliver = internals.onevent.bind(socket);
  internals.onevent = (packet) => {
    if (losing > 0) losing -= 1;
    else deliver(packet);
  };

  // connect() while a connect is under way would send a second CONNECT, which the server
  // answers by closing the transport (socket.io's own reconnection never does that).
  let connecting = true;
  socket.on('connect', () => (connecting = false));
  socket.on('connect_error', () => (connecting = false));
  const reconnect = () => {
    if (socket.connected || connecting) return;
    connecting = true;
    socket.connect();
  };

  return {
    socket,
    reconnect,
    toggleConnection: () => {
      if (!socket.connected && !connecting) return reconnect();
      connecting = false;
      socket.disconnect();
    },
    loseNextEvents: (count: number) => {
      losing = count;
    },
    rounds: () => roundVersions(activeRounds(useRoundsStore.getState().byId)),
    day: () => dayVersions(useScheduleStore.getState().days[DAY]?.data),
  };
}

let t: TestApp;
let baseUrl: string;
let tokens: Record<string, string>;
let surgeons: number[];
let closingEventId: number;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  tokens = await t.loginEach(['physician', 'staff']);
  surgeons = await physicianIds(t);
  // After 20:00, where the random bookings never go: each seed ends by editing it.
  closingEventId = answered(
    await t.call(
      dailyScheduleContract.create,
      { body: procedureBody(surgeons[0]!, { event_date: DAY, ...slot(26) }) },
      tokens.staff,
    ),
    201,
  ).dailySchedule.id as number;
  // A scratch PostgreSQL database, migrated and seeded, takes a while on a busy machine.
}, 90_000);
afterAll(() => t.close());

async function databaseState() {
  const rounds = (await t.call(roundsContract.active, {}, tokens.staff)).body as RoundRecord[];
  const observer = connect(baseUrl, {
    auth: { token: tokens.staff },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  try {
    await new Promise<void>((resolve) => observer.once('connect', () => resolve()));
    const result = (await observer.timeout(5_000).emitWithAck('room:join', rooms.day(DAY))) as RoomJoinAck<
      RoomSnapshotParts['day']
    >;
    if (!result.ok) throw new Error(result.error);
    return { rounds: roundVersions(rounds), day: dayVersions(result.data['daily-schedule']) };
  } finally {
    observer.close();
  }
}

describe('randomized live convergence', () => {
  it(`brings every client to the database after random writes, disconnects and reconnects (${SEEDS} seeds)`, async () => {
    for (let seed = 1; seed <= SEEDS; seed += 1) {
      const random = mulberry32(seed);
      const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
      // One after the other: each client's fresh modules must not be shared with the next one. Each
      // is its own browser, with its own session (one session's room joins are limited together).
      const clients: Awaited<ReturnType<typeof simulatedClient>>[] = [];
      for (let n = 0; n < CLIENTS; n += 1) clients.push(await simulatedClient(baseUrl, await t.login('staff')));
      const roundIds: number[] = [];
      const eventIds: number[] = [];
      for (let step = 0; step < STEPS; step += 1) {
        const action = random();
        if (action < 0.12) {
          pick(clients).toggleConnection();
        } else if (action < 0.2) {
          pick(clients).loseNextEvents(1 + Math.floor(random() * 2));
        } else if (action < 0.35) {
          const created = await t.call(
            roundsContract.create,
            {
              body: {
                room: String(1 + Math.floor(random() * 9)),
                first_name: 'Rand',
                last_name: `Seed${seed}Step${step}`,
                age: '50 F',
                mrn: `R-${seed}-${step}`,
                diagnosis: 'Appendicitis',
                procedure: 'Lap appy',
                notes: 'Diet: NPO',
                facility: 'PHH',
                so: 0,
                dc: 0,
              },
            },
            tokens.physician,
          );
          roundIds.push(answered(created, 201).id as number);
        } else if (action < 0.5 && roundIds.length > 0) {
          const id = pick(roundIds);
          const current = (await t.call(roundsContract.byName, { query: { name: `Seed${seed}` } }, tokens.staff))
            .body as RoundRecord[];
          const round = current.find((item) => item.id === id);
          if (round)
            await t.call(
              roundsContract.update,
              { params: { id }, body: { ...round, notes: `Diet: step ${step}` } },
              tokens.physician,
            );
        } else if (action < 0.6 && roundIds.length > 0) {
          await t.call(
            roundsContract.setSoDc,
            { params: { id: pick(roundIds) }, body: { so: 0, dc: 1 } },
            tokens.physician,
          );
        } else if (action < 0.8) {
          const created = await t.call(
            dailyScheduleContract.create,
            {
              body: procedureBody(pick(surgeons), {
                event_date: DAY,
                procedure: `Random ${seed}-${step}`,
                ...slot(Math.floor(random() * 24)),
              }),
            },
            tokens.staff,
          );
          // A booking that overlaps one of the surgeon's is refused (422): nothing to follow then.
          if (created.status === 201) eventIds.push(answered(created, 201).dailySchedule.id as number);
        } else if (action < 0.92 && eventIds.length > 0) {
          await t.call(
            dailyScheduleContract.update,
            {
              params: { id: pick(eventIds) },
              body: procedureBody(pick(surgeons), {
                event_date: DAY,
                procedure: `Edited ${seed}-${step}`,
                ...slot(Math.floor(random() * 24)),
              }),
            },
            tokens.staff,
          );
        } else if (eventIds.length > 0) {
          await t.call(
            dailyScheduleContract.archive,
            { params: { id: pick(eventIds) }, body: { is_archived: true } },
            tokens.staff,
          );
        }
        if (random() < 0.5) await settle(random() * 30);
      }

      // Quiet: no more losses, every client back. A lost event shows as a gap only when the
      // room's next event comes, so each room gets one closing write, which must itself arrive:
      // a loss still armed would take it (and nothing after it would reveal that). In the real
      // channel a loss comes with a broken connection, and reconnecting resyncs.
      for (const client of clients) {
        client.loseNextEvents(0);
        client.reconnect();
      }
      const closing = await t.call(
        roundsContract.create,
        {
          body: {
            room: '1',
            first_name: 'Closing',
            last_name: `Seed${seed}`,
            age: '50 F',
            mrn: `C-${seed}`,
            diagnosis: 'Appendicitis',
            procedure: 'Lap appy',
            notes: 'Diet: NPO',
            facility: 'PHH',
            so: 0,
            dc: 0,
          },
        },
        tokens.physician,
      );
      expect(closing.status).toBe(201);
      const closingEvent = await t.call(
        dailyScheduleContract.update,
        {
          params: { id: closingEventId },
          body: procedureBody(surgeons[0]!, { event_date: DAY, procedure: `Closing ${seed}`, ...slot(26) }),
        },
        tokens.staff,
      );
      expect(closingEvent.status).toBe(200);
      const truth = await databaseState();
      const converged = () =>
        clients.every(
          (client) =>
            JSON.stringify(client.rounds()) === JSON.stringify(truth.rounds) &&
            JSON.stringify(client.day()) === JSON.stringify(truth.day),
        );
      for (let waited = 0; waited < 5_000 && !converged(); waited += 50) await settle(50);
      for (const client of clients) {
        expect({ seed, rounds: client.rounds(), day: client.day() }).toEqual({ seed, ...truth });
        client.socket.close();
      }
    }
  }, 120_000);
});
