import { beforeEach, describe, expect, it } from 'vitest';
import type { CallRequest } from '../../shared/schemas/call-requests.js';
import { openRequestsOf, openRequestsOn, pendingLabel, useCallRequestsStore } from './store';

const SW = { id: 4, name: 'Sarah Whitman', initial: 'SW' };
const DR = { id: 5, name: 'David Reyes', initial: 'DR' };

const swap = (overrides: Partial<CallRequest> = {}): CallRequest => ({
  id: 1,
  kind: 'swap',
  state: 'proposed',
  date: '2026-11-03',
  slot: 'surgeon_1st',
  from_surgeon: SW,
  to_surgeon: DR,
  return_date: '2026-12-10',
  return_slot: 'surgeon_2nd',
  offered_to: [],
  author: SW,
  accepted_by: null,
  decided_by: null,
  note: '',
  expires_at: '2026-11-03T12:00:00.000Z',
  applied_at: null,
  reversed_by: null,
  reversed_at: null,
  created_at: '2026-10-15T12:00:00.000Z',
  updated_at: '2026-10-15T12:00:00.000Z',
  version: 1,
  ...overrides,
});

beforeEach(() => useCallRequestsStore.setState({ requests: {} }));

describe('the call requests store', () => {
  it('keeps the newer version of a request', () => {
    const { upsert } = useCallRequestsStore.getState();
    upsert(swap({ version: 2, state: 'accepted' }));
    upsert(swap({ version: 1, state: 'proposed' }));
    expect(useCallRequestsStore.getState().requests[1]?.state).toBe('accepted');
  });

  it('drops a request of the month that its snapshot no longer holds, keeps other months', () => {
    const { upsert, loadMonth } = useCallRequestsStore.getState();
    upsert(swap());
    upsert(swap({ id: 2, date: '2027-01-05', return_date: '2027-01-09' }));
    loadMonth('2026-12', []);
    expect(Object.keys(useCallRequestsStore.getState().requests)).toEqual(['2']);
  });

  it('shows an open swap on both cells, giver → taker, and no decided one', () => {
    const { upsert } = useCallRequestsStore.getState();
    upsert(swap());
    const requests = useCallRequestsStore.getState().requests;
    const [mine] = openRequestsOn(requests, '2026-11-03', 'surgeon_1st');
    const [theirs] = openRequestsOn(requests, '2026-12-10', 'surgeon_2nd');
    expect(pendingLabel(mine!, '2026-11-03', 'surgeon_1st')).toBe('SW → DR?');
    expect(pendingLabel(theirs!, '2026-12-10', 'surgeon_2nd')).toBe('DR → SW?');
    expect(openRequestsOn(requests, '2026-11-03', 'surgeon_2nd')).toEqual([]);
    expect(openRequestsOf(requests, '2026-12').map((request) => request.id)).toEqual([1]);

    upsert(swap({ version: 2, state: 'applied' }));
    expect(openRequestsOn(useCallRequestsStore.getState().requests, '2026-11-03', 'surgeon_1st')).toEqual([]);
  });

  it('labels an offer to everyone and a cover offer', () => {
    const giveAway = swap({ kind: 'give-away', to_surgeon: null, return_date: null, return_slot: null });
    expect(pendingLabel(giveAway, '2026-11-03', 'surgeon_1st')).toBe('SW → all?');
    const cover = swap({ kind: 'cover', from_surgeon: null, to_surgeon: null, return_date: null, return_slot: null });
    expect(pendingLabel(cover, '2026-11-03', 'surgeon_1st')).toBe('→ all?');
  });
});
