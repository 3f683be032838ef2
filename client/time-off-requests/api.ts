import { timeOffRequestsContract as contract } from '../../shared/contract/time-off-requests.js';
import { call, conflictOf } from '../lib/api-client';

/** Time-off requests (issue 24), over shared/contract/time-off-requests.ts. */
export const timeOffRequestsApi = {
  list: (query: { state?: 'pending' | 'all'; month?: string } = {}) =>
    call(contract.list, { query: { state: query.state ?? 'pending', month: query.month } }).then(
      (response) => response.requests,
    ),
  preview: (start_date: string, end_date: string, surgeon_id?: number, except_request_id?: number) =>
    call(contract.preview, { query: { start_date, end_date, surgeon_id, except_request_id } }),
  create: (body: { vacation_type: string; start_date: string; end_date: string; note: string }) =>
    call(contract.create, { body }),
  approve: (id: number, dates: string[] | undefined, acknowledgeWarnings: boolean) =>
    call(contract.approve, { params: { id }, body: { dates, acknowledge_warnings: acknowledgeWarnings } }),
  decline: (id: number) => call(contract.decline, { params: { id }, body: { note: '' } }),
  cancel: (id: number) => call(contract.cancel, { params: { id }, body: { note: '' } }),
  /** What is stored now, when a decision came second (409). */
  currentOf: (error: unknown) =>
    conflictOf(error, contract.approve) ?? conflictOf(error, contract.decline) ?? conflictOf(error, contract.cancel),
};
