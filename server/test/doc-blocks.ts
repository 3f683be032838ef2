import { readFileSync } from 'node:fs';

export interface DocBlock {
  /** The fence's language (sh, nginx, ini…). */
  language: string;
  /** The HTML comment right before the fence, if any (`run by …` or `not run here: …`). */
  marker?: string;
  text: string;
  line: number;
}

const FENCE = /^( *)```(\w*)\s*$/;

/** Every fenced block of a Markdown file, with the comment that precedes it (indentation removed). */
export function docBlocks(path: string): DocBlock[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  const blocks: DocBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = FENCE.exec(lines[index]!);
    if (!open) continue;
    const indent = open[1]!.length;
    const start = index;
    const body: string[] = [];
    for (index += 1; index < lines.length && !/^ *```\s*$/.test(lines[index]!); index += 1)
      body.push(lines[index]!.slice(indent));
    let previous = start - 1;
    while (previous >= 0 && lines[previous]!.trim() === '') previous -= 1;
    const marker = /^\s*<!--\s*(.*?)\s*-->\s*$/.exec(lines[previous] ?? '')?.[1];
    blocks.push({ language: open[2]!, marker, text: `${body.join('\n')}\n`, line: start + 1 });
  }
  return blocks;
}

/**
 * The block of `doc` marked `<!-- run by <test file>: <label> -->` (or `checked by`: the docs say which test runs
 * which block; server/docs-operations.test.ts checks that every shell block says something).
 */
export function docBlock(path: string, label: string): string {
  const found = docBlocks(path).filter(
    (block) => block.marker?.match(/^(?:run|checked) by \S+: (\S+)$/)?.[1] === label,
  );
  if (found.length === 0) throw new Error(`${path} has no block marked "run by …: ${label}"`);
  return found[0]!.text;
}

/** `text` with each key of `replacements` replaced by its value (the docs' example paths by a test's own). */
export function substituted(text: string, replacements: Record<string, string>): string {
  let result = text;
  for (const [from, to] of Object.entries(replacements)) {
    if (!result.includes(from)) throw new Error(`the block no longer contains ${from}:\n${text}`);
    result = result.split(from).join(to);
  }
  return result;
}
