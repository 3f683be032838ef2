import type { FastifyInstance } from 'fastify';
import { orMetricsContract as contract } from '../../shared/contract/or-metrics.js';
import { declareRoute } from '../http/declare-route.js';
import { orMetricsCsv } from './or-metrics.csv.js';
import type { OrMetricsSettings } from './or-metrics.repository.js';
import { orMetrics } from './or-metrics.service.js';

/** The practice's settings the figures follow. */
const settingsOf = (app: FastifyInstance): OrMetricsSettings => ({
  graceMinutes: app.config.lateGraceMinutes,
  turnoverMaxGapMinutes: app.config.turnoverMaxGapMinutes,
});

/** OR metrics (issue 23), as shared/contract/or-metrics.ts declares them. */
export async function orMetricsRoutes(app: FastifyInstance): Promise<void> {
  declareRoute(app, contract.metrics, async ({ query }) => orMetrics(app.db, query, settingsOf(app)));
  declareRoute(app, contract.csv, async ({ query }, _request, reply) => {
    const metrics = await orMetrics(app.db, query, settingsOf(app));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="or-metrics-${query.from}-to-${query.to}.csv"`)
      .send(orMetricsCsv(metrics));
  });
}
