import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MILESTONES, nextMilestone, type Milestone } from '../shared/case-tracking.js';
import { rooms } from '../shared/realtime/rooms.js';
import { zonedNow } from '../shared/zoned-time.js';
import { freePort, startServerProcess } from '../server/test/processes.js';
import { createScratchPostgres, postgresReachable } from '../server/test/scratch-postgres.js';
import { api, armClients, closeChildren, forkChild, next, wallNow } from './fanout-processes.js';
import { percentile } from './support.js';

/**
 * `npm run bench case-milestone-fanout`: a milestone tap (a real POST of a case's next milestone
 * through the REST endpoint, as staff) reaching 50 wall boards (each its own registered board,
 * joined by its url token to `board-day:<today>`) and 1,000 people's screens (sockets of
 * signed-in users joined to today's day room), beside a bare socket.io broadcast of the same
 * payload to as many sockets in the same run. Server, bare server and clients are separate
 * processes, as in fanout.bench.ts. Latency: from the moment the coordinator sends the POST (or
 * the emit order) to each socket's receipt, and per tap to the last socket's receipt.
 *
 * BENCH_CASE_BOARDS (default 50), BENCH_CASE_PEOPLE (default 1000), BENCH_FANOUT_PROCS (client
 * processes, default 4), BENCH_ROUNDS (taps measured, default 60).
 */
const BOARDS = Number(process.env.BENCH_CASE_BOARDS ?? 50);
const PEOPLE = Number(process.env.BENCH_CASE_PEOPLE ?? 1_000);
const PROCS = Number(process.env.BENCH_FANOUT_PROCS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const WARM_UP = 3;
const TIME_ZONE = 'UTC';
const EVENT = 'case:progress';
const PEOPLE_USERS = ['admin', 'ceo', 'physician', 'kbrooks', 'pnatarajan'];

interface Round {
  /** Each socket's latency of this round. */
  deliveries: number[];
  /** The tap (or emit order) to the last socket's receipt. */
  last: number;
}

/** Fresh procedure events of today for the taps, one per seven taps, in the evening (no demo case there). */
async function createCases(url: string, token: string, today: string, count: number): Promise<number[]> {
  const surgeons = (await api(url, 'GET', '/api/surgeons', token)) as { id: number }[];
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const minutes = 19 * 60 + n * 15; // quarter hours, one after the other
    const time = (at: number) => `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
    const created = await api(url, 'POST', '/api/daily-schedule', token, {
      purpose: 'Procedure',
      procedure: 'Laparoscopic cholecystectomy',
      event_date: today,
      start_time: time(minutes),
      end_time: time(minutes + 15),
      event_location: 'PHH MOR',
      surgeon_id: [surgeons[n % surgeons.length]!.id],
      surgeon_deg: [],
      patient_first_name: 'Ada',
      patient_last_name: 'Moss',
      patient_mrn: String(771_001 + n),
      case_number: `B-${n + 1}`,
      event_note: null,
    });
    ids.push(created.dailySchedule.id as number);
  }
  return ids;
}

/** Taps each case's milestones in order, then the next case's. */
function tapper(url: string, token: string, cases: number[]) {
  let index = 0;
  let step: Milestone | null = null;
  let version = 0;
  return async () => {
    const following = nextMilestone(step);
    if (following === null) [index, step, version] = [index + 1, null, 0];
    const tapped = following ?? MILESTONES[0];
    const progress = await api(url, 'POST', `/api/case-tracking/${cases[index]}/milestones`, token, {
      step: tapped,
      version,
    });
    [step, version] = [progress.step as Milestone, progress.version as number];
  };
}

async function measure(env: Record<string, string>): Promise<{ portal: Round[]; bare: Round[]; answered: number[] }> {
  const today = zonedNow(TIME_ZONE).date;
  const server = await startServerProcess({ ...env, PORT: String(await freePort()) }, 180_000);
  const login = async (username: string) =>
    (await api(server.url, 'POST', '/api/login', null, { username, password: 'portal-demo' })).token as string;
  const writer = await login('staff');
  const admin = await login('admin');
  const people = await Promise.all(PEOPLE_USERS.map(login));
  const boards: string[] = [];
  for (let n = 0; n < BOARDS; n += 1) {
    const { board } = await api(server.url, 'POST', '/api/boards', admin, { name: `Bench board ${n + 1}` });
    boards.push(String(board.url).split('/').pop()!);
  }
  const cases = await createCases(server.url, writer, today, Math.ceil((ROUNDS + WARM_UP) / MILESTONES.length));
  const tap = tapper(server.url, writer, cases);

  const bareServer = forkChild('./fanout-bare-server.ts');
  const { port: barePort } = await next<{ port: number }>(bareServer, 'listening');
  const clients = Array.from({ length: PROCS }, () => forkChild('./fanout-clients.ts'));
  const share = (total: number, index: number) => Math.floor(total / PROCS) + (index < total % PROCS ? 1 : 0);
  let boardsGiven = 0;
  await Promise.all(
    clients.map((child, index) => {
      const [ownPeople, ownBoards] = [share(PEOPLE, index), share(BOARDS, index)];
      const boardTargets = boards.slice(boardsGiven, boardsGiven + ownBoards).map((token) => ({
        kind: 'portal' as const,
        url: server.url,
        token,
        board: true,
        room: rooms.boardDay(today),
        count: 1,
      }));
      boardsGiven += ownBoards;
      const ready = next(child, 'ready');
      child.send({
        type: 'connect',
        targets: [
          { kind: 'portal', url: server.url, token: people[index % people.length], count: ownPeople },
          ...boardTargets,
          { kind: 'bare', url: `http://127.0.0.1:${barePort}`, count: ownPeople + ownBoards },
        ],
        room: rooms.day(today),
        event: EVENT,
      });
      return ready;
    }),
  );

  let payload: unknown = null;
  const answered: number[] = [];
  const round = async (kind: 'portal' | 'bare', measured: boolean): Promise<Round> => {
    const done = await armClients(clients, kind);
    const started = wallNow();
    if (kind === 'portal') {
      await tap();
      if (measured) answered.push(wallNow() - started);
    } else bareServer.send({ type: 'emit', event: EVENT, payload });
    const results = await Promise.all(done);
    // The people's frame rather than a board's masked one: the largest seen.
    const samples = results.flatMap((result) => (result.sample ? [result.sample] : []));
    payload ??= samples.sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length).at(0) ?? null;
    const deliveries = results.flatMap((result) => result.times.map((at) => at - started));
    return { deliveries, last: Math.max(...deliveries) };
  };

  const runs = { portal: [] as Round[], bare: [] as Round[], answered };
  try {
    for (let index = -WARM_UP; index < ROUNDS; index += 1) {
      // Alternate which goes first, so neither always meets a quieter machine.
      const order = index % 2 === 0 ? (['portal', 'bare'] as const) : (['bare', 'portal'] as const);
      for (const kind of order) {
        if (kind === 'bare' && payload === null) continue; // the first tap teaches the payload
        const result = await round(kind, index >= 0);
        if (index >= 0) runs[kind].push(result);
      }
    }
  } finally {
    await closeChildren([...clients, bareServer]);
    await server.stop();
  }
  return runs;
}

const fmt = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
const figures = (values: number[]) =>
  `p50 ${fmt(percentile(values, 50))}  p95 ${fmt(percentile(values, 95))}  p99 ${fmt(percentile(values, 99))}`;

export default async function caseMilestoneFanoutBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-case-fanout-'));
  const scratch = (await postgresReachable()) ? await createScratchPostgres() : null;
  const base = {
    DATABASE_URL: scratch?.url ?? join(dir, 'portal.sqlite'),
    JWT_SECRET: 'f'.repeat(40),
    SEED: 'demo',
    TZ: TIME_ZONE,
    LOG_LEVEL: 'warn',
  };
  console.log(
    `database: ${scratch ? 'PostgreSQL (scratch)' : 'SQLite file'}; ${BOARDS} wall boards + ${PEOPLE} people's sockets; ` +
      `${PROCS} client processes; ${ROUNDS} taps after ${WARM_UP} warm-up`,
  );
  try {
    const { portal, bare, answered } = await measure(base);
    const all = (rounds: Round[]) => rounds.flatMap((round) => round.deliveries);
    const last = (rounds: Round[]) => rounds.map((round) => round.last);
    console.log(`  milestone tap → each socket     ${figures(all(portal))}  (${all(portal).length} deliveries)`);
    console.log(`  bare broadcast → each socket    ${figures(all(bare))}  (${all(bare).length} deliveries)`);
    console.log(`  milestone tap → last socket     ${figures(last(portal))}  (${portal.length} taps)`);
    console.log(`  bare broadcast → last socket    ${figures(last(bare))}  (${bare.length} broadcasts)`);
    const ratio = (a: number[], b: number[]) => (percentile(a, 99) / percentile(b, 99)).toFixed(2);
    console.log(
      `  p99 tap / bare: ${ratio(all(portal), all(bare))}x per socket, ${ratio(last(portal), last(bare))}x to the last socket ` +
        `(target ≤ 1.3x); the POST itself answered in p50 ${fmt(percentile(answered, 50))}`,
    );
  } finally {
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
