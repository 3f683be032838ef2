import { z } from 'zod';
import { callEntrySchema } from '../schemas/call-calendar.js';
import {
  acceptFillBodySchema,
  callCandidatesQuerySchema,
  callCandidatesSchema,
  callSuggestionsBodySchema,
  callSuggestionsSchema,
} from '../schemas/call-suggestions.js';
import { access, endpoint } from './endpoint.js';

const scheduler = access.permission(
  'call-calendar.write',
  'Unauthorized access. Only schedulers may ask for suggested calls.',
);

/** Suggest-fill (issue 33): proposals for the empty cells of a month, and who else could take one cell. Neither writes. */
export const callSuggestionsContract = {
  suggest: endpoint({
    method: 'POST',
    path: '/call-suggestions',
    summary: 'Proposes who takes each empty cell of a month (or of some of its days), with the reasons; writes nothing',
    access: scheduler,
    body: callSuggestionsBodySchema,
    response: callSuggestionsSchema,
    refusals: ['validation', 'rate_limited'],
  }),
  acceptFill: endpoint({
    method: 'POST',
    path: '/call-suggestions/accept',
    summary:
      "Saves the edit page's changes holding accepted suggestions, through the calendar's save, as one fill with one History entry and one Undo",
    access: scheduler,
    body: acceptFillBodySchema,
    response: z.object({ entries: z.array(callEntrySchema) }),
    refusals: ['validation', 'schedule_warning', 'conflict'],
    conflict: z.array(callEntrySchema),
  }),
  candidates: endpoint({
    method: 'GET',
    path: '/call-candidates',
    summary: 'Who could take one cell as the calendar stands, ranked by cost, and who may not and why',
    access: scheduler,
    query: callCandidatesQuerySchema,
    response: callCandidatesSchema,
    refusals: ['validation'],
  }),
};
