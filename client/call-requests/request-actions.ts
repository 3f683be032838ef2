import type { CallRequest } from '../../shared/schemas/call-requests.js';

export type Action = 'accept' | 'decline' | 'withdraw' | 'approve' | 'reject';

/** The viewer's possible actions on a request. */
export function actionsFor(
  request: CallRequest,
  userId: number,
  scheduler: boolean,
  approvalRequired: boolean,
): Action[] {
  const actions: Action[] = [];
  const asked =
    request.author.id !== userId &&
    (request.to_surgeon
      ? request.to_surgeon.id === userId
      : request.offered_to.some((surgeon) => surgeon.id === userId));
  if (request.state === 'proposed' && asked) actions.push('accept', 'decline');
  const open = ['proposed', 'accepted', 'approved'].includes(request.state);
  if (open && (request.author.id === userId || (request.kind === 'cover' && scheduler))) actions.push('withdraw');
  if (request.state === 'accepted' && scheduler && approvalRequired) actions.push('approve', 'reject');
  return actions;
}
