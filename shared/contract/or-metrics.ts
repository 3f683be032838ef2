import { z } from 'zod';
import { orMetricsQuerySchema, orMetricsSchema } from '../schemas/or-metrics.js';
import { access, endpoint } from './endpoint.js';

const mayRead = access.permission(
  'or-metrics.read',
  'Unauthorized access. You do not have permission to view OR metrics.',
);

/**
 * OR metrics (issue 23): first-case on-time starts, turnovers, scheduled against actual
 * durations, delays and cancellations by reason, per day, week or month and per surgeon.
 */
export const orMetricsContract = {
  metrics: endpoint({
    method: 'GET',
    path: '/or-metrics',
    summary: 'The OR figures of a date range (at most three years), per period and per primary surgeon',
    access: mayRead,
    query: orMetricsQuerySchema,
    response: orMetricsSchema,
    refusals: ['validation'],
  }),
  csv: endpoint({
    method: 'GET',
    path: '/or-metrics.csv',
    summary: 'The same figures as CSV: a header row, then one row per period and primary surgeon',
    access: mayRead,
    query: orMetricsQuerySchema,
    response: z.string(),
    produces: 'text/csv',
    refusals: ['validation'],
  }),
};
