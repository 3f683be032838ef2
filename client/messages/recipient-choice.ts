import type { PersonOption } from '../../shared/schemas/users.js';

/**
 * The send form's recipient choice. "Send to All" means every active user (but oneself) and
 * clears the individual ticks; the Staff and Physician boxes tick or untick their whole group.
 */
export interface RecipientChoice {
  all: boolean;
  ticked: ReadonlySet<number>;
}

export const noRecipients: RecipientChoice = { all: false, ticked: new Set() };

export function toggleAll(choice: RecipientChoice): RecipientChoice {
  return { all: !choice.all, ticked: new Set() };
}

export function isGroupTicked(choice: RecipientChoice, group: PersonOption[]): boolean {
  return choice.all || (group.length > 0 && group.every((person) => choice.ticked.has(person.id)));
}

export function toggleGroup(choice: RecipientChoice, group: PersonOption[]): RecipientChoice {
  const ticked = new Set(choice.ticked);
  const tick = !isGroupTicked(choice, group);
  for (const person of group) {
    if (tick) ticked.add(person.id);
    else ticked.delete(person.id);
  }
  return { all: false, ticked };
}

export function togglePerson(choice: RecipientChoice, id: number): RecipientChoice {
  const ticked = new Set(choice.ticked);
  if (ticked.has(id)) ticked.delete(id);
  else ticked.add(id);
  return { all: false, ticked };
}

/** The ids the request carries, as strings (the contract's form). */
export function recipientIds(choice: RecipientChoice, everyone: PersonOption[]): string[] {
  const ids = choice.all ? everyone.map((person) => person.id) : [...choice.ticked];
  return ids.map(String);
}

/** `/send-message?to=ID` (e.g. "message who is on call") starts with that person ticked. */
export function choiceFromParam(to: string | null): RecipientChoice {
  const id = Number(to);
  return Number.isInteger(id) && id > 0 ? { all: false, ticked: new Set([id]) } : noRecipients;
}
