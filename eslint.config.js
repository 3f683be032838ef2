import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** What no server file may import (the server-wide zone; narrower zones repeat it, as a zone's patterns replace it). */
const SERVER_BOUNDARIES = [
  {
    regex: '^(\\.\\./)+([^./][^/]*/)+[^/]+\\.(service|routes|socket|live)\\.js$',
    message: "Another area's services, routes and sockets are its own: import its repository or views.",
  },
  {
    regex: '^(\\.\\./)+scheduling/(?!scheduling\\.(commands|queries)\\.js$|[^/]+\\.(tables|seed)\\.js$)',
    message:
      'The scheduling core is written through scheduling.commands.ts and read through scheduling.queries.ts (server/scheduling/README.md).',
  },
  { regex: '(^|/)client/', message: 'The server never imports client code.' },
];

/** The server's areas: folders of features, as opposed to its core (db, http, auth, plugins, realtime). */
const SERVER_AREAS = [
  'users',
  'messages',
  'rounds',
  'operative-log',
  'daily-schedule',
  'scheduling',
  'call-requests',
  'time-off-requests',
  'fairness-ledger',
  'block-time',
  'boards',
  'calendar-feed',
  'my-day',
  'audit',
  'practice',
  'case-tracking',
  'or-metrics',
];

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
  // Code boundaries (docs/architecture.md, "Code boundaries"); import cycles are caught by server/import-cycles.test.ts.
  {
    // A client area (flat folder) uses lib/, ui/ and shared/ only: never another area, never the server.
    // case-tracking/ is the one area others may use: case progress shows on every screen of the day.
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
              regex: '^\\.\\./(?!lib/|ui/|case-tracking/|\\.\\./shared/)',
              message: 'A client area imports only lib/, ui/, case-tracking/ and shared/ (app/ composes the areas).',
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
              regex: '^\\.\\./(?!lib/|ui/|case-tracking/|\\.\\./shared/|daily-schedule/(grid-layout|store)$)',
              message: "The board imports lib/, ui/, case-tracking/, shared/ and the day grid's layout and store only.",
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
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_BOUNDARIES }] },
  },
  {
    // The audit trail is below every area: an area registers its undo and History with it
    // (server/audit/README.md), so it imports none (only the server's core and auth's user type).
    files: ['server/audit/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_BOUNDARIES,
            {
              regex: '^\\.\\./(?!(db|http|idempotency|plugins|realtime|test)/|auth/auth-user\\.js$)[^./][^/]*/',
              message: 'server/audit imports no area: the area registers with it (app.undoables, app.histories).',
            },
          ],
        },
      ],
    },
  },
  {
    // The realtime core knows no area: areas plug in through its registries (server/realtime/README.md).
    files: ['server/realtime/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_BOUNDARIES,
            {
              regex: `^(\\.\\./)+(server/)?(${SERVER_AREAS.join('|')})/`,
              message: 'The realtime core imports no area: an area registers with app.realtime and app.roomSnapshots.',
            },
          ],
        },
      ],
    },
  },
);
