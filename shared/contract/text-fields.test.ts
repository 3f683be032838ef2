import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Endpoint } from './endpoint.js';

/**
 * Every field of every declared body, query and params that takes free text goes through the
 * one text rule (shared/schemas/common.ts `withoutControlCharacters`): found by what the field
 * accepts, not by how it is written, so a field added tomorrow is checked too.
 */
const contractFiles = readdirSync(new URL('.', import.meta.url)).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);
const endpoints: Endpoint[] = [];
for (const file of contractFiles) {
  const module = (await import(`./${file}`)) as Record<string, unknown>;
  for (const group of Object.values(module)) {
    if (group === null || typeof group !== 'object') continue;
    for (const item of Object.values(group)) {
      if (item && typeof item === 'object' && 'method' in item && 'path' in item && 'access' in item)
        endpoints.push(item as Endpoint);
    }
  }
}

type Schema = z.ZodType & { _zod: { def: Record<string, unknown> } };

/** The object shapes a schema accepts, through preprocess, refinements, unions and defaults. */
function shapesOf(schema: Schema, depth = 0): Record<string, Schema>[] {
  if (depth > 10) return [];
  const def = schema._zod.def;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      return [shape, ...Object.values(shape).flatMap((field) => shapesOf(field, depth + 1))];
    }
    case 'array':
      return shapesOf(def.element as Schema, depth + 1);
    case 'pipe':
      return [...shapesOf(def.in as Schema, depth + 1), ...shapesOf(def.out as Schema, depth + 1)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return shapesOf(def.innerType as Schema, depth + 1);
    case 'union':
      return (def.options as Schema[]).flatMap((option) => shapesOf(option, depth + 1));
    case 'intersection':
      return [...shapesOf(def.left as Schema, depth + 1), ...shapesOf(def.right as Schema, depth + 1)];
    default:
      return [];
  }
}

/** Passwords are never shown to anyone and may hold any character (they are NFKC-normalised). */
const ANY_CHARACTER = new Set(['password', 'password_confirmation', 'current_password']);
const HIDDEN = ['\u202e', '\u2066', '\u0085', '\u2028', '\u200b'];
const PLAIN = ['Plain text', 'plain', 'someone@example.org'];

const textFields = endpoints.flatMap((declared) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = declared[part] as Schema | undefined;
    if (!schema) return [];
    return shapesOf(schema).flatMap((shape) =>
      Object.entries(shape)
        .filter(([field]) => !ANY_CHARACTER.has(field))
        .flatMap(([field, fieldSchema]) => {
          // Text: a plain value goes in and comes out as text (a flag that takes any string does not).
          const plain = PLAIN.find((value) => typeof fieldSchema.safeParse(value).data === 'string');
          return plain === undefined
            ? []
            : [{ route: `${declared.method} ${declared.path} ${part}`, field, fieldSchema, plain }];
        }),
    );
  }),
);

describe('every declared free-text field refuses control, format and separator characters', () => {
  it('finds the text fields to check', () => {
    expect(endpoints.length).toBeGreaterThan(40);
    const names = new Set(textFields.map(({ field }) => field));
    for (const field of ['name', 'subject', 'message', 'notes', 'procedure', 'diagnosis', 'note', 'reason', 'username'])
      expect(names, field).toContain(field);
  });

  it('refuses each hidden character in each of them', () => {
    const accepted = textFields.flatMap(({ route, field, fieldSchema, plain }) =>
      HIDDEN.filter((hidden) => fieldSchema.safeParse(`${plain.slice(0, 3)}${hidden}${plain.slice(3)}`).success).map(
        (hidden) =>
          `${route}: ${field} accepts U+${hidden.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
      ),
    );
    expect(accepted).toEqual([]);
  });
});
