import { afterAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../test/api-routes.js';
import { createTestApp } from '../test/harness.js';

const t = await createTestApp();
afterAll(() => t.close());

describe('every API route is declared in shared/contract', () => {
  it('is registered through declareRoute (its HEAD twin aside)', () => {
    const undeclared = apiRoutes(t.app)
      .filter((route) => !route.endpoint)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });
});
