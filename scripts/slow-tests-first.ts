import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest (measured on the 2-core machine: each builds, installs or starts
 * server processes, or drives many browser windows). Started first, so no worker is left running
 * one of them alone at the end of its project while the others are idle. A CI clone has no timings
 * of earlier runs for Vitest's own order, which would do this by itself.
 */
const SLOW_FIRST = [
  'server/update.test.ts',
  'server/start-refusals.test.ts',
  'server/production-install.test.ts',
  'server/multi-node.test.ts',
  'server/rolling-deploy.test.ts',
  'server/db/restore-new-install.test.ts',
  'server/db/database-outage.test.ts',
  'server/case-tracking/case-tracking.multi-node.test.ts',
  'server/auth/sign-in-burst.test.ts',
  'server/plugins/extreme-values.test.ts',
  'client/e2e/accessibility.spec.ts',
  'client/e2e/foundation.spec.ts',
  'client/e2e/suggested-fill.spec.ts',
  'client/e2e/small-truths.spec.ts',
];

const rankOf = (spec: TestSpecification): number => {
  const rank = SLOW_FIRST.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
  return rank === -1 ? SLOW_FIRST.length : rank;
};

export class SlowTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Stable: within a project and its group, the slow files first, the rest in Vitest's order.
    const group = (spec: TestSpecification) => `${spec.project.config.sequence.groupOrder}:${spec.project.name}`;
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) =>
        group(a.spec) === group(b.spec) ? rankOf(a.spec) - rankOf(b.spec) || a.index - b.index : a.index - b.index,
      )
      .map(({ spec }) => spec);
  }
}
