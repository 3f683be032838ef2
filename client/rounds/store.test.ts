import { beforeEach, describe, expect, it } from 'vitest';
import type { RoundRecord } from '../../shared/schemas/rounds.js';
import { activeRounds, archivedRoundsOn, roundsMatching, useRoundsStore } from './store';

const round = (id: number, fields: Partial<RoundRecord> = {}): RoundRecord => ({
  id,
  room: String(id),
  first_name: 'Ann',
  last_name: `Patient${id}`,
  age: '50 F',
  mrn: `M${id}`,
  diagnosis: 'd',
  procedure: 'p',
  notes: 'Diet: NPO',
  facility: 'PHH',
  so: 0,
  dc: 0,
  is_archived: 0,
  created_on: '2025-07-01',
  updated_on: '2025-07-04',
  create_by: null,
  update_by: null,
  created_at: '',
  updated_at: `2025-07-04T1${id % 10}:00:00Z`,
  version: 1,
  ...fields,
});

describe('rounds store', () => {
  beforeEach(() => useRoundsStore.setState({ byId: {}, loaded: false }));

  it('moves a discharged entry from the active list to its day in the archive', () => {
    const { sync, upsert } = useRoundsStore.getState();
    sync({ active: [round(2), round(10)], archivedToday: [] });
    expect(activeRounds(useRoundsStore.getState().byId).map((r) => r.id)).toEqual([2, 10]);
    upsert(round(2, { dc: 1, version: 2, updated_on: '2025-07-05' }));
    const { byId } = useRoundsStore.getState();
    expect(activeRounds(byId).map((r) => r.id)).toEqual([10]);
    expect(archivedRoundsOn(byId, '2025-07-05').map((r) => r.id)).toEqual([2]);
  });

  it('ignores an older version arriving late', () => {
    const { sync, upsert } = useRoundsStore.getState();
    sync({ active: [round(1, { version: 3, diagnosis: 'new' })], archivedToday: [] });
    upsert(round(1, { version: 2, diagnosis: 'old' }));
    expect(useRoundsStore.getState().byId[1]!.diagnosis).toBe('new');
  });

  it('drops held active entries missing from a new snapshot, keeps archived ones', () => {
    const { sync, upsertMany } = useRoundsStore.getState();
    sync({ active: [round(1), round(2)], archivedToday: [] });
    upsertMany([round(3, { is_archived: 1, updated_on: '2025-07-01' })]);
    sync({ active: [round(1)], archivedToday: [] });
    expect(Object.keys(useRoundsStore.getState().byId).map(Number).sort()).toEqual([1, 3]);
  });

  it('finds names case-insensitively in first or last name', () => {
    useRoundsStore
      .getState()
      .upsertMany([round(1, { last_name: 'McBride' }), round(2, { first_name: 'Bridget' }), round(3)]);
    expect(
      roundsMatching(useRoundsStore.getState().byId, 'BRID')
        .map((r) => r.id)
        .sort(),
    ).toEqual([1, 2]);
  });
});

describe('rounds store and a late snapshot', () => {
  beforeEach(() => useRoundsStore.setState({ byId: {}, loaded: false }));

  it('never takes an entry back to an older version than one it has shown', () => {
    const { sync, upsert } = useRoundsStore.getState();
    sync({ active: [round(1), round(2)], archivedToday: [] });
    upsert(round(1, { version: 3, notes: 'Diet: clear liquids' }));
    // A resync snapshot read before that save reached this client.
    sync({ active: [round(1, { version: 2, notes: 'Diet: NPO' }), round(2)], archivedToday: [] });
    expect(useRoundsStore.getState().byId[1]).toMatchObject({ version: 3, notes: 'Diet: clear liquids' });
  });

  it('still drops an active entry the snapshot no longer lists', () => {
    const { sync } = useRoundsStore.getState();
    sync({ active: [round(1), round(2)], archivedToday: [] });
    sync({ active: [round(2)], archivedToday: [] });
    expect(activeRounds(useRoundsStore.getState().byId).map((r) => r.id)).toEqual([2]);
  });
});
