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
