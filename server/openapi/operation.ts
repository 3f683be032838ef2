import type { Access, Endpoint } from '../../shared/contract/endpoint.js';
import { refusalMessage, rolesAllowed } from './access-notes.js';
import { type JsonSchema, type SchemaBook, toJsonSchema } from './json-schemas.js';
import type { MediaType, Operation, Parameter, ResponseObject } from './openapi-types.js';
import { areaOf, operationId } from './operation-names.js';
import { errorBodySchema, scheduleWarningSchema, validationErrorSchema } from './refusal-bodies.js';

export interface Books {
  input: SchemaBook;
  output: SchemaBook;
}

const json = (schema: JsonSchema): Record<string, MediaType> => ({ 'application/json': { schema } });
const capitalized = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The object schema's properties, `allOf` parts merged (a body or query declared as `a.and(b)`). */
function propertiesOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: Set<string> } {
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    properties[name] = typeof property === 'boolean' ? {} : property;
  for (const part of schema.allOf ?? []) {
    const inner = propertiesOf(part);
    Object.assign(properties, inner.properties);
    for (const name of inner.required) required.add(name);
  }
  return { properties, required };
}

function parametersOf(url: string, endpoint: Endpoint): Parameter[] {
  const declared = endpoint.params ? propertiesOf(toJsonSchema(endpoint.params, 'input')).properties : {};
  const inPath = [...url.matchAll(/:([A-Za-z_]\w*)/g)].map(([, name]) => name!);
  const path: Parameter[] = inPath.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: declared[name] ?? { type: 'string' },
  }));
  if (!endpoint.query) return path;
  const query = propertiesOf(toJsonSchema(endpoint.query, 'input'));
  return [
    ...path,
    ...Object.entries(query.properties).map(([name, schema]): Parameter => ({
      name,
      in: 'query',
      required: query.required.has(name),
      schema,
    })),
  ];
}

function successOf(endpoint: Endpoint, name: string, books: Books): [string, ResponseObject] {
  const status = String(endpoint.status ?? 200);
  if (endpoint.status === 204) return [status, { description: 'Done; no content.' }];
  if (endpoint.produces)
    return [status, { description: 'Done.', content: { [endpoint.produces]: { schema: { type: 'string' } } } }];
  const schema = books.output.ref(endpoint.response, `${name}Response`);
  return [status, { description: 'Done.', content: json(schema) }];
}

function refusalsOf(endpoint: Endpoint, name: string, books: Books): Record<string, ResponseObject> {
  const refusals = new Set(endpoint.refusals ?? []);
  const error = (description: string): ResponseObject => ({
    description,
    content: json(books.output.ref(errorBodySchema, 'ErrorBody')),
  });
  const responses: Record<string, ResponseObject> = {};
  if (endpoint.access.kind !== 'public') responses['401'] = error('No valid credential (or the session has ended).');
  const refused = refusalMessage(endpoint.access);
  if (refused)
    responses['403'] = {
      description: `The caller’s role lacks the permission: “${refused}”`,
      content: json({ type: 'object', properties: { message: { const: refused } }, required: ['message'] }),
    };
  if (refusals.has('not_found')) responses['404'] = error('No such record.');
  if (refusals.has('conflict')) {
    const current = endpoint.conflict ? books.output.ref(endpoint.conflict, `${name}Current`) : {};
    responses['409'] = {
      description: 'Saved by someone else first: `current` is what is saved now.',
      content: json({
        type: 'object',
        properties: { message: { type: 'string' }, current },
        required: ['message', 'current'],
      }),
    };
  }
  const unprocessable = [
    ...(refusals.has('validation') ? [books.output.ref(validationErrorSchema, 'ValidationError')] : []),
    ...(refusals.has('schedule_warning') ? [books.output.ref(scheduleWarningSchema, 'ScheduleWarning')] : []),
  ];
  if (unprocessable.length > 0)
    responses['422'] = {
      description: refusals.has('schedule_warning')
        ? 'Bad input, or scheduling warnings to acknowledge.'
        : 'Bad input.',
      content: json(unprocessable.length === 1 ? unprocessable[0]! : { oneOf: unprocessable }),
    };
  if (refusals.has('rate_limited')) responses['429'] = error('Too many attempts; see `Retry-After`.');
  return responses;
}

/**
 * The credentials an operation takes, stated on every operation: `[]` for the public ones and the
 * calendar feed (its secret is in the path, which OpenAPI cannot name as a scheme), so that no
 * tool falls back on the document's default (a session).
 */
function securityOf(access: Access): Record<string, string[]>[] {
  if (access.kind === 'session' || access.kind === 'permission') return [{ session: [] }];
  if (access.kind === 'board') return [{ board: [] }];
  return [];
}

/** One route's operation: parameters, body, answers and refusals, who may call it. */
export function operationOf(method: string, url: string, endpoint: Endpoint, books: Books): Operation {
  const id = operationId(method, url);
  const name = capitalized(id);
  const { access } = endpoint;
  const parameters = parametersOf(url, endpoint);
  const [status, success] = successOf(endpoint, name, books);
  return {
    operationId: id,
    summary: endpoint.summary,
    tags: [areaOf(url)],
    'x-access': access.kind === 'permission' ? rolesAllowed(access) : access.kind,
    ...(access.kind === 'permission' ? { 'x-permission': [...access.anyOf] } : {}),
    security: securityOf(access),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: json(books.input.ref(endpoint.body, `${name}Body`)),
          },
        }
      : {}),
    responses: { [status]: success, ...refusalsOf(endpoint, name, books) },
  };
}
