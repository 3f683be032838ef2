import { operativeLogContract } from '../../shared/contract/operative-log.js';
import { orMetricsContract as contract } from '../../shared/contract/or-metrics.js';
import type { OrMetricsGroup } from '../../shared/schemas/or-metrics.js';
import { call } from '../lib/api-client';

/** What the page asks for: dates as typed, a surgeon's id or '' for all. */
export interface OrMetricsRequest {
  from: string;
  to: string;
  group: OrMetricsGroup;
  surgeon_id: string;
}

export const orMetricsApi = {
  read: (query: OrMetricsRequest) => call(contract.metrics, { query }),
  csv: (query: OrMetricsRequest) => call(contract.csv, { query }),
  surgeons: () => call(operativeLogContract.surgeons),
};
