import { describe, expect, it } from 'vitest';
import { blankFieldErrors } from './record-form';
import { createRecordStore, mergeSnapshot } from './record-store';

interface Item {
  id: number;
  version: number;
  day: string;
  text: string;
}
interface Snapshot {
  day: string;
  items: Item[];
  total: number;
}
const item = (id: number, version = 1, day = 'today', text = `v${version}`): Item => ({ id, version, day, text });

describe('the records kit store', () => {
  const make = () =>
    createRecordStore<Item, Snapshot, { total: number; setTotal(total: number): void }>({
      records: (snapshot) => snapshot.items,
      covers: (held, snapshot) => held.day === snapshot.day,
      extra: (set) => ({ total: 0, setTotal: (total) => set(() => ({ total })) }),
      onSync: (snapshot) => ({ total: snapshot.total }),
    });

  it('merges a snapshot by version, drops covered records it lacks and keeps the others', () => {
    const store = make();
    store.getState().upsertMany([item(1), item(2), item(3, 1, 'yesterday')]);
    store.getState().upsert(item(1, 4));
    store.getState().sync({ day: 'today', items: [item(1, 2)], total: 7 });
    const { byId, loaded, total } = store.getState();
    expect(Object.values(byId)).toEqual([item(1, 4), item(3, 1, 'yesterday')]);
    expect({ loaded, total }).toEqual({ loaded: true, total: 7 });
  });

  it('ignores an older version arriving late, takes an equal or newer one, and keeps its extra setters', () => {
    const store = make();
    store.getState().upsert(item(1, 3));
    store.getState().upsert(item(1, 2));
    expect(store.getState().byId[1]!.version).toBe(3);
    store.getState().upsert(item(1, 3, 'today', 'echo'));
    expect(store.getState().byId[1]!.text).toBe('echo');
    store.getState().setTotal(5);
    expect(store.getState().total).toBe(5);
  });

  it('mergeSnapshot leaves the held map untouched', () => {
    const held = { 1: item(1) };
    expect(mergeSnapshot(held, [], () => true)).toEqual({});
    expect(held).toEqual({ 1: item(1) });
  });
});

describe('blankFieldErrors', () => {
  it('names each blank field as the user reads it', () => {
    const values = { first_name: ' ', notes: 'Diet: ', mrn: 'M1' };
    expect(
      blankFieldErrors(['first_name', 'notes', 'mrn'], values, (field, value) =>
        field === 'notes' ? value.replace('Diet: ', '') : value,
      ),
    ).toEqual({ first_name: 'Please fill out the first name field.', notes: 'Please fill out the notes field.' });
  });
});
