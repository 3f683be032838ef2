import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

/**
 * `npm run bench [name...]`: runs every bench/*.bench.ts (or the named ones) one after the
 * other and prints their figures. Benchmarks are not tests: they report, they do not assert.
 */
const dir = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2);
const files = (await readdir(dir))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.includes(name)))
  .sort();

for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const module = (await import(pathToFileURL(join(dir, file)).href)) as { default: () => Promise<void> };
  await module.default();
}
process.exit(0);
