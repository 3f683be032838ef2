import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access, endpoint, type Endpoint } from '../../shared/contract/endpoint.js';
import { dateSchema, idParamsSchema } from '../../shared/schemas/common.js';
import { openApiDocument } from './openapi-document.js';

const record = z.object({ id: z.number(), date: dateSchema, note: z.string().nullable() });

/** Endpoints of every kind an area may declare, as the areas converted later will. */
const endpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: '/calendar-feed/:token',
    summary: 'A feed',
    access: access.feed,
    params: z.object({ token: z.string() }),
    response: z.string(),
    produces: 'text/calendar',
    refusals: ['not_found'],
  }),
  endpoint({
    method: 'GET',
    path: '/board/day',
    summary: 'A board’s day',
    access: access.board,
    query: z.object({ date: dateSchema.optional() }).and(z.object({ area: z.enum(['a', 'b']) })),
    response: z.array(record),
  }),
  endpoint({
    method: 'POST',
    path: '/things/:id',
    summary: 'Saves a thing',
    access: access.permission(['rounds.write', 'block-time.write']),
    params: idParamsSchema,
    body: z.object({ date: dateSchema, acknowledge_warnings: z.boolean().optional() }),
    response: record,
    refusals: ['validation', 'schedule_warning', 'conflict', 'rate_limited'],
    conflict: record,
  }),
  endpoint({
    method: 'DELETE',
    path: '/things/:id',
    summary: 'Removes a thing',
    access: access.session,
    params: idParamsSchema,
    response: z.undefined(),
    status: 204,
  }),
];
const routes = endpoints.flatMap((declared) => [
  { method: declared.method, url: `/api${declared.path}`, access: 'session' as const, endpoint: declared },
  { method: 'HEAD', url: `/api${declared.path}`, access: 'session' as const, endpoint: declared },
]);

describe('the OpenAPI document of any declaration', () => {
  const document = openApiDocument([...routes, { method: 'GET', url: '/api/undeclared', access: 'session' }]);

  it('validates as OpenAPI 3.1', async () => {
    // Pretty-printed: the validator takes a string without a line break for a file name.
    const result = await new Validator().validate(JSON.stringify(document, null, 2));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('lists each declared route once, without HEAD twins or undeclared routes', () => {
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/board/day',
      '/api/calendar-feed/{token}',
      '/api/things/{id}',
    ]);
    expect(Object.keys(document.paths['/api/things/{id}']!)).toEqual(['post', 'delete']);
  });

  it('writes parameters, non-JSON and empty answers, refusals and who may call', () => {
    const feed = document.paths['/api/calendar-feed/{token}']!.get!;
    expect(feed.responses['200']!.content).toEqual({ 'text/calendar': { schema: { type: 'string' } } });
    expect(feed['x-access']).toBe('feed');
    expect(feed.security).toEqual([]);
    const day = document.paths['/api/board/day']!.get!;
    expect(day.parameters?.map(({ name, required }) => [name, required])).toEqual([
      ['date', false],
      ['area', true],
    ]);
    expect(day.security).toEqual([{ board: [] }]);
    const save = document.paths['/api/things/{id}']!.post!;
    expect(save['x-access']).toEqual(['Administrator', 'CEO', 'Physician', 'Staff']);
    expect(save.responses['403']!.description).toContain('You do not have permission to do this.');
    expect(Object.keys(save.responses).sort()).toEqual(['200', '401', '403', '409', '422', '429']);
    expect(save.responses['422']!.content!['application/json']!.schema.oneOf).toHaveLength(2);
    expect(document.paths['/api/things/{id}']!.delete!.responses['204']).toEqual({ description: 'Done; no content.' });
  });

  it('states on every operation who may call it: `security: []` for the public ones and the feed', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) {
      expect(operation.security, operation.operationId).toBeInstanceOf(Array);
      expect(operation.security.length === 0, operation.operationId).toBe(
        ['public', 'feed'].includes(String(operation['x-access'])),
      );
    }
    expect(document.security).toEqual([{ session: [] }]);
  });

  it('shares a schema used twice (an answer and a 409’s current) as one component', () => {
    const save = document.paths['/api/things/{id}']!.post!;
    const answer = save.responses['200']!.content!['application/json']!.schema;
    expect(answer.$ref).toMatch(/^#\/components\/schemas\//);
    expect(save.responses['409']!.content!['application/json']!.schema.properties?.current).toEqual(answer);
  });
});
