import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createTestApp, testConfig, type TestApp } from './harness.js';

/**
 * A test portal plus a second app on the same database that logs as production does (pino at
 * info) into `lines`, for tests that read what reaches the log.
 */
export async function createLoggingApp(): Promise<{ t: TestApp; app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const t = await createTestApp();
  const app = await buildApp({
    config: testConfig({ logLevel: 'info' }),
    db: t.db,
    logger: true,
    logStream: { write: (line) => lines.push(line) },
  });
  return { t, app, lines };
}
