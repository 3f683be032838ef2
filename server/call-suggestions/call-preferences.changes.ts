/** The changes the call-preferences part records in a write's transaction (projected in call-preferences.routes.ts). */
declare module '../realtime/changes.js' {
  interface ChangeKinds {
    /** Someone's marks of a month changed: only the month, never who or which days. */
    'call-preferences': { month: string };
  }
}

export {};
