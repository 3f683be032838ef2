import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file of the server (tests left out). */
function serverSources(dir = 'server'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith('.ts') && !/\.test(-support)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Publishing is collected (server/realtime/projections.ts): a write records its changes in its
 * transaction and the projectors tell the rooms after the commit. A file that writes in a
 * transaction therefore never publishes, nor calls a publish helper.
 */
describe('collected publishing', () => {
  it('no file that opens a write transaction publishes to rooms itself', () => {
    const writers = serverSources().filter((path) => readFileSync(path, 'utf8').includes('inTransaction('));
    expect(writers.length).toBeGreaterThan(20);
    const publishing = writers.filter((path) => /\.publish\(|\bpublish[A-Z]\w*\(/.test(readFileSync(path, 'utf8')));
    expect(publishing).toEqual([]);
  });
});
