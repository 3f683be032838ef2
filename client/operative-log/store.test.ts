import { beforeEach, describe, expect, it } from 'vitest';
import type { OperativeEntry, SurgeonLogs } from '../../shared/schemas/operative-log.js';
import { useOperativeLogStore } from './store';

const TODAY = '2031-04-02';
const stats: SurgeonLogs = { year: 2031, surgeons: [], assistants: [] };
const entry = (id: number, fields: Partial<OperativeEntry> = {}): OperativeEntry => ({
  id,
  first_name: 'Ann',
  last_name: `Patient${id}`,
  mrn: `M${id}`,
  surgeon: 1,
  assistant: 2,
  surgeon_initial: 'JC',
  assistant_initial: 'PN',
  surgeon_name: 'James Carter',
  assistant_name: 'Priya Natarajan',
  diagnosis: 'd',
  procedure: 'p',
  facility: 'PHH',
  is_archived: 0,
  created_on: TODAY,
  create_by: null,
  update_by: null,
  created_at: '',
  updated_at: '',
  version: 1,
  ...fields,
});

describe('operative-log store and a late snapshot', () => {
  beforeEach(() => useOperativeLogStore.setState({ byId: {}, statsByYear: {}, loaded: false }));

  it('never takes an entry back to an older version than one it has shown', () => {
    const { sync, upsert } = useOperativeLogStore.getState();
    sync({ today: TODAY, entries: [entry(1), entry(2)], stats });
    upsert(entry(1, { version: 3, procedure: 'Lap chole' }));
    sync({ today: TODAY, entries: [entry(1, { version: 2, procedure: 'Open chole' }), entry(2)], stats });
    expect(useOperativeLogStore.getState().byId[1]).toMatchObject({ version: 3, procedure: 'Lap chole' });
  });

  it("drops today's entries the snapshot no longer lists, keeps other days' ones", () => {
    const { sync, upsertMany } = useOperativeLogStore.getState();
    upsertMany([entry(7, { created_on: '2031-03-30' })]);
    sync({ today: TODAY, entries: [entry(1), entry(2)], stats });
    sync({ today: TODAY, entries: [entry(2)], stats });
    expect(Object.keys(useOperativeLogStore.getState().byId).map(Number).sort()).toEqual([2, 7]);
  });
});
