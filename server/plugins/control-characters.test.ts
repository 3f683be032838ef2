import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedureBody } from '../daily-schedule/test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let admin: string;
let surgeon: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  surgeon = await t.userId('physician');
});
afterAll(() => t.close());

const newUser = (overrides: Record<string, unknown>) => ({
  name: 'Dana Whit',
  initial: 'DW',
  email: `dw${Math.random().toString(36).slice(2)}@example.org`,
  username: `dw${Math.random().toString(36).slice(2, 8)}`,
  password: 'a-long-enough-passphrase-42',
  role: 4,
  ...overrides,
});

describe('text fields refuse control characters (422 under the field, nothing saved)', () => {
  it.each([
    ['a lone CR', 'Dana\rWhit'],
    ['a LF', 'Dana\nBEGIN:VEVENT'],
    ['a tab', 'Dana\tWhit'],
    ['an escape', 'Dana\u001b[2JWhit'],
    ['DEL', 'Dana\u007fWhit'],
  ])('a user name with %s', async (_, name) => {
    const before = (await t.db.selectFrom('users').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
    const response = await t.api(admin).post('/api/add-new-user', newUser({ name }));
    expect(response.status).toBe(422);
    expect(response.body.errors.name).toEqual(['The name field may not contain control characters or line breaks.']);
    const after = (await t.db.selectFrom('users').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
    expect(after).toBe(before);
  });

  it('a single-line event field refuses a line break; the multi-line procedure keeps its lines', async () => {
    const refused = await t
      .api(admin)
      .post(
        '/api/daily-schedule',
        procedureBody(surgeon, { event_note: 'Bring\rthe C-arm', patient_last_name: 'Mo\nss' }),
      );
    expect(refused.status).toBe(422);
    expect(refused.body.errors.event_note).toEqual([
      'The event note field may not contain control characters or line breaks.',
    ]);
    expect(refused.body.errors.patient_last_name).toEqual([
      'The patient last name field may not contain control characters or line breaks.',
    ]);

    const loneCr = await t
      .api(admin)
      .post('/api/daily-schedule', procedureBody(surgeon, { procedure: 'Step one\rStep two' }));
    expect(loneCr.status).toBe(422);
    expect(loneCr.body.errors.procedure).toEqual(['The procedure field may not contain control characters.']);

    const saved = await t
      .api(admin)
      .post('/api/daily-schedule', procedureBody(surgeon, { procedure: 'Step one\r\nStep two\n\tthen three' }));
    expect(saved.status).toBe(201);
    expect(saved.body.dailySchedule.procedure).toBe('Step one\r\nStep two\n\tthen three');
  });

  it('a message body keeps its lines; its subject is one line', async () => {
    const recipients = [String(surgeon)];
    const refused = await t.api(admin).post('/api/send-message', {
      subject: 'Hello\nthere',
      message: 'Body\u0007',
      recipients,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({
      subject: ['The subject field may not contain control characters or line breaks.'],
      message: ['The message field may not contain control characters.'],
    });
    const sent = await t.api(admin).post('/api/send-message', {
      subject: 'Hello',
      message: 'Line one\nLine two',
      recipients,
    });
    expect(sent.status).toBe(201);
  });

  it.each(['/api/hospital-round/search-by-name', '/api/oparative-log/search-by-name'])(
    'a search by name refuses them too (422 under name): %s',
    async (path) => {
      const response = await t.api(admin).get(`${path}?name=Hol%0Dloway`);
      expect(response.status).toBe(422);
      expect(response.body.errors.name).toEqual(['The name field may not contain control characters or line breaks.']);
    },
  );
});
