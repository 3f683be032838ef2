import type { PageRecord } from '../../shared/schemas/paging.js';
import { zonedParts } from '../../shared/zoned-time.js';

const hhmm = (iso: string, timeZone: string) => zonedParts(new Date(iso), timeZone).time;
const initialsOf = (people: PageRecord['steps'][number]['sent_to']) =>
  people.length === 0 ? 'nobody' : people.map((person) => person.initial).join(', ');
const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Whom a page was addressed to, in words. */
export function addressee(page: PageRecord): string {
  if (page.to === 'person') return page.person?.name ?? 'a person';
  return page.to === 'first' ? '1st call' : '2nd call';
}

/**
 * A page's steps so far, one line: "sent to JC 14:02 · again 14:04 · to PN 14:07 ·
 * acknowledged by PN 14:08". A step that reached nobody says so.
 */
export function describeSteps(page: PageRecord, timeZone: string): string {
  const parts: string[] = [];
  let previous: number[] | null = null;
  for (const step of page.steps) {
    if (step.sent_at === null) continue;
    const ids = step.sent_to.map((person) => person.id);
    const time = hhmm(step.sent_at, timeZone);
    if (ids.length === 0) parts.push(`reached nobody ${time}`);
    else if (previous === null) parts.push(`sent to ${initialsOf(step.sent_to)} ${time}`);
    else if (sameSet(previous, ids)) parts.push(`again ${time}`);
    else parts.push(`to ${initialsOf(step.sent_to)} ${time}`);
    if (ids.length > 0) previous = ids;
  }
  if (page.acknowledged_by && page.acknowledged_at)
    parts.push(`acknowledged by ${page.acknowledged_by.initial} ${hhmm(page.acknowledged_at, timeZone)}`);
  else {
    const next = page.steps.find((step) => step.sent_at === null && !step.stopped);
    if (next) parts.push(`next ${hhmm(next.due_at, timeZone)}`);
  }
  return parts.length > 0 ? parts.join(' · ') : 'not sent yet';
}

/** Whether `userId` may acknowledge the page: it reached them and nobody acknowledged it yet. */
export function canAcknowledge(page: PageRecord, userId: number | null): boolean {
  if (userId === null || page.acknowledged_at !== null) return false;
  return page.steps.some((step) => step.sent_to.some((person) => person.id === userId));
}
