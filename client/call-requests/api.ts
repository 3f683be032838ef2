import { callCalendarContract as callCalendar } from '../../shared/contract/call-calendar.js';
import { callRequestsContract as contract } from '../../shared/contract/call-requests.js';
import { practiceContract } from '../../shared/contract/practice.js';
import type { CallSlot } from '../../shared/schemas/call-slots.js';
import type { CreateCallRequestInput } from '../../shared/schemas/call-requests.js';
import { call, conflictOf } from '../lib/api-client';

type Id = number | string;

export const callRequestsApi = {
  month: (month: string) => call(contract.list, { query: { month } }).then((response) => response.requests),
  eligible: (date: string, slot: CallSlot) =>
    call(contract.eligible, { query: { date, slot } }).then((response) => response.surgeons),
  preview: (body: CreateCallRequestInput) => call(contract.preview, { body }),
  create: (body: CreateCallRequestInput) => call(contract.create, { body }),
  offerCover: (date: string, slot: CallSlot) => call(contract.offerCover, { body: { date, slot } }),
  accept: (id: Id, acknowledgeWarnings = false) =>
    call(contract.accept, { params: { id }, body: { acknowledge_warnings: acknowledgeWarnings } }),
  decline: (id: Id) => call(contract.decline, { params: { id }, body: {} }),
  withdraw: (id: Id) => call(contract.withdraw, { params: { id }, body: {} }),
  approve: (id: Id, acknowledgeWarnings = false) =>
    call(contract.approve, { params: { id }, body: { acknowledge_warnings: acknowledgeWarnings } }),
  reject: (id: Id) => call(contract.reject, { params: { id }, body: {} }),
  ofMessage: (messageId: Id) => call(contract.ofMessage, { params: { id: messageId } }),
  /** A month's saved days (to choose a colleague's call to take in return). */
  entries: (month: string) =>
    call(callCalendar.entries, { query: { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) } }).then(
      (response) => response.entries,
    ),
  swapApprovalRequired: () => call(practiceContract.clock).then((clock) => clock.swapApprovalRequired),
};

/** The request as it is now, when a transition was refused (409) because someone acted first. */
export function currentOf(error: unknown) {
  for (const endpoint of [contract.accept, contract.decline, contract.withdraw, contract.approve, contract.reject]) {
    const current = conflictOf(error, endpoint);
    if (current) return current;
  }
  return undefined;
}
