/**
 * What a write changed, recorded inside its transaction (`recordChange`, server/db/transaction.ts)
 * and handed to the live projectors once it commits. Each area adds its own kinds by declaration
 * merging, so this core names none of them:
 *
 *   declare module '../realtime/changes.js' {
 *     interface ChangeKinds { 'call-entries': { entries: CallEntry[] } }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ChangeKinds {}

export type ChangeKind = keyof ChangeKinds;

/** One recorded change: its kind, and what that kind carries. */
export type Change = { [K in ChangeKind]: { kind: K } & ChangeKinds[K] }[ChangeKind];

/** The changes of one kind. */
export type ChangeOf<K extends ChangeKind> = Extract<Change, { kind: K }>;
