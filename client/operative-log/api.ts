import { operativeLogContract as contract } from '../../shared/contract/operative-log.js';
import type { OperativeEntryBody } from '../../shared/schemas/operative-log.js';
import { call, callPage, conflictOf } from '../lib/api-client';

export const operativeLogApi = {
  today: () => call(contract.today),
  byName: (name: string, offset = 0) => callPage(contract.byName, { query: { name, offset: offset || undefined } }),
  byDate: (date: string) => call(contract.byDate, { query: { date } }),
  create: (body: OperativeEntryBody) => call(contract.create, { body }),
  update: (id: number, body: OperativeEntryBody) => call(contract.update, { params: { id }, body }),
  archive: (id: number) => call(contract.archive, { params: { id }, body: { is_archived: true } }),
  surgeons: () => call(contract.surgeons),
  stats: (year: number) => call(contract.stats, { query: { year } }),
};

/** The saved entry a refused edit's 409 carries (`current`); undefined for any other error. */
export const savedEntryOf = (error: unknown) => conflictOf(error, contract.update);
