import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { BoardBootstrap } from '../../shared/schemas/boards.js';
import type { CaseProgress } from '../../shared/schemas/case-tracking.js';
import { buildEvent } from '../daily-schedule/daily-schedule.factories.test-support.js';
import { connectBoard } from '../boards/boards.test-support.js';
import { redisServerAvailable } from '../test/processes.js';
import { postgresReachable } from '../test/scratch-postgres.js';
import { joinRoom, nextEvent, type TestSocket } from '../test/sockets.js';
import { TwoNodes } from '../test/two-nodes.js';
import { buildDelay, buildMilestone } from './case-tracking.factories.test-support.js';

const ready = (await postgresReachable()) && redisServerAvailable();
if (!ready) console.warn('PostgreSQL or redis-server is not available: the two-node case test is skipped.');

async function call<T = any>(baseUrl: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function tokenOf(baseUrl: string, username: string): Promise<string> {
  const response = await call<{ token: string }>(baseUrl, 'POST', '/api/login', undefined, {
    username,
    password: 'portal-demo',
  });
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status}`);
  return response.body.token;
}

describe.skipIf(!ready)('case tracking on two nodes sharing PostgreSQL and Redis', () => {
  const cluster = new TwoNodes('c'.repeat(40));
  let board: TestSocket | undefined;

  beforeAll(() => cluster.start(), 240_000);

  afterAll(async () => {
    board?.close();
    for (const exit of await cluster.stop()) expect(exit).toBe(0);
  }, 90_000);

  it('a milestone and a delay set through node A reach a masked board on node B, without the note', async () => {
    const { nodeA, nodeB } = cluster;
    const admin = await tokenOf(nodeA.url, 'admin');
    const created = await call<{ board: { url: string } }>(nodeA.url, 'POST', '/api/boards', admin, {
      name: 'Two-node corridor',
    });
    expect(created.status).toBe(201);
    const boardToken = created.body.board.url.split('/').pop()!;
    const { today } = (await call<BoardBootstrap>(nodeB.url, 'GET', '/api/board', boardToken)).body;
    const connected = await connectBoard(nodeB.url, boardToken);
    board = connected.socket;
    await joinRoom(board, rooms.boardDay(today));

    const staff = await tokenOf(nodeA.url, 'staff');
    const physicians = await call<{ physicians: { id: number }[] }>(nodeA.url, 'GET', '/api/users/physicians', staff);
    const surgeon = physicians.body.physicians;
    const event = buildEvent({
      surgeon_id: [surgeon[0]!.id],
      event_date: today,
      start_time: '23:30',
      end_time: '23:45',
    });
    const added = await call<{ dailySchedule: { id: number } }>(nodeA.url, 'POST', '/api/daily-schedule', staff, {
      ...event,
      acknowledge_warnings: true,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const eventId = added.body.dailySchedule.id;

    const checkedIn = nextEvent(board, 'case:progress', 15_000);
    const set = await call<CaseProgress>(
      nodeA.url,
      'POST',
      `/api/case-tracking/${eventId}/milestones`,
      staff,
      buildMilestone(),
    );
    expect(set.status).toBe(200);
    expect(await checkedIn).toMatchObject({ event_id: eventId, step: 'checked_in', version: 1 });

    const delayed = nextEvent(board, 'case:progress', 15_000);
    const note = 'Nodal patient phoned from the ferry';
    const delay = await call(nodeA.url, 'POST', `/api/case-tracking/${eventId}/delay`, staff, {
      ...buildDelay({ reason: 'Other', note }),
      version: 1,
    });
    expect(delay.status).toBe(200);
    expect(await delayed).toMatchObject({ delay: { reason: 'Other', note: '' }, version: 2 });
    expect(connected.frames.join('\n')).not.toContain(note);
  });
});
