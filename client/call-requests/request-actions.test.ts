import { describe, expect, it } from 'vitest';
import type { CallRequest } from '../../shared/schemas/call-requests.js';
import { actionsFor } from './request-actions';

const JC = { id: 1, name: 'James Carter', initial: 'JC' };
const SW = { id: 4, name: 'Sarah Whitman', initial: 'SW' };
const DR = { id: 5, name: 'David Reyes', initial: 'DR' };
const STAFF = 9;

const request = (overrides: Partial<CallRequest>): CallRequest => ({
  id: 1,
  kind: 'swap',
  state: 'proposed',
  date: '2030-11-03',
  slot: 'surgeon_1st',
  from_surgeon: JC,
  to_surgeon: SW,
  return_date: '2030-11-10',
  return_slot: 'surgeon_2nd',
  offered_to: [],
  author: JC,
  accepted_by: null,
  decided_by: null,
  note: '',
  expires_at: '2030-11-03T12:00:00.000Z',
  applied_at: null,
  reversed_by: null,
  reversed_at: null,
  created_at: '2030-10-15T12:00:00.000Z',
  updated_at: '2030-10-15T12:00:00.000Z',
  version: 1,
  ...overrides,
});

describe('who may do what with a call request', () => {
  it('offers Accept / Decline to the counterpart only, Withdraw to the author', () => {
    const swap = request({});
    expect(actionsFor(swap, SW.id, false, false)).toEqual(['accept', 'decline']);
    expect(actionsFor(swap, JC.id, false, false)).toEqual(['withdraw']);
    expect(actionsFor(swap, DR.id, false, false)).toEqual([]);
  });

  it('offers a give-away to all to each offered colleague, nothing once it is decided', () => {
    const offer = request({ kind: 'give-away', to_surgeon: null, offered_to: [SW, DR] });
    expect(actionsFor(offer, DR.id, false, false)).toEqual(['accept', 'decline']);
    expect(actionsFor({ ...offer, state: 'applied' }, DR.id, false, false)).toEqual([]);
    expect(actionsFor({ ...offer, state: 'applied' }, JC.id, false, false)).toEqual([]);
  });

  it('lets a scheduler approve an accepted request only when the practice requires approval, and withdraw a cover offer', () => {
    const accepted = request({ state: 'accepted', accepted_by: SW });
    expect(actionsFor(accepted, STAFF, true, true)).toEqual(['approve', 'reject']);
    expect(actionsFor(accepted, STAFF, true, false)).toEqual([]);
    const cover = request({ kind: 'cover', from_surgeon: null, to_surgeon: null, author: DR, offered_to: [SW] });
    expect(actionsFor({ ...cover, author: { id: STAFF, name: 'Maria Lopez', initial: 'ML' } }, 3, true, false)).toEqual(
      ['withdraw'],
    );
  });
});
