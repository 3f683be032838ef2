import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The whole source tree: the app's three parts, its migrations, benchmarks and scripts. */
const ROOTS = ['server', 'shared', 'client', 'migrations', 'bench', 'scripts'];
const SOURCE = /\.(tsx?|mjs)$/;
/**
 * Every relative import, `import type` included: a circle of types is still two files that
 * cannot be read, moved or changed one without the other.
 */
const IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry) ? [path] : [];
  });
}

function importedSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => (match[1] ?? match[2])!);
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
  ];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found && SOURCE.test(found) ? relative('.', found) : null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of ROOTS.flatMap(sourceFiles)) {
    const targets = importedSpecifiers(readFileSync(file, 'utf8')).flatMap((specifier) => {
      const target = resolveImport(file, specifier);
      return target ? [target] : [];
    });
    graph.set(file, targets);
  }
  return graph;
}

/** The graph without `file`: no circle through it is seen, and no other circle is hidden. */
function without(graph: Map<string, string[]>, file: string): Map<string, string[]> {
  const rest = new Map<string, string[]>();
  for (const [from, targets] of graph)
    if (from !== file)
      rest.set(
        from,
        targets.filter((target) => target !== file),
      );
  return rest;
}

/** Every cycle found by a depth-first walk, each as the chain of files that closes it. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('imports', () => {
  it('form no cycle anywhere in server, shared, client, migrations, bench and scripts', () => {
    const graph = importGraph();
    const files = [...graph.keys()];
    for (const root of ROOTS)
      expect(
        files.some((file) => file.startsWith(`${root}/`)),
        root,
      ).toBe(true);
    expect(graph.size).toBeGreaterThan(200);
    expect([...graph.values()].flat().length).toBeGreaterThan(500); // the walker does find imports
    const cycles = findCycles(graph);
    expect(cycles.map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('the walker finds a cycle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(findCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
    expect(findCycles(without(graph, 'b.ts'))).toEqual([]);
  });

  it('reads type-only, re-exported, multi-line and dynamic imports as imports', () => {
    const source = [
      "import type { A } from './a.js';",
      "export type { B } from './b.js';",
      "import {\n  c,\n  type C,\n} from './c.js';",
      "export * from './d.js';",
      "const e = await import('./e.js');",
      "import { f } from 'fastify';",
    ].join('\n');
    expect(importedSpecifiers(source)).toEqual(['./a.js', './b.js', './c.js', './d.js', './e.js']);
  });
});
