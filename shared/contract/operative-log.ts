import { z } from 'zod';
import { idParamsSchema } from '../schemas/common.js';
import {
  operativeArchiveBodySchema,
  operativeDateQuerySchema,
  operativeDateResultSchema,
  operativeEntryBodySchema,
  operativeEntrySchema,
  surgeonLogsQuerySchema,
  surgeonLogsSchema,
} from '../schemas/operative-log.js';
import { nameSearchQuerySchema } from '../schemas/name-search.js';
import { surgeonSchema } from '../schemas/surgeons.js';
import { access, endpoint } from './endpoint.js';
import { ADD_REFUSED, EDIT_REFUSED } from './refusal-messages.js';

const mayAdd = access.permission('operative-log.write', ADD_REFUSED);
const mayEdit = access.permission('operative-log.write', EDIT_REFUSED);
const entries = z.array(operativeEntrySchema);
const surgeons = z.array(surgeonSchema);

/** The operative log (spec §7), its paths spelled `oparative` as the original API has them. */
export const operativeLogContract = {
  today: endpoint({
    method: 'GET',
    path: '/oparative-log',
    summary: "Today's (practice day) entries that are not archived",
    access: access.session,
    response: entries,
  }),
  byName: endpoint({
    method: 'GET',
    path: '/oparative-log/search-by-name',
    summary:
      'Entries whose first or last name contains `name` (2 characters or more), newest first, 500 a page from `offset`; a `Link: rel="next"` header when more match',
    access: access.session,
    query: nameSearchQuerySchema,
    response: entries,
    refusals: ['validation'],
  }),
  byDate: endpoint({
    method: 'GET',
    path: '/oparative-log/search-by-date',
    summary: "A day's entries, and whether the caller may edit them (only on the day they were added)",
    access: access.session,
    query: operativeDateQuerySchema,
    response: operativeDateResultSchema,
    refusals: ['validation'],
  }),
  create: endpoint({
    method: 'POST',
    path: '/oparative-log',
    summary: 'Adds an entry',
    access: mayAdd,
    body: operativeEntryBodySchema,
    response: operativeEntrySchema,
    status: 201,
    refusals: ['validation'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/oparative-log/:id',
    summary: 'Edits an entry added today; a stale `version` answers 409 with the saved one',
    access: mayEdit,
    params: idParamsSchema,
    body: operativeEntryBodySchema,
    response: operativeEntrySchema,
    refusals: ['validation', 'not_found', 'conflict'],
    conflict: operativeEntrySchema,
  }),
  archive: endpoint({
    method: 'PATCH',
    path: '/oparative-log/:id',
    summary: 'Archives an entry added today',
    access: mayEdit,
    params: idParamsSchema,
    body: operativeArchiveBodySchema,
    response: operativeEntrySchema,
    refusals: ['validation', 'not_found'],
  }),
  surgeons: endpoint({
    method: 'GET',
    path: '/surgeons',
    summary: 'The active physicians, by name',
    access: access.session,
    response: surgeons,
  }),
  surgeonsAlias: endpoint({
    method: 'GET',
    path: '/get-surgeons',
    summary: "The active physicians, by name (the original API's spelling of /surgeons)",
    access: access.session,
    response: surgeons,
  }),
  stats: endpoint({
    method: 'GET',
    path: '/get-surgeons-logs',
    summary: "Each physician's surgeries and assistances per month of `year` (this year without it)",
    access: access.session,
    query: surgeonLogsQuerySchema,
    response: surgeonLogsSchema,
    refusals: ['validation'],
  }),
};
