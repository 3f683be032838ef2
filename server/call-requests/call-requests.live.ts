import type { FastifyInstance } from 'fastify';
import { rooms } from '../../shared/realtime/rooms.js';
import type { CallRequest } from '../../shared/schemas/call-requests.js';
import type { Publisher } from '../realtime/publisher.js';
import { monthRange, monthsOf } from '../scheduling/scheduling.queries.js';
import { withoutNote } from './call-request-views.js';
import { listRequestRows, toCallRequests } from './call-requests.repository.js';
import './call-requests.changes.js';

/** The month room's `call-requests` part: the open requests touching the month (either call), without notes. */
export function registerCallRequestsLive(app: FastifyInstance): void {
  app.roomSnapshots.provide('month', 'call-requests', async (room) => {
    const rows = await listRequestRows(app.db, { ...monthRange(room.month), all: false });
    return { requests: (await toCallRequests(app.db, rows)).map(withoutNote) };
  });
  app.projections.register(['call-request'], async (changes) => {
    for (const request of await toCallRequests(
      app.db,
      changes.map((change) => change.row),
    ))
      publishCallRequest(app.publisher, request);
  });
}

/**
 * After the commit: the request to the month rooms of its call and of a swap's return call, without its
 * note (a month room is everyone's; those who read it re-read GET /call-requests?month).
 */
export function publishCallRequest(publisher: Publisher, request: CallRequest): void {
  const dates = [request.date, ...(request.return_date ? [request.return_date] : [])];
  publisher.publish(monthsOf(dates).map(rooms.month), 'call-request:changed', withoutNote(request));
}
