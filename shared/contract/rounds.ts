import { z } from 'zod';
import { idParamsSchema } from '../schemas/common.js';
import {
  archiveBodySchema,
  createRoundBodySchema,
  roundRecordSchema,
  roundsDateQuerySchema,
  soDcBackBodySchema,
  soDcBodySchema,
  updateRoundBodySchema,
} from '../schemas/rounds.js';
import { nameSearchQuerySchema } from '../schemas/name-search.js';
import { access, endpoint } from './endpoint.js';
import { ADD_REFUSED, EDIT_REFUSED } from './refusal-messages.js';

const mayAdd = access.permission('rounds.write', ADD_REFUSED);
const mayEdit = access.permission('rounds.write', EDIT_REFUSED);
const rounds = z.array(roundRecordSchema);

/** Hospital rounds (spec §7). Lists answer bare arrays, writes the whole record. */
export const roundsContract = {
  active: endpoint({
    method: 'GET',
    path: '/hospital-round',
    summary: 'Active rounds: not archived, not signed off, not discharged',
    access: access.session,
    response: rounds,
  }),
  byName: endpoint({
    method: 'GET',
    path: '/hospital-round/search-by-name',
    summary:
      'Rounds, active or archived, whose first or last name contains `name` (2 characters or more), newest change first, 500 a page from `offset`; a `Link: rel="next"` header when more match',
    access: access.session,
    query: nameSearchQuerySchema,
    response: rounds,
    refusals: ['validation'],
  }),
  archivedOn: endpoint({
    method: 'GET',
    path: '/hospital-round/search-by-date',
    summary: 'Rounds archived, signed off or discharged on a day',
    access: access.session,
    query: roundsDateQuerySchema,
    response: rounds,
    refusals: ['validation'],
  }),
  create: endpoint({
    method: 'POST',
    path: '/hospital-round',
    summary: 'Adds a round',
    access: mayAdd,
    body: createRoundBodySchema,
    response: roundRecordSchema,
    status: 201,
    refusals: ['validation'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/hospital-round/:id',
    summary: 'Edits a round; a stale `version` answers 409 with the saved one',
    access: mayEdit,
    params: idParamsSchema,
    body: updateRoundBodySchema,
    response: roundRecordSchema,
    refusals: ['validation', 'not_found', 'conflict'],
    conflict: roundRecordSchema,
  }),
  archive: endpoint({
    method: 'PATCH',
    path: '/hospital-round/:id',
    summary: 'Archives a round',
    access: mayEdit,
    params: idParamsSchema,
    body: archiveBodySchema,
    response: roundRecordSchema,
    refusals: ['validation', 'not_found'],
  }),
  setSoDc: endpoint({
    method: 'PUT',
    path: '/hospital-sodc/:id',
    summary: 'Signs off or discharges a round (one flag set, the other cleared; both cleared: active again)',
    access: mayAdd,
    params: idParamsSchema,
    body: soDcBodySchema,
    response: roundRecordSchema,
    refusals: ['validation', 'not_found'],
  }),
  setSoDcBack: endpoint({
    method: 'PUT',
    path: '/hospital-sodcback/:id',
    summary: 'Sets one flag (so or dc) of an archived round',
    access: mayAdd,
    params: idParamsSchema,
    body: soDcBackBodySchema,
    response: roundRecordSchema,
    refusals: ['validation', 'not_found'],
  }),
};
