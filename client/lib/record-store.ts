import { create } from 'zustand';

export interface Versioned {
  id: number;
  version: number;
}

/** A live list's records by id, kept equal to the server by a room's snapshot and pushes. */
export interface RecordListState<R extends Versioned, S> {
  byId: Record<number, R>;
  loaded: boolean;
  /**
   * The room's snapshot is the truth about the records it covers: held ones it covers but
   * lacks changed while we were away, so they are dropped (pages refetch their lists). The
   * rest are merged by version, so a snapshot never undoes a newer pushed save.
   */
  sync(snapshot: S): void;
  /** Keeps the newer of what is held and what arrived (an echo of one's own save is harmless). */
  upsert(record: R): void;
  upsertMany(records: readonly R[]): void;
}

export const isNewer = <R extends Versioned>(held: R | undefined, arrived: R) =>
  !held || held.version <= arrived.version;

/** `byId` with each arrived record that is not older than the held one. */
export function mergeNewer<R extends Versioned>(byId: Record<number, R>, records: readonly R[]): Record<number, R> {
  const merged = { ...byId };
  for (const record of records) if (isNewer(merged[record.id], record)) merged[record.id] = record;
  return merged;
}

/** What a snapshot leaves: held records it does not cover or still lists, then its own merged by version. */
export function mergeSnapshot<R extends Versioned>(
  byId: Record<number, R>,
  records: readonly R[],
  covers: (record: R) => boolean,
): Record<number, R> {
  const listed = new Set(records.map((record) => record.id));
  const kept: Record<number, R> = {};
  for (const record of Object.values(byId)) if (!covers(record) || listed.has(record.id)) kept[record.id] = record;
  return mergeNewer(kept, records);
}

type Setter<T> = (update: (state: T) => Partial<T>) => void;

export interface RecordStoreSpec<R extends Versioned, S, X extends object> {
  /** The records a room snapshot holds. */
  records: (snapshot: S) => readonly R[];
  /** Whether the snapshot speaks for this held record (a covered record it lacks is dropped). */
  covers: (record: R, snapshot: S) => boolean;
  /** Further state of the list (statistics, say) and its setters. */
  extra?: (set: Setter<RecordListState<R, S> & X>) => X;
  /** What else a snapshot sets besides the records. */
  onSync?: (snapshot: S, state: RecordListState<R, S> & X) => Partial<X>;
}

/** A zustand store of a live list's records, keyed by id and merged by version. */
export function createRecordStore<R extends Versioned, S, X extends object = Record<never, never>>(
  spec: RecordStoreSpec<R, S, X>,
) {
  type State = RecordListState<R, S> & X;
  return create<State>()((set) => {
    const update: Setter<State> = (change) => set((state) => change(state) as State);
    return {
      ...(spec.extra?.(update) ?? ({} as X)),
      byId: {},
      loaded: false,
      sync(snapshot: S) {
        update(
          (state) =>
            ({
              ...spec.onSync?.(snapshot, state),
              byId: mergeSnapshot(state.byId, spec.records(snapshot), (record) => spec.covers(record, snapshot)),
              loaded: true,
            }) as Partial<State>,
        );
      },
      upsert(record: R) {
        set((state) =>
          isNewer(state.byId[record.id], record) ? ({ byId: { ...state.byId, [record.id]: record } } as State) : state,
        );
      },
      upsertMany(records: readonly R[]) {
        update((state) => ({ byId: mergeNewer(state.byId, records) }) as Partial<State>);
      },
    } as State;
  });
}
