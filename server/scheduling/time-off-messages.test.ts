import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('staff');
});
afterAll(() => t.close());

describe('time-off validation speaks in the form’s labels', () => {
  it('an empty form: "Surgeon is required.", "Type is required." and the dates by their labels; nothing saved', async () => {
    const refused = await t.api(token).post('/api/add-vacation-data', {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({
      surgeon_id: ['Surgeon is required.'],
      vacation_type: ['Type is required.'],
      vacation_start_date: [expect.stringContaining('start date')],
      vacation_end_date: [expect.stringContaining('end date')],
    });
    expect(JSON.stringify(refused.body.errors)).not.toMatch(/surgeon id|vacation (type|start|end)/);
  });
});
