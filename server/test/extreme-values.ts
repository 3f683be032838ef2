import { FIRST_DATE, FIRST_MONTH, LAST_DATE, LAST_MONTH } from '../../shared/dates.js';
import type { JsonSchema } from '../openapi/json-schemas.js';
import type { OpenApiDocument, Operation } from '../openapi/openapi-types.js';

/**
 * Extreme values for every field of a declared route, read from the OpenAPI document the server
 * builds from its declarations: a plausible request (the baseline) with one field at a time set to
 * an extreme, and every date (or month) field at once set to the same extreme year, the way a date
 * loop is attacked (`from=9999-12-31&to=9999-12-31`).
 */

/** Years outside 1900–2199, each where a day's step crosses a boundary of the written form. */
export const EXTREME_DATES = [
  '0000-01-01',
  '0001-01-01',
  '0099-12-31',
  '1899-12-31',
  '2200-01-01',
  '9999-12-31',
  '10000-01-01',
  '-0001-12-31',
];
export const EXTREME_MONTHS = [
  '0000-01',
  '0001-01',
  '0099-12',
  '1899-12',
  '2200-01',
  '9999-12',
  '10000-01',
  '-0001-12',
];
/** A range ending at the last day a year of four digits holds (the first attack of issue 30). */
const EXTREME_RANGE = ['9998-12-31', '9999-12-31'];
export const EXTREME_NUMBERS: unknown[] = [0, -1, 2 ** 31, 2 ** 53, 1e308, 'NaN', '1e999'];
export const EXTREME_STRINGS = ['x'.repeat(10_000), 'a\u202Eb\u2066c', 'a\u0085b\u2028c\u0007d'];
/** A date a loop chokes on, sent to every text field too, in case one holds an undeclared date. */
const DATE_IN_TEXT = '9999-12-31';
/** What the range probes send as the other roles allowed: the years past both ends, and the range up to 9999-12-31. */
const WORST_DATES = ['0000-01-01', '9999-12-31', '10000-01-01'];
const WORST_MONTHS = ['0000-01', '9999-12', '10000-01'];

/** A path parameter's id that names nothing: no probe changes a record it did not create. */
const ABSENT_ID = 987_654;
const BASE_DATE = '2030-06-03';
const BASE_MONTH = '2030-06';

type Part = 'path' | 'query' | 'body';
type LeafKind = 'date' | 'month' | 'number' | 'string' | 'any';
type Key = string | number;

/** One field of a request, where it sits, and what kind of value it declares. */
interface Leaf {
  part: Part;
  path: Key[];
  kind: LeafKind;
}

export interface RequestInput {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface Probe {
  /** What was sent, for a failure's message. */
  label: string;
  input: RequestInput;
  /** A date or month field holds a year outside 1900–2199: only 422 will do. */
  mustRefuse: boolean;
}

export interface SweptRoute {
  method: string;
  /** The document's path, `{name}` parameters included. */
  path: string;
  access: Operation['x-access'];
  hasBody: boolean;
  /** It may answer 429: it limits attempts, each one a password's slow work (sign-in, own password). */
  limitsAttempts: boolean;
  baseline: RequestInput;
  leaves: Leaf[];
}

const kindOf = (schema: JsonSchema): LeafKind | undefined => {
  if (schema.format === 'date') return 'date';
  if (schema.format === 'year-month') return 'month';
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'string') return 'string';
  return undefined;
};

/** A value the schema accepts, or as near as its JSON form tells; every field met is listed in `leaves`. */
function sample(schema: JsonSchema, document: OpenApiDocument, at: Omit<Leaf, 'kind'>, leaves: Leaf[]): unknown {
  if (typeof schema.$ref === 'string') {
    const named = document.components.schemas[schema.$ref.split('/').pop()!];
    return named ? sample(named, document, at, leaves) : null;
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const chosen = choices.find((choice) => typeof choice === 'object' && choice.type !== 'null');
    return typeof chosen === 'object' ? sample(chosen, document, at, leaves) : null;
  }
  if (schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [
        name,
        typeof property === 'object' ? sample(property, document, { ...at, path: [...at.path, name] }, leaves) : true,
      ]),
    );
  }
  if (schema.type === 'object') return {};
  if (schema.type === 'array') {
    const items = typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : {};
    return [sample(items, document, { ...at, path: [...at.path, 0] }, leaves)];
  }
  if (schema.type === 'boolean') return true;
  // A constant or a choice is probed as the kind it is written in; the baseline keeps its value.
  const fixed = schema.const !== undefined || schema.enum !== undefined;
  const kind = kindOf(schema) ?? (fixed ? undefined : 'any');
  if (kind) leaves.push({ ...at, kind });
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (kind === 'date') return BASE_DATE;
  if (kind === 'month') return BASE_MONTH;
  if (kind === 'number') {
    const low = typeof schema.minimum === 'number' ? schema.minimum : -Infinity;
    const high = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
    return at.part === 'path' ? ABSENT_ID : Math.min(Math.max(1, low), high);
  }
  if (kind === 'string') return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  return 1;
}

/** Every operation of the document, with a baseline request and the fields to probe. */
export function sweptRoutes(document: OpenApiDocument): SweptRoute[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const leaves: Leaf[] = [];
      const baseline: RequestInput = { path: {}, query: {}, body: undefined };
      for (const parameter of operation.parameters ?? []) {
        const value = sample(parameter.schema, document, { part: parameter.in, path: [parameter.name] }, leaves);
        baseline[parameter.in][parameter.name] = value;
      }
      const body = operation.requestBody?.content['application/json']?.schema;
      if (body) baseline.body = sample(body, document, { part: 'body', path: [] }, leaves);
      return {
        method: method.toUpperCase(),
        path,
        access: operation['x-access'],
        hasBody: !!body,
        limitsAttempts: '429' in operation.responses,
        baseline,
        leaves,
      };
    }),
  );
}

function withValues(baseline: RequestInput, changes: [Leaf, unknown][]): RequestInput {
  const input = structuredClone(baseline);
  for (const [leaf, value] of changes) {
    if (leaf.part === 'body' && leaf.path.length === 0) {
      input.body = value;
      continue;
    }
    let holder: unknown = leaf.part === 'body' ? input.body : input[leaf.part];
    for (const key of leaf.path.slice(0, -1)) holder = Reflect.get(holder as object, key);
    Reflect.set(holder as object, leaf.path.at(-1)!, value);
  }
  return input;
}

const show = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 12)}…(${text.length} characters)` : text;
};
const nameOf = (leaf: Leaf) => [leaf.part, ...leaf.path].join('.');
const isExtreme = (value: unknown) =>
  EXTREME_DATES.includes(value as string) || EXTREME_MONTHS.includes(value as string);

const VALUES: Record<LeafKind, unknown[]> = {
  date: [...EXTREME_DATES, FIRST_DATE, LAST_DATE],
  month: [...EXTREME_MONTHS, FIRST_MONTH, LAST_MONTH],
  number: EXTREME_NUMBERS,
  string: [...EXTREME_STRINGS, DATE_IN_TEXT],
  any: [EXTREME_STRINGS[0], 2 ** 53, { nested: [EXTREME_STRINGS[0]] }],
};

/** One field at a time at each extreme of its kind (sent once per route). */
export function fieldProbes(route: SweptRoute): Probe[] {
  return route.leaves.flatMap((leaf) =>
    VALUES[leaf.kind].map((value) => ({
      label: `${nameOf(leaf)} = ${show(value)}`,
      input: withValues(route.baseline, [[leaf, value]]),
      mustRefuse: (leaf.kind === 'date' || leaf.kind === 'month') && isExtreme(value),
    })),
  );
}

/**
 * Every date field at once, then every month field, at each extreme year (`worst`: the years
 * past both ends only); every text field at once at 9999-12-31; and the date fields as a range
 * up to 9999-12-31.
 */
export function rangeProbes(route: SweptRoute, { worst = false } = {}): Probe[] {
  const probes: Probe[] = [];
  for (const [kind, values] of [
    ['date', worst ? WORST_DATES : EXTREME_DATES],
    ['month', worst ? WORST_MONTHS : EXTREME_MONTHS],
  ] as const) {
    const leaves = route.leaves.filter((leaf) => leaf.kind === kind);
    // One field alone is what fieldProbes sends already (as the first caller; the others need it).
    if (leaves.length === 0 || (leaves.length === 1 && !worst)) continue;
    for (const value of values) {
      probes.push({
        label: `every ${kind} field = ${value}`,
        input: withValues(
          route.baseline,
          leaves.map((leaf) => [leaf, value]),
        ),
        mustRefuse: true,
      });
    }
  }
  // A date field that forgot to declare itself is a text field: every one of them at once holds the worst date.
  const texts = route.leaves.filter((leaf) => leaf.kind === 'string');
  if (texts.length > 0) {
    probes.push({
      label: `every text field = ${DATE_IN_TEXT}`,
      input: withValues(
        route.baseline,
        texts.map((leaf) => [leaf, DATE_IN_TEXT]),
      ),
      mustRefuse: false,
    });
  }
  const dates = route.leaves.filter((leaf) => leaf.kind === 'date');
  if (dates.length >= 2) {
    probes.push({
      label: `date fields from ${EXTREME_RANGE[0]} to ${EXTREME_RANGE[1]}`,
      input: withValues(
        route.baseline,
        dates.map((leaf, index) => [leaf, EXTREME_RANGE[Math.min(index, 1)]]),
      ),
      mustRefuse: true,
    });
  }
  return probes;
}
