import { describe, expect, it } from 'vitest';
import {
  choiceFromParam,
  isGroupTicked,
  noRecipients,
  recipientIds,
  toggleAll,
  toggleGroup,
  togglePerson,
} from './recipient-choice';

const person = (id: number, role: number) => ({ id, name: `P${id}`, initial: 'P', role });
const staff = [person(1, 4), person(2, 1)];
const physicians = [person(3, 3), person(4, 3)];
const everyone = [...staff, ...physicians];

describe('recipient choice', () => {
  it('Send to All chooses every listed user and clears the individual ticks', () => {
    const ticked = togglePerson(noRecipients, 3);
    const all = toggleAll(ticked);
    expect(all.ticked.size).toBe(0);
    expect(recipientIds(all, everyone)).toEqual(['1', '2', '3', '4']);
    expect(isGroupTicked(all, staff)).toBe(true);
  });

  it('a group box ticks its whole group, and unticks it again', () => {
    const withStaff = toggleGroup(noRecipients, staff);
    expect(recipientIds(withStaff, everyone)).toEqual(['1', '2']);
    expect(isGroupTicked(withStaff, staff)).toBe(true);
    expect(isGroupTicked(withStaff, physicians)).toBe(false);
    expect(recipientIds(toggleGroup(withStaff, staff), everyone)).toEqual([]);
  });

  it('an individual tick leaves Send to All', () => {
    const choice = togglePerson(toggleAll(noRecipients), 4);
    expect(choice.all).toBe(false);
    expect(recipientIds(choice, everyone)).toEqual(['4']);
  });
});

describe('a recipient chosen by the link that opened the form', () => {
  it('ticks the person of ?to= and ignores anything that is not an id', () => {
    expect([...choiceFromParam('7').ticked]).toEqual([7]);
    expect(choiceFromParam('x')).toBe(noRecipients);
    expect(choiceFromParam(null)).toBe(noRecipients);
    expect(choiceFromParam('-3')).toBe(noRecipients);
  });
});
