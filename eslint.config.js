import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'data/**', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.spec.ts', 'server/test/**', 'client/e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // shared/ is the contract: it may depend on zod and date-fns, never on server or client code.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/client/**'] }],
    },
  },
  {
    // migrations are frozen in time: they never import application code.
    files: ['migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/shared/**', '**/client/**'] }],
    },
  },
  // Code boundaries (README "Code boundaries"); import cycles are caught by server/import-cycles.test.ts.
  {
    // A client area (flat folder) uses lib/, ui/ and shared/ only: never another area, never the server.
    files: ['client/*/*.{ts,tsx}'],
    ignores: [
      'client/app/**',
      'client/lib/**',
      'client/ui/**',
      'client/e2e/**',
      'client/**/*.test.ts',
      'client/board/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!lib/|ui/|\\.\\./shared/)',
              message: 'A client area imports only lib/, ui/ and shared/ (app/ composes the areas).',
            },
          ],
        },
      ],
    },
  },
  {
    // The wall board is a view of the day grid: it may read the daily schedule's layout and store, nothing else.
    files: ['client/board/*.{ts,tsx}'],
    ignores: ['client/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!lib/|ui/|\\.\\./shared/|daily-schedule/(grid-layout|store)$)',
              message: "The board imports lib/, ui/, shared/ and the day grid's layout and store only.",
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ and ui/ are below every area: they never import one, nor the server.
    files: ['client/lib/**/*.{ts,tsx}', 'client/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!lib/|ui/|\\.\\./shared/)',
              message: 'lib/ and ui/ never import an area (or the server).',
            },
          ],
        },
      ],
    },
  },
  {
    // The client's app shell may compose areas, never reach into the server.
    files: ['client/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)server/', message: 'The client never imports server code.' }] },
      ],
    },
  },
  {
    // A server area reads another area through what it exports for reading (repositories,
    // views, tables, seeds, auth's user type): never through its services, routes or sockets,
    // so every write of an area runs through that area's own rules. Nothing on the server
    // imports the client.
    // Undo (server/audit/undo.ts) is the one exception: it replays a write through the owning
    // area's own service, so the undo passes the same rules, 409s and live push as a save.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**', 'server/audit/undo.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/[^/]+\\.(service|routes|socket|live)\\.js$',
              message: "Another area's services, routes and sockets are its own: import its repository or views.",
            },
            { regex: '(^|/)client/', message: 'The server never imports client code.' },
          ],
        },
      ],
    },
  },
);
