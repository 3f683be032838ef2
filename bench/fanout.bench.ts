import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rooms } from '../shared/realtime/rooms.js';
import {
  freePort,
  redisServerAvailable,
  startRedisServer,
  startServerProcess,
  type ChildHandle,
} from '../server/test/processes.js';
import { createScratchPostgres, postgresReachable } from '../server/test/scratch-postgres.js';
import { api, armClients, closeChildren, forkChild, next, wallNow } from './fanout-processes.js';
import { percentile } from './support.js';

/**
 * `npm run bench fanout`: a day-grid save (a real HTTP write of a schedule event) reaching every
 * socket that has joined that day, on one server process and on two behind Redis, each beside a
 * bare socket.io broadcast of the same payload to the same clients in the same run (a minimal
 * socket.io server process that only emits). Servers, bare server and clients are separate
 * processes (the clients spread over several), so no measurement runs in a server's event loop.
 * Latency per socket: from the moment the coordinator sends the write (or the emit order) to
 * the moment that socket has the event, on the machine's one wall clock.
 *
 * BENCH_FANOUT_SIZES (default 1000,5000), BENCH_FANOUT_TWO_NODES (default 5000, 0 skips),
 * BENCH_FANOUT_PROCS (client processes, default 4), BENCH_ROUNDS (default 20).
 */
const SIZES = (process.env.BENCH_FANOUT_SIZES ?? '1000,5000').split(',').map(Number).filter(Boolean);
const TWO_NODES = Number(process.env.BENCH_FANOUT_TWO_NODES ?? 5_000);
const PROCS = Number(process.env.BENCH_FANOUT_PROCS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const WARM_UP = 3;
const DAY = '2031-09-17';
const EVENT = 'event:upserted';
const USERS = ['staff', 'admin', 'kbrooks', 'ceo', 'physician'];

interface Run {
  label: string;
  save: number[];
  bare: number[];
  /** PUT sent → its answer (the node answers after commit and publish). */
  answered: number[];
}

/** `sockets` clients split over `nodes` portal processes (and as many on the bare server). */
let scenario = 0;

async function measure(label: string, env: Record<string, string>, nodesCount: number, sockets: number): Promise<Run> {
  // Each scenario saves its own event (same database), two hours apart: no double booking.
  const start = `${String(7 + 2 * scenario).padStart(2, '0')}:00`;
  const end = `${String(8 + 2 * scenario).padStart(2, '0')}:00`;
  scenario += 1;
  const nodes: (ChildHandle & { url: string })[] = [];
  for (let n = 0; n < nodesCount; n += 1)
    nodes.push(await startServerProcess({ ...env, PORT: String(await freePort()) }, 180_000));
  const tokens = await Promise.all(
    USERS.map(
      async (username, index) =>
        (await api(nodes[index % nodes.length]!.url, 'POST', '/api/login', null, { username, password: 'portal-demo' }))
          .token as string,
    ),
  );
  const writer = tokens[0]!;
  const surgeon = (await api(nodes[0]!.url, 'GET', '/api/surgeons', writer))[0].id as number;
  const body = (note: string) => ({
    purpose: 'Procedure',
    procedure: 'Laparoscopic cholecystectomy',
    event_date: DAY,
    start_time: start,
    end_time: end,
    event_location: 'PHH MOR',
    surgeon_id: [surgeon],
    surgeon_deg: [],
    patient_first_name: 'Ada',
    patient_last_name: 'Moss',
    patient_mrn: '771001',
    case_number: 'C-1',
    event_note: note,
  });
  const eventId = (
    await api(nodes[0]!.url, 'POST', '/api/daily-schedule', writer, {
      ...body('created'),
      event_date: DAY,
    })
  ).dailySchedule.id as number;

  const bareServer = forkChild('./fanout-bare-server.ts');
  const { port: barePort } = await next<{ port: number }>(bareServer, 'listening');
  const clients = Array.from({ length: PROCS }, () => forkChild('./fanout-clients.ts'));
  let given = 0;
  await Promise.all(
    clients.map((child, index) => {
      const share = Math.floor(sockets / PROCS) + (index < sockets % PROCS ? 1 : 0);
      const targets = nodes.map((node, n) => ({
        kind: 'portal' as const,
        url: node.url,
        token: tokens[(given + n) % tokens.length],
        count: Math.floor(share / nodes.length) + (n < share % nodes.length ? 1 : 0),
      }));
      given += share;
      const ready = next(child, 'ready');
      child.send({
        type: 'connect',
        targets: [...targets, { kind: 'bare', url: `http://127.0.0.1:${barePort}`, count: share }],
        room: rooms.day(DAY),
        event: EVENT,
      });
      return ready;
    }),
  );

  let payload: unknown = null;
  const answered: number[] = [];
  const round = async (kind: 'portal' | 'bare', index: number): Promise<number[]> => {
    const done = await armClients(clients, kind);
    const started = wallNow();
    if (kind === 'portal') {
      const response = api(
        nodes[(index + WARM_UP) % nodes.length]!.url,
        'PUT',
        `/api/daily-schedule-update/${eventId}`,
        writer,
        body(`round ${index}`),
      );
      await response;
      if (index >= 0) answered.push(wallNow() - started);
    } else bareServer.send({ type: 'emit', event: EVENT, payload });
    const results = await Promise.all(done);
    payload ??= results.find((result) => result.sample)?.sample;
    return results.flatMap((result) => result.times.map((at) => at - started));
  };

  const run: Run = { label, save: [], bare: [], answered };
  try {
    for (let index = -WARM_UP; index < ROUNDS; index += 1) {
      // Alternate which goes first, so neither always meets a quieter machine.
      const order = index % 2 === 0 ? (['portal', 'bare'] as const) : (['bare', 'portal'] as const);
      for (const kind of order) {
        if (kind === 'bare' && payload === null) await round('portal', index); // learn the payload first
        const latencies = await round(kind, index);
        if (index >= 0) (kind === 'portal' ? run.save : run.bare).push(...latencies);
      }
    }
  } finally {
    await closeChildren([...clients, bareServer]);
    for (const node of nodes) await node.stop();
  }
  return run;
}

const figures = (values: number[]) => ({
  p50: percentile(values, 50),
  p99: percentile(values, 99),
  max: Math.max(...values),
});
const fmt = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

function report(run: Run) {
  const [save, bare] = [figures(run.save), figures(run.bare)];
  console.log(`${run.label}`);
  console.log(
    `  day-grid save (PUT → socket)   p50 ${fmt(save.p50)}  p99 ${fmt(save.p99)}  max ${fmt(save.max)}  (${run.save.length} deliveries)`,
  );
  console.log(
    `  bare socket.io broadcast       p50 ${fmt(bare.p50)}  p99 ${fmt(bare.p99)}  max ${fmt(bare.max)}  (${run.bare.length} deliveries)`,
  );
  console.log(
    `  p99 save / bare: ${(save.p99 / bare.p99).toFixed(2)}x (target ≤ 1.3x); the PUT itself answered in p50 ${fmt(percentile(run.answered, 50))}`,
  );
}

export default async function fanoutBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-fanout-'));
  const scratch = (await postgresReachable()) ? await createScratchPostgres() : null;
  const databaseUrl = scratch?.url ?? join(dir, 'portal.sqlite');
  const base = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'f'.repeat(40),
    SEED: 'demo',
    LOG_LEVEL: 'warn',
  };
  console.log(
    `database: ${scratch ? 'PostgreSQL (scratch)' : 'SQLite file'}; ${PROCS} client processes; ${ROUNDS} rounds after ${WARM_UP} warm-up; payload: one event`,
  );
  const runs: Run[] = [];
  try {
    for (const size of SIZES) {
      const run = await measure(`one node, ${size} sockets`, base, 1, size);
      report(run);
      runs.push(run);
    }
    if (TWO_NODES > 0 && redisServerAvailable()) {
      const redisPort = await freePort();
      const redis = await startRedisServer(redisPort);
      try {
        const run = await measure(
          `two nodes through Redis, ${TWO_NODES} sockets (half on each)`,
          { ...base, REDIS_URL: `redis://127.0.0.1:${redisPort}` },
          2,
          TWO_NODES,
        );
        report(run);
        const one = runs.find((candidate) => candidate.label === `one node, ${TWO_NODES} sockets`);
        if (one)
          console.log(
            `  p99 two nodes / one node: ${(figures(run.save).p99 / figures(one.save).p99).toFixed(2)}x (target ≤ 1.5x)`,
          );
      } finally {
        await redis.stop();
      }
    } else if (TWO_NODES > 0) console.log('two nodes: skipped (redis-server is not installed)');
  } finally {
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
