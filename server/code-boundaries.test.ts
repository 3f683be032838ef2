import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint zones of eslint.config.js, tried on imports written for the test (docs/architecture.md, "Code boundaries"). */
const eslint = new ESLint();

async function refusalsOf(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = imported;\n`, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('code boundaries', () => {
  it.each([
    ['server/call-requests/calls.ts', "import { imported } from '../scheduling/call-entries.service.js';"],
    ['server/time-off-requests/days.ts', "import { imported } from '../scheduling/time-off.repository.js';"],
    ['server/my-day/day.ts', "import { imported } from '../scheduling/day-overlay.js';"],
    ['server/call-requests/nested/calls.ts', "import { imported } from '../../messages/messages.service.js';"],
    ['server/fairness-ledger/ledger.ts', "import { imported } from '../call-requests/call-requests.live.js';"],
    ['server/realtime/rooms.ts', "import { imported } from '../call-requests/call-requests.repository.js';"],
  ])('%s may not import: %s', async (filePath, importLine) => {
    expect(await refusalsOf(filePath, importLine)).not.toEqual([]);
  });

  it.each([
    ['server/call-requests/calls.ts', "import { imported } from '../scheduling/scheduling.commands.js';"],
    ['server/time-off-requests/days.ts', "import { imported } from '../scheduling/scheduling.queries.js';"],
    ['server/db/schema.ts', "import type { imported } from '../scheduling/call-calendar.tables.js';"],
    ['server/scheduling/coverage.ts', "import { imported } from './call-entries.service.js';"],
    ['server/fairness-ledger/ledger.ts', "import { imported } from '../call-requests/call-requests.repository.js';"],
  ])('%s may import: %s', async (filePath, importLine) => {
    expect(await refusalsOf(filePath, importLine)).toEqual([]);
  });
});
