import { z } from 'zod';
import { acknowledgeBodySchema } from '../schemas/call-calendar.js';
import { idParamsSchema } from '../schemas/common.js';
import {
  archiveBodySchema,
  dailyScheduleDataSchema,
  dayQuerySchema,
  eventBodySchema,
  scheduleEventRecordSchema,
  searchByDateQuerySchema,
  surgeonOrderBodySchema,
  surgeonOrderSchema,
} from '../schemas/daily-schedule.js';
import { access, endpoint } from './endpoint.js';
import { ADD_REFUSED } from './refusal-messages.js';

/** The spec answers ADD_REFUSED to every refused schedule write, edits and deletes too. */
const mayWrite = access.permission('daily-schedule.write', ADD_REFUSED);
const oneEvent = z.object({ dailySchedule: scheduleEventRecordSchema });
/** An event's fields, and `acknowledge_warnings: true` to save past soft-rule warnings. */
const eventSaveBody = eventBodySchema.and(acknowledgeBodySchema);

/** The daily schedule (spec §4): events, the day grid, the surgeons' column order. */
export const dailyScheduleContract = {
  create: endpoint({
    method: 'POST',
    path: '/daily-schedule',
    summary: 'Adds an event; soft-rule warnings refuse it (422 schedule_warning) until acknowledged',
    access: mayWrite,
    body: eventSaveBody,
    response: oneEvent,
    status: 201,
    refusals: ['validation', 'schedule_warning'],
  }),
  get: endpoint({
    method: 'GET',
    path: '/daily-schedule/:id',
    summary: 'One live (not archived) event',
    access: access.session,
    params: idParamsSchema,
    response: oneEvent,
    refusals: ['validation', 'not_found'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/daily-schedule-update/:id',
    summary: 'Edits an event; a stale `version` answers 409 with the saved one; warnings as on add',
    access: mayWrite,
    params: idParamsSchema,
    body: eventSaveBody,
    response: oneEvent,
    refusals: ['validation', 'schedule_warning', 'not_found', 'conflict'],
    conflict: scheduleEventRecordSchema,
  }),
  archive: endpoint({
    method: 'PATCH',
    path: '/daily-schedule-delete/:id',
    summary: 'Deletes (archives) an event; a stale `version` answers 409 with the saved one',
    access: mayWrite,
    params: idParamsSchema,
    body: archiveBodySchema,
    response: oneEvent,
    refusals: ['validation', 'not_found', 'conflict'],
    conflict: scheduleEventRecordSchema,
  }),
  day: endpoint({
    method: 'GET',
    path: '/daily-schedule-data',
    summary: "A day's grid (ETag; If-None-Match answers 304); other query fields such as `timestamp` are ignored",
    access: access.session,
    query: dayQuerySchema,
    response: dailyScheduleDataSchema,
    refusals: ['validation'],
  }),
  dayByDate: endpoint({
    method: 'GET',
    path: '/daily-schedule-search-by-date',
    summary: "A day's grid by `date` (ETag; If-None-Match answers 304)",
    access: access.session,
    query: searchByDateQuerySchema,
    response: dailyScheduleDataSchema,
    refusals: ['validation'],
  }),
  surgeonOrder: endpoint({
    method: 'GET',
    path: '/daily-schedule-surgeon-order',
    summary: "The grid's surgeon columns in the administrator's order",
    access: access.session,
    response: surgeonOrderSchema,
  }),
  saveSurgeonOrder: endpoint({
    method: 'PUT',
    path: '/daily-schedule-surgeon-order',
    summary: "Saves the surgeon columns' order (active physicians; anyone left out follows by name)",
    access: access.permission('daily-schedule.order-surgeons'),
    body: surgeonOrderBodySchema,
    response: surgeonOrderSchema,
    refusals: ['validation'],
  }),
};
