import type { FastifyInstance } from 'fastify';
import { caseTrackingContract as contract } from '../../shared/contract/case-tracking.js';
import { declareRoute } from '../http/declare-route.js';
import { registerCaseTrackingLive } from './case-tracking.live.js';
import {
  cancelCase,
  caseProgressOf,
  correctMilestone,
  markDelayed,
  setMilestone,
  undoLastStep,
} from './case-tracking.service.js';
import { registerCaseTrackingUndo } from './case-tracking.undo.js';

/** Case tracking (issue 23), as shared/contract/case-tracking.ts declares it. */
export async function caseTrackingRoutes(app: FastifyInstance): Promise<void> {
  registerCaseTrackingUndo(app);
  declareRoute(app, contract.progress, async ({ params }) => caseProgressOf(app, params.eventId));
  declareRoute(app, contract.setMilestone, async ({ params, body }, request) =>
    setMilestone(app, request.auth, params.eventId, body),
  );
  declareRoute(app, contract.correctMilestone, async ({ params, body }, request) =>
    correctMilestone(app, request.auth, params.eventId, params.step, body),
  );
  declareRoute(app, contract.delay, async ({ params, body }, request) =>
    markDelayed(app, request.auth, params.eventId, body),
  );
  declareRoute(app, contract.cancel, async ({ params, body }, request) =>
    cancelCase(app, request.auth, params.eventId, body),
  );
  declareRoute(app, contract.undoLastStep, async ({ params, body }, request) =>
    undoLastStep(app, request.auth, params.eventId, body),
  );
  registerCaseTrackingLive(app);
}
