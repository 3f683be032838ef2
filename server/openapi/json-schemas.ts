import { z } from 'zod';

export type JsonSchema = z.core.JSONSchema.JSONSchema;

/** Whether a schema describes what a caller sends (`input`) or what the server answers (`output`). */
export type Io = 'input' | 'output';

const COMPONENTS = '#/components/schemas/';
const refTo = (name: string) => `${COMPONENTS}${name}`;

/**
 * zod's conversion, for OpenAPI 3.1 (JSON Schema 2020-12). Answers are documented as open objects:
 * z.object strips unknown keys when parsing, and the server may send fields a schema leaves out.
 */
function conversionOptions(io: Io) {
  return {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema }) => {
      if (io === 'output' && zodSchema._zod.def.type === 'object' && zodSchema._zod.def.catchall === undefined)
        delete jsonSchema.additionalProperties;
    },
  } as const;
}

/** One schema alone, inlined (a path's or a query's parameters). */
export function toJsonSchema(schema: z.ZodType, io: Io): JsonSchema {
  return withoutHeader(z.toJSONSchema(schema, conversionOptions(io)));
}

function withoutHeader(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/**
 * The document's bodies (`input`) or answers (`output`), filed as components and converted together,
 * so a schema used in several places (a record answered by several routes, a 409's `current`) is
 * written once. `inlineSingleUses` then puts back in place the components used only once.
 */
export class SchemaBook {
  private readonly names = new Map<z.ZodType, string>();

  constructor(private readonly io: Io) {}

  private use(schema: z.ZodType, suggestedName: string): string {
    let name = this.names.get(schema);
    if (!name) {
      const id = z.globalRegistry.get(schema)?.id;
      // The same record may be named as an answer and as a body: the body's copy is the input's.
      name = this.freeName(id ? `${id}${this.io === 'input' ? 'Input' : ''}` : suggestedName);
      this.names.set(schema, name);
    }
    return name;
  }

  private freeName(wanted: string): string {
    const taken = new Set(this.names.values());
    let name = wanted;
    for (let n = 2; taken.has(name); n++) name = `${wanted}${n}`;
    return name;
  }

  /** Every schema filed, converted together: a schema inside another filed one is a `$ref` to it. */
  components(): Record<string, JsonSchema> {
    const registry = z.registry<{ id: string }>();
    for (const [schema, id] of this.names) registry.add(schema, { id });
    const { schemas } = z.toJSONSchema(registry, { ...conversionOptions(this.io), uri: refTo });
    return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, withoutHeader(schema)]));
  }

  /** Files `schema` (named by its `.meta({ id })`, or `suggestedName`) and answers a `$ref` to it. */
  ref(schema: z.ZodType, suggestedName: string): JsonSchema {
    return { $ref: refTo(this.use(schema, suggestedName)) };
  }
}

/** The component a `{ $ref }` object points to, if it is one. */
function componentNamed(value: object): string | undefined {
  const ref: unknown = Reflect.get(value, '$ref');
  return Object.keys(value).length === 1 && typeof ref === 'string' && ref.startsWith(COMPONENTS)
    ? ref.slice(COMPONENTS.length)
    : undefined;
}

function countRefs(value: unknown, counts: Map<string, number>): void {
  if (!value || typeof value !== 'object') return;
  const name = componentNamed(value);
  if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  for (const inner of Object.values(value)) countRefs(inner, counts);
}

/**
 * Writes every component referred to only once in place of its `$ref` (in `document`, which is
 * changed) and drops it from `components.schemas`; the others stay shared.
 */
export function inlineSingleUses(document: { components: { schemas: Record<string, JsonSchema> } }): void {
  const counts = new Map<string, number>();
  countRefs(document, counts);
  const components = document.components.schemas;
  const inline = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      const name = inner && typeof inner === 'object' ? componentNamed(inner) : undefined;
      const component = name !== undefined && counts.get(name) === 1 ? components[name] : undefined;
      if (component) Reflect.set(value, key, component);
      inline(component ?? inner);
    }
  };
  inline(document);
  for (const [name, count] of counts) if (count === 1) delete components[name];
}
