import type { FastifyInstance } from 'fastify';
import { timeOffRequestsContract as contract } from '../../shared/contract/time-off-requests.js';
import { can } from '../../shared/roles.js';
import { declareRoute } from '../http/declare-route.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { expandRange, monthRange, monthsOf } from '../scheduling/scheduling.queries.js';
import './time-off-requests.changes.js';
import { summaryOf, timeOffRequestHistoryFor } from './time-off-request-views.js';
import { listTimeOffRequests } from './time-off-requests.repository.js';
import {
  approveTimeOffRequest,
  cancelTimeOffRequest,
  createTimeOffRequest,
  declineTimeOffRequest,
  previewFor,
} from './time-off-requests.service.js';

/** Time-off requests (issue 24), as shared/contract/time-off-requests.ts declares them; and their month-room part. */
export async function timeOffRequestsRoutes(app: FastifyInstance): Promise<void> {
  // A physician sees their own; a scheduler every one. Pending ones unless ?state=all.
  declareRoute(app, contract.list, async ({ query }, request) => ({
    requests: await listTimeOffRequests(app.db, {
      surgeonId: can(request.auth.role, 'call-calendar.write') ? undefined : request.auth.id,
      states: query.state === 'all' ? undefined : ['pending'],
      range: query.month ? monthRange(query.month) : undefined,
    }),
  }));
  declareRoute(app, contract.preview, async ({ query }, request) => previewFor(app, request.auth, query));
  declareRoute(app, contract.create, async ({ body }, request) => createTimeOffRequest(app, request.auth, body));
  declareRoute(app, contract.approve, async ({ params, body }, request) =>
    approveTimeOffRequest(app, request.auth, params.id, body),
  );
  declareRoute(app, contract.decline, async ({ params, body }, request) =>
    declineTimeOffRequest(app, request.auth, params.id, body),
  );
  declareRoute(app, contract.cancel, async ({ params, body }, request) =>
    cancelTimeOffRequest(app, request.auth, params.id, body),
  );

  // A month room is everyone's: its part holds no type or note (time-off-request-views.ts).
  app.roomSnapshots.provide('month', 'time-off-requests', async (room) => ({
    requests: (await listTimeOffRequests(app.db, { states: ['pending'], range: monthRange(room.month) })).map(
      summaryOf,
    ),
  }));
  // After a commit: the request to the month rooms of its dates, without type and note; those who
  // may read the details re-read them over HTTP, where the list route decides.
  app.projections.register(['time-off-request'], (changes) => {
    for (const { request } of changes) {
      const months = monthsOf(expandRange(request.start_date, request.end_date));
      app.publisher.publish(months.map(rooms.month), 'time-off-request:changed', summaryOf(request));
    }
  });
  app.histories.registerView('time-off-requests', timeOffRequestHistoryFor);
}
