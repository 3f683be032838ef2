import type { FastifyInstance } from 'fastify';
import { orMetricsContract as contract } from '../../shared/contract/or-metrics.js';
import { declareRoute } from '../http/declare-route.js';
import { orMetricsCsv } from './or-metrics.csv.js';
import { orMetricsSettingsOf, registerOrMetricsKeeper } from './kept-figures.js';
import { orMetrics } from './or-metrics.service.js';

/** OR metrics (issue 23), as shared/contract/or-metrics.ts declares them. */
export async function orMetricsRoutes(app: FastifyInstance): Promise<void> {
  registerOrMetricsKeeper(app);
  const settings = orMetricsSettingsOf(app.config);
  declareRoute(app, contract.metrics, async ({ query }) => orMetrics(app.db, query, settings));
  declareRoute(app, contract.csv, async ({ query }, _request, reply) => {
    const metrics = await orMetrics(app.db, query, settings);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="or-metrics-${query.from}-to-${query.to}.csv"`)
      .send(orMetricsCsv(metrics));
  });
}
