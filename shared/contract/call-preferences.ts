import {
  callPreferencesQuerySchema,
  monthCallPreferencesSchema,
  ownCallPreferencesSchema,
  saveCallPreferencesBodySchema,
} from '../schemas/call-preferences.js';
import { access, endpoint } from './endpoint.js';

const ownMarks = access.permission(
  'call-preferences.own',
  'Unauthorized access. Only physicians mark their own days for the call calendar.',
);

/** Physicians' "unavailable" / "prefer not" days of a month (issue 33), which suggest-fill reads. */
export const callPreferencesContract = {
  own: endpoint({
    method: 'GET',
    path: '/call-preferences',
    summary: "The signed-in physician's marked days of a month, its deadline and whether it is still open",
    access: ownMarks,
    query: callPreferencesQuerySchema,
    response: ownCallPreferencesSchema,
    refusals: ['validation'],
  }),
  save: endpoint({
    method: 'PUT',
    path: '/call-preferences',
    summary: "Replaces the signed-in physician's marked days of a month (until the month's deadline)",
    access: ownMarks,
    body: saveCallPreferencesBodySchema,
    response: ownCallPreferencesSchema,
    refusals: ['validation'],
  }),
  month: endpoint({
    method: 'GET',
    path: '/call-preferences/month',
    summary: "Every physician's marked days of a month, for the schedulers",
    access: access.permission('call-calendar.write'),
    query: callPreferencesQuerySchema,
    response: monthCallPreferencesSchema,
    refusals: ['validation'],
  }),
};
