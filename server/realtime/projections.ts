import type { Change, ChangeKind, ChangeOf } from './changes.js';

type Projector = (changes: Change[]) => Promise<void> | void;

/**
 * The live projectors: what turns a committed write's changes into room events. A write never
 * publishes itself and its HTTP answer does not wait for this: `inTransaction` hands the changes
 * of each commit here, and they are projected one commit after another, in commit order (so a
 * room never sees a later write's event before an earlier one's). A projector that fails (the
 * database went away) is logged; the clients of the rooms it missed resynchronise when they next
 * join, as after any lost event.
 */
export class Projections {
  readonly #projectors: { kinds: ReadonlySet<ChangeKind>; project: Projector }[] = [];
  #queue: Promise<void> = Promise.resolve();

  constructor(private readonly logFailure: (error: unknown) => void) {}

  /** `project` gets, once per commit, every change of `kinds` that commit recorded, in order. */
  register<K extends ChangeKind>(kinds: readonly K[], project: (changes: ChangeOf<K>[]) => Promise<void> | void): void {
    this.#projectors.push({ kinds: new Set(kinds), project: project as Projector });
  }

  /** After a commit: queues its changes for the projectors. */
  project(changes: readonly Change[]): void {
    // Started on the next turn of the event loop: the answer's own reads go first.
    this.#queue = this.#queue
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(async () => {
        for (const projector of this.#projectors) {
          const mine = changes.filter((change) => projector.kinds.has(change.kind));
          if (mine.length === 0) continue;
          try {
            await projector.project(mine);
          } catch (error) {
            this.logFailure(error);
          }
        }
      });
  }

  /** Resolves once every commit so far has been projected (a stop waits for it; tests too). */
  settled(): Promise<void> {
    return this.#queue;
  }
}
