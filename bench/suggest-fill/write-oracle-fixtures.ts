import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sampleMonth, type SampleShape } from '../../server/call-suggestions/engine/sample-month.test-support.js';
import { exactOptimum } from './oracle.js';

/**
 * `npx tsx bench/suggest-fill/write-oracle-fixtures.ts`: draws the 20 seeded months and stores each
 * with its exact best weekend-and-holiday spread from HiGHS. Run once (and again only when the
 * months' shapes change); CI reads the stored file and never runs HiGHS.
 */
const months = ['2026-01', '2026-02', '2026-03', '2026-05', '2026-07', '2026-09', '2026-11', '2026-12'];
const shapes: SampleShape[] = Array.from({ length: 18 }, (_, index) => ({
  month: months[index % months.length]!,
  surgeons: index % 2 === 0 ? 12 : 30,
  seed: 1000 + index,
  pinned: [0, 0.1, 0.25][index % 3],
  partTime: index % 4 === 3 ? 3 : 0,
  closed: index % 5 === 0 ? [`${months[index % months.length]}-15`] : [],
  settings: { maxCallsPerMonth: index % 6 === 1 ? 5 : null },
}));
// Two months with too few people for every cell: the engine must leave cells empty and say why.
shapes.push({ month: '2026-08', surgeons: 3, seed: 2001, timeOff: 10 });
shapes.push({ month: '2026-10', surgeons: 4, seed: 2002, timeOff: 8, settings: { maxCallsPerMonth: 12 } });

const fixtures: unknown[] = [];
for (const shape of shapes) {
  const problem = sampleMonth(shape);
  const optimum = await exactOptimum(problem);
  console.log(shape.month, shape.surgeons, 'surgeons', JSON.stringify(optimum));
  fixtures.push({ shape, problem, optimum });
}
const target = fileURLToPath(new URL('../../server/call-suggestions/engine/oracle-fixtures.json', import.meta.url));
await writeFile(target, `${JSON.stringify(fixtures)}\n`);
console.log(`wrote ${fixtures.length} months to ${target}`);
