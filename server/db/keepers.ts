import type { Change, ChangeKind, ChangeOf } from '../realtime/changes.js';
import type { Db } from './connect.js';

type Keeper = (trx: Db, changes: Change[]) => Promise<void>;

/**
 * What a write keeps up to date inside its own transaction: figures derived from the rows it
 * changed. `inTransaction` runs each keeper once, after the write's work and just before the
 * commit, with the changes of its kinds that the write recorded; a keeper writes with the same
 * transaction, so what it keeps commits or rolls back with the write. Unlike a live projector,
 * a keeper holds up the answer: keep it to a few statements.
 */
export class Keepers {
  readonly #keepers: { kinds: ReadonlySet<ChangeKind>; keep: Keeper }[] = [];

  /** `keep` gets, in each write that recorded any change of `kinds`, those changes in order. */
  register<K extends ChangeKind>(kinds: readonly K[], keep: (trx: Db, changes: ChangeOf<K>[]) => Promise<void>): void {
    this.#keepers.push({ kinds: new Set(kinds), keep: keep as Keeper });
  }

  /** Inside the transaction, before its commit: runs the keepers of the recorded kinds, one after another. */
  async keep(trx: Db, changes: readonly Change[]): Promise<void> {
    for (const keeper of this.#keepers) {
      const mine = changes.filter((change) => keeper.kinds.has(change.kind));
      if (mine.length > 0) await keeper.keep(trx, mine);
    }
  }
}
