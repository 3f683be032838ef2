import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One count for both projects (Vitest runs them together only then): browser-test files run
    // two at a time as well, each with its own portal on a free port and its own database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.ts'],
          environment: 'node',
          // The files of a worker share one module graph: importing the server (Fastify, kysely,
          // zod, socket.io and every area) once per worker instead of once per file cut the
          // project from about 3 to 1 minute of CPU per 100 files. Each file makes its own app and
          // database; no test mocks modules or stubs globals (docs/testing.md).
          isolate: false,
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
          env: { CONTRACT_CHECK: '1' },
          globalSetup: ['client/e2e/support/build-client.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
