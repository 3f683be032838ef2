import { defineConfig } from 'vitest/config';
import { SlowTestsFirst } from './scripts/slow-tests-first.js';

export default defineConfig({
  test: {
    sequence: { sequencer: SlowTestsFirst },
    // The browser journeys run first, three files at a time (each with its own portal on a free
    // port and its own database, all in the one Chromium): a third file fills the two cores while
    // the others wait on the browser. Then the server project, two files at a time (a third one
    // did not shorten it: its files are bound by the CPU).
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // The files of a worker share one module graph: importing the server (Fastify, kysely,
          // zod, socket.io and every area) once per worker instead of once per file cut the
          // project from about 3 to 1 minute of CPU per 100 files. Each file makes its own app and
          // database; no test mocks modules or stubs globals (docs/testing.md).
          isolate: false,
          globalSetup: ['server/test/prepared-databases.setup.ts'],
          env: { CONTRACT_CHECK: '1' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['client/e2e/**/*.spec.ts'],
          environment: 'node',
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
          // As the server project: each worker imports the server and the test support once.
          isolate: false,
          env: { CONTRACT_CHECK: '1' },
          globalSetup: [
            'client/e2e/support/build-client.ts',
            'client/e2e/support/shared-chromium.ts',
            'server/test/prepared-databases.setup.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
