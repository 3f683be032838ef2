import type { Surgeon } from '../../shared/schemas/surgeons.js';
import type { Db } from '../db/connect.js';
import { fieldError } from '../http/errors.js';
import { findPhysicianStatus } from '../users/physicians.repository.js';

/**
 * The surgeon time off is for: an active physician, else 422 on `field` (issue 30: time off is
 * asked for and added only for active surgeons; an inactive one is named as such).
 */
export async function activeSurgeonFor(db: Db, id: number, field = 'surgeon_id'): Promise<Surgeon> {
  const surgeon = await findPhysicianStatus(db, id);
  if (!surgeon) throw fieldError(field, 'The selected surgeon is invalid.');
  if (!surgeon.active) throw fieldError(field, `${surgeon.name} is inactive: time off is only for active surgeons.`);
  return { id: surgeon.id, name: surgeon.name, initial: surgeon.initial };
}
