import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiContract } from '../../shared/contract/openapi.js';
import { roundsContract } from '../../shared/contract/rounds.js';
import { apiRoutes } from '../test/api-routes.js';
import { answered, callDeclared } from '../test/call-declared.js';
import { createTestApp } from '../test/harness.js';
import type { OpenApiDocument } from './openapi-types.js';

const t = await createTestApp();
afterAll(() => t.close());

/** The served document, read as JSON (its declared response checks only the envelope). */
async function servedDocument(): Promise<OpenApiDocument> {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/openapi.json', () => {
  it('is public and validates as OpenAPI 3.1', async () => {
    const answer = answered(await callDeclared(t.app, openApiContract.document, {}));
    expect(answer.openapi).toBe('3.1.0');
    const validator = new Validator();
    // Pretty-printed: the validator takes a string without a line break for a file name.
    const result = await validator.validate(JSON.stringify(await servedDocument(), null, 2));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every /api route with its method', async () => {
    const { paths } = await servedDocument();
    const listed = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = apiRoutes(t.app)
      .map((route) => `${route.method} ${route.url}`)
      .map((route) => route.replace(/:(\w+)/g, '{$1}'));
    expect(registered.length).toBeGreaterThan(70);
    expect(listed.sort()).toEqual(registered.sort());
  });

  it('writes each operation’s schemas, permission and refusals', async () => {
    const update = (await servedDocument()).paths['/api/hospital-round/{id}']?.put;
    expect(update).toMatchObject({
      summary: roundsContract.update.summary,
      'x-access': ['Administrator', 'Physician'],
      'x-permission': ['rounds.write'],
      security: [{ session: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      requestBody: { required: true },
    });
    expect(Object.keys(update!.responses).sort()).toEqual(['200', '401', '403', '404', '409', '422']);
    expect(update!.responses['403']!.content!['application/json']!.schema).toMatchObject({
      properties: { message: { const: 'Unauthorized access. You do not have permission to edit entries.' } },
    });
    expect(update!.responses['409']!.content!['application/json']!.schema).toMatchObject({
      properties: { current: { $ref: expect.stringMatching(/^#\/components\/schemas\//) } },
    });
    const byName = (await servedDocument()).paths['/api/hospital-round/search-by-name']?.get;
    expect(byName?.parameters?.map((parameter) => [parameter.name, parameter.in])).toEqual([
      ['name', 'query'],
      ['offset', 'query'],
    ]);
  });

  it('states on every operation who may call it; the public ones with `security: []`', async () => {
    const { paths } = await servedDocument();
    const operations = Object.values(paths).flatMap((methods) => Object.values(methods));
    const publicOnes = operations.filter((operation) => operation['x-access'] === 'public');
    expect(publicOnes.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining([expect.stringMatching(/login/i)]),
    );
    for (const operation of operations) {
      const open = ['public', 'feed'].includes(String(operation['x-access']));
      expect(operation.security, operation.operationId).toEqual(open ? [] : [expect.any(Object)]);
    }
  });

  it('refers to shared schemas that exist', async () => {
    const document = await servedDocument();
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(refs.length).toBeGreaterThan(0);
    for (const name of refs) expect(document.components.schemas, name).toHaveProperty(name);
  });
});

describe('GET /api/docs', () => {
  it('is a public page listing every operation, its text escaped', async () => {
    const answer = await callDeclared(t.app, openApiContract.reference, {});
    const page = answered(answer);
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(page).toContain('<h3><span class="method put">PUT</span> /api/hospital-round/{id}</h3>');
    expect(page).toContain(roundsContract.update.summary);
    expect(page).toContain('Administrator, Physician');
    expect(page).not.toMatch(/<script|https?:\/\/(?!json-schema\.org)/);
  });
});
