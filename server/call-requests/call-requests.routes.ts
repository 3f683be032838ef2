import type { FastifyInstance } from 'fastify';
import { callRequestsContract as contract } from '../../shared/contract/call-requests.js';
import type { CallRequestDetail } from '../../shared/schemas/call-requests.js';
import type { AuthUser } from '../auth/auth-user.js';
import { declareRoute } from '../http/declare-route.js';
import { notFound } from '../http/errors.js';
import { findEntries, monthRange } from '../scheduling/scheduling.queries.js';
import { startCallRequestExpiry } from './call-requests.expiry.js';
import { registerCallRequestsLive } from './call-requests.live.js';
import { registerCallRequestReversal } from './call-requests.reversal.js';
import { callRequestFor, callRequestHistoryFor } from './call-request-views.js';
import { mayReadTimeOffDetails } from '../time-off-requests/time-off-request-views.js';
import { findTimeOffRequest } from '../time-off-requests/time-off-requests.repository.js';
import { listRequestRows, messageOfUser, requestOfMessage, toCallRequests } from './call-requests.repository.js';
import {
  callRequestDetail,
  createCallRequest,
  eligibleSurgeons,
  offerCover,
  previewCallRequest,
} from './call-requests.service.js';
import {
  acceptCallRequest,
  approveCallRequest,
  declineCallRequest,
  rejectCallRequest,
  withdrawCallRequest,
} from './call-requests.transitions.js';

const readableDetail = (viewer: AuthUser, detail: CallRequestDetail): CallRequestDetail => ({
  ...detail,
  request: callRequestFor(viewer, detail.request),
});

/** Call swaps, give-aways and cover offers (issue 24), as shared/contract/call-requests.ts declares them. */
export async function callRequestsRoutes(app: FastifyInstance): Promise<void> {
  // Call assignments are not patient data: every signed-in user may read the requests.
  declareRoute(app, contract.list, async ({ query }, request) => {
    const all = query.state === 'all';
    const rows = query.month
      ? await listRequestRows(app.db, { ...monthRange(query.month), all })
      : await listRequestRows(app.db, { userId: request.auth.id, all });
    return { requests: (await toCallRequests(app.db, rows)).map((each) => callRequestFor(request.auth, each)) };
  });
  declareRoute(app, contract.eligible, async ({ query }, request) => {
    const [day] = await findEntries(app.db, [query.date]);
    const holder = day![query.slot];
    const exclude = [request.auth.id, ...(holder != null ? [holder] : [])];
    return { surgeons: await eligibleSurgeons(app.db, query.date, query.slot, exclude) };
  });
  declareRoute(app, contract.get, async ({ params }, request) =>
    readableDetail(request.auth, await callRequestDetail(app, params.id, request.auth.id)),
  );
  declareRoute(app, contract.preview, async ({ body }, request) => previewCallRequest(app, request.auth, body));
  declareRoute(app, contract.create, async ({ body }, request) => createCallRequest(app, request.auth, body));
  declareRoute(app, contract.offerCover, async ({ body }, request) => offerCover(app, request.auth, body));
  declareRoute(app, contract.accept, async ({ params, body }, request) =>
    acceptCallRequest(app, request.auth, params.id, body),
  );
  declareRoute(app, contract.decline, async ({ params, body }, request) =>
    declineCallRequest(app, request.auth, params.id, body),
  );
  declareRoute(app, contract.withdraw, async ({ params, body }, request) =>
    withdrawCallRequest(app, request.auth, params.id, body),
  );
  declareRoute(app, contract.approve, async ({ params, body }, request) =>
    approveCallRequest(app, request.auth, params.id, body),
  );
  declareRoute(app, contract.reject, async ({ params, body }, request) =>
    rejectCallRequest(app, request.auth, params.id, body),
  );
  declareRoute(app, contract.ofMessage, async ({ params }, request) => {
    if (!(await messageOfUser(app.db, params.id, request.auth.id))) throw notFound('Message not found.');
    const link = await requestOfMessage(app.db, params.id);
    const timeOff =
      link?.time_off_request_id != null ? await findTimeOffRequest(app.db, link.time_off_request_id) : undefined;
    return {
      call_request:
        link?.call_request_id != null
          ? readableDetail(request.auth, await callRequestDetail(app, link.call_request_id, request.auth.id))
          : null,
      // A notice reaches only the request's readers; one who is no longer (a role changed since) sees none of it.
      time_off_request:
        timeOff && mayReadTimeOffDetails(request.auth, timeOff.request, timeOff.authorId) ? timeOff.request : null,
    };
  });
  registerCallRequestsLive(app);
  registerCallRequestReversal(app);
  app.histories.registerView('call-requests', callRequestHistoryFor);
  startCallRequestExpiry(app);
}
