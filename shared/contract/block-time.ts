import { z } from 'zod';
import {
  blockDayQuerySchema,
  blockEffectiveDateSchema,
  blockMonthDocumentSchema,
  blockMonthQuerySchema,
  blockSaveBodySchema,
  blockSaveResultSchema,
  blockTimeItemSchema,
} from '../schemas/block-time.js';
import { access, endpoint } from './endpoint.js';

/** The block-time calendar (spec §7): months in the clinical document's nested shape. */
export const blockTimeContract = {
  month: endpoint({
    method: 'GET',
    path: '/block-calendar',
    summary: 'A month of blocks and ticks, as a one-item list (a never-saved month answers empty, version 0)',
    access: access.session,
    query: blockMonthQuerySchema,
    response: z.array(blockMonthDocumentSchema),
    refusals: ['validation'],
  }),
  save: endpoint({
    method: 'POST',
    path: '/block-calendar',
    summary:
      'Saves a month (nested or flat locations); a malformed one answers 400 with its message, a stale `version` 409 with the saved month',
    access: access.permission('block-time.write'),
    body: blockSaveBodySchema,
    response: blockSaveResultSchema,
    refusals: ['conflict'],
    conflict: blockMonthDocumentSchema,
  }),
  effectiveDates: endpoint({
    method: 'GET',
    path: '/block-calender-effective-date',
    summary: 'The effective start dates (office records noted BlockTime) as MM/DD/YYYY, newest first',
    access: access.session,
    response: z.array(blockEffectiveDateSchema),
  }),
  day: endpoint({
    method: 'GET',
    path: '/daily-schedule-block-time',
    summary: "A day's blocks for the daily schedule's footer, MOR then HOSC then ROBOT",
    access: access.session,
    query: blockDayQuerySchema,
    response: z.array(blockTimeItemSchema),
    refusals: ['validation'],
  }),
};
