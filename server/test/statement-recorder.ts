import type { KyselyPlugin } from 'kysely';
import type { Db } from '../db/connect.js';

/**
 * Records what the portal asks of its database, as `verb table` (`select call_entries`), leaving
 * out the request's session check. Pass `plugin` to createTestApp({ dbPlugin }); `db` is read when
 * a statement runs, so it may be set after the app is made.
 */
export function statementRecorder(db: () => Db) {
  let recording: string[] | null = null;
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      if (recording) {
        const { sql } = db().getExecutor().compileQuery(node, queryId);
        const table = /^(?:select .*?\bfrom|insert into|update|delete from) "(\w+)"/s.exec(sql)?.[1];
        if (table !== 'sessions') recording.push(`${sql.split(' ')[0]} ${table}`);
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return {
    plugin,
    /** Starts a new recording. */
    start(): void {
      recording = [];
    },
    /** What was recorded since `start`, in order; recording goes on. */
    sofar(): string[] {
      return [...(recording ?? [])];
    },
    /** Stops recording; answers what was recorded. */
    stop(): string[] {
      const recorded = recording ?? [];
      recording = null;
      return recorded;
    },
  };
}
