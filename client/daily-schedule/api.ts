import { dailyScheduleContract as contract } from '../../shared/contract/daily-schedule.js';
import type { EventBody } from '../../shared/schemas/daily-schedule.js';
import { call, conflictOf } from '../lib/api-client';

export const scheduleApi = {
  get: (id: number) => call(contract.get, { params: { id } }).then((r) => r.dailySchedule),
  /** `acknowledgeWarnings`: save past the soft-rule warnings a first try was refused with. */
  create: (body: EventBody, acknowledgeWarnings: boolean) =>
    call(contract.create, { body: { ...body, acknowledge_warnings: acknowledgeWarnings } }).then(
      (r) => r.dailySchedule,
    ),
  update: (id: number, body: EventBody, acknowledgeWarnings: boolean) =>
    call(contract.update, { params: { id }, body: { ...body, acknowledge_warnings: acknowledgeWarnings } }).then(
      (r) => r.dailySchedule,
    ),
  archive: (id: number, version: number) =>
    call(contract.archive, { params: { id }, body: { is_archived: true, version } }).then((r) => r.dailySchedule),
  surgeonOrder: () => call(contract.surgeonOrder),
  saveSurgeonOrder: (surgeonIds: number[]) => call(contract.saveSurgeonOrder, { body: { surgeon_ids: surgeonIds } }),
};

/** The event as saved now, when an edit or delete from an older version was refused (409). */
export const savedEventOf = (error: unknown) =>
  conflictOf(error, contract.update) ?? conflictOf(error, contract.archive);
