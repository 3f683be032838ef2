import { roundsContract as contract } from '../../shared/contract/rounds.js';
import type { CreateRoundBody, UpdateRoundBody } from '../../shared/schemas/rounds.js';
import { call, callPage, conflictOf } from '../lib/api-client';

export const roundsApi = {
  active: () => call(contract.active),
  /** Rounds whose first or last name contains `name` (2 characters or more), a page at a time. */
  byName: (name: string, offset = 0) => callPage(contract.byName, { query: { name, offset: offset || undefined } }),
  archivedOn: (date: string) => call(contract.archivedOn, { query: { date } }),
  create: (body: CreateRoundBody) => call(contract.create, { body }),
  update: (id: number, body: UpdateRoundBody) => call(contract.update, { params: { id }, body }),
  archive: (id: number) => call(contract.archive, { params: { id }, body: { is_archived: true } }),
  /** From the active list: one ticked, the other cleared. */
  setSoDc: (id: number, flag: 'so' | 'dc') =>
    call(contract.setSoDc, { params: { id }, body: { so: flag === 'so', dc: flag === 'dc' } }),
  /** From the archive: one flag with its value. */
  setSoDcBack: (id: number, flag: 'so' | 'dc', value: boolean) =>
    call(contract.setSoDcBack, { params: { id }, body: { [flag]: value ? 1 : 0 } }),
};

/** The saved round a refused edit's 409 carries (`current`); undefined for any other error. */
export const savedRoundOf = (error: unknown) => conflictOf(error, contract.update);
