/** The changes the paging area records in a write's transaction (projected by paging.live.ts). */
declare module '../realtime/changes.js' {
  interface ChangeKinds {
    /** A page was made, reached people at a step, or was acknowledged. */
    'page-changed': { pageId: number };
  }
}

export {};
