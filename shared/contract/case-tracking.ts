import {
  cancelBodySchema,
  caseParamsSchema,
  caseProgressSchema,
  caseStepParamsSchema,
  correctMilestoneBodySchema,
  delayBodySchema,
  setMilestoneBodySchema,
  undoStepBodySchema,
} from '../schemas/case-tracking.js';
import { access, endpoint } from './endpoint.js';

const maySet = access.permission(
  'case-tracking.write',
  'Unauthorized access. You do not have permission to update case progress.',
);
const writeRefusals = ['validation', 'not_found', 'conflict'] as const;

/**
 * A case's progress through the OR day (issue 23): milestones in order, a delay, a
 * cancellation, a corrected time and undo of the last step. Every write sends the `version` it
 * saw (0 before anything is recorded) and answers the whole progress; a stale one answers 409.
 */
export const caseTrackingContract = {
  progress: endpoint({
    method: 'GET',
    path: '/case-tracking/:eventId',
    summary: "A procedure event's progress (milestones, delay, cancellation, family case code)",
    access: access.session,
    params: caseParamsSchema,
    response: caseProgressSchema,
    refusals: ['validation', 'not_found'],
  }),
  setMilestone: endpoint({
    method: 'POST',
    path: '/case-tracking/:eventId/milestones',
    summary: 'Records the next milestone (422 names the expected one); its time defaults to now',
    access: maySet,
    params: caseParamsSchema,
    body: setMilestoneBodySchema,
    response: caseProgressSchema,
    refusals: writeRefusals,
    conflict: caseProgressSchema,
  }),
  correctMilestone: endpoint({
    method: 'PUT',
    path: '/case-tracking/:eventId/milestones/:step',
    summary: "Corrects a recorded milestone's time, with a reason",
    access: maySet,
    params: caseStepParamsSchema,
    body: correctMilestoneBodySchema,
    response: caseProgressSchema,
    refusals: writeRefusals,
    conflict: caseProgressSchema,
  }),
  delay: endpoint({
    method: 'POST',
    path: '/case-tracking/:eventId/delay',
    summary: 'Marks the case delayed, with a reason from the list and free text',
    access: maySet,
    params: caseParamsSchema,
    body: delayBodySchema,
    response: caseProgressSchema,
    refusals: writeRefusals,
    conflict: caseProgressSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/case-tracking/:eventId/cancel',
    summary: 'Cancels the case, with a reason from the list and free text',
    access: maySet,
    params: caseParamsSchema,
    body: cancelBodySchema,
    response: caseProgressSchema,
    refusals: writeRefusals,
    conflict: caseProgressSchema,
  }),
  undoLastStep: endpoint({
    method: 'POST',
    path: '/case-tracking/:eventId/undo',
    summary: 'Undoes the last thing recorded for the case (a milestone, a delay or a cancellation)',
    access: maySet,
    params: caseParamsSchema,
    body: undoStepBodySchema,
    response: caseProgressSchema,
    refusals: writeRefusals,
    conflict: caseProgressSchema,
  }),
};
