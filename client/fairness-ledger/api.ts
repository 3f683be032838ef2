import { fairnessLedgerContract as contract } from '../../shared/contract/fairness-ledger.js';
import { call } from '../lib/api-client';

export const fairnessLedgerApi = {
  ledger: (from: string, to: string) => call(contract.ledger, { query: { from, to } }),
  holidays: (year: number) => call(contract.holidays, { query: { year } }),
  addHoliday: (date: string, name: string) => call(contract.addHoliday, { body: { date, name } }),
  removeHoliday: (id: number) => call(contract.removeHoliday, { params: { id } }),
};
