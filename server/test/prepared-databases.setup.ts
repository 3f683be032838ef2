import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its prepared test databases (server/test/database-templates.ts). */
    preparedDatabasesDir: string;
  }
}

/** A folder for one run's prepared databases, removed when the run ends. */
export default function preparedDatabasesFolder(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'portal-prepared-'));
  project.provide('preparedDatabasesDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
