import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedureBody } from '../daily-schedule/daily-schedule.test-support.js';
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

describe('text fields refuse control, format and separator characters (422 under the field, nothing saved)', () => {
  it.each([
    ['a lone CR', 'Dana\rWhit'],
    ['a LF', 'Dana\nBEGIN:VEVENT'],
    ['a tab', 'Dana\tWhit'],
    ['an escape', 'Dana\u001b[2JWhit'],
    ['DEL', 'Dana\u007fWhit'],
    ['a right-to-left override (U+202E)', 'Dana \u202etihW'],
    ['a right-to-left isolate (U+2067)', 'Dana \u2067Whit\u2069'],
    ['a C1 next line (U+0085)', 'Dana\u0085Whit'],
    ['a line separator (U+2028)', 'Dana\u2028Whit'],
    ['a zero-width space (U+200B)', 'Da\u200bna Whit'],
  ])('a user name with %s', async (_, name) => {
    const before = (await t.db.selectFrom('users').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
    const response = await t.api(admin).post('/api/add-new-user', newUser({ name }));
    expect(response.status).toBe(422);
    expect(response.body.errors.name).toEqual([
      'The name field may not contain control characters, invisible formatting characters or line breaks.',
    ]);
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
      'The event note field may not contain control characters, invisible formatting characters or line breaks.',
    ]);
    expect(refused.body.errors.patient_last_name).toEqual([
      'The patient last name field may not contain control characters, invisible formatting characters or line breaks.',
    ]);

    const loneCr = await t
      .api(admin)
      .post('/api/daily-schedule', procedureBody(surgeon, { procedure: 'Step one\rStep two' }));
    expect(loneCr.status).toBe(422);
    expect(loneCr.body.errors.procedure).toEqual([
      'The procedure field may not contain control characters or invisible formatting characters.',
    ]);

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
      subject: [
        'The subject field may not contain control characters, invisible formatting characters or line breaks.',
      ],
      message: ['The message field may not contain control characters or invisible formatting characters.'],
    });
    const sent = await t.api(admin).post('/api/send-message', {
      subject: 'Hello',
      message: 'Line one\nLine two',
      recipients,
    });
    expect(sent.status).toBe(201);
  });

  it('keeps a zero-width non-joiner inside a name, where Persian needs it', async () => {
    const response = await t.api(admin).post('/api/add-new-user', newUser({ name: 'نرگس\u200cزاده' }));
    expect(response.status).toBe(201);
    expect(response.body.user.name).toBe('نرگس\u200cزاده');
  });

  it('a round refuses a C1 control in its diagnosis and a bidi override in its procedure, and saves nothing', async () => {
    const physician = await t.login('physician');
    const response = await t.api(physician).post('/api/hospital-round', {
      room: '3',
      first_name: 'Ada',
      last_name: 'Bidi',
      age: '50 M',
      mrn: 'B-1',
      diagnosis: 'Appendicitis\u0085',
      procedure: 'Lap \u202eyppa',
      notes: 'Diet: NPO',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['diagnosis', 'procedure']);
    expect(await t.db.selectFrom('hospital_rounds').select('id').where('last_name', '=', 'Bidi').execute()).toEqual([]);
  });

  it('a message body refuses a paragraph separator, though it keeps line feeds', async () => {
    const response = await t
      .api(admin)
      .post('/api/send-message', { subject: 'Hello', message: 'One\u2029Two', recipients: [String(surgeon)] });
    expect(response.status).toBe(422);
    expect(response.body.errors.message).toEqual([
      'The message field may not contain control characters or invisible formatting characters.',
    ]);
  });

  it('a sign-in refuses a username with a bidi override (422 under username), so none reaches the audit log', async () => {
    const response = await t.api().post('/api/login', { username: 'admin\u202e', password: 'whatever-it-is' });
    expect(response.status).toBe(422);
    expect(response.body.errors.username).toEqual([
      'The username field may not contain control characters, invisible formatting characters or line breaks.',
    ]);
  });

  it.each(['/api/hospital-round/search-by-name', '/api/oparative-log/search-by-name'])(
    'a search by name refuses them too (422 under name): %s',
    async (path) => {
      const response = await t.api(admin).get(`${path}?name=Hol%0Dloway`);
      expect(response.status).toBe(422);
      expect(response.body.errors.name).toEqual([
        'The name field may not contain control characters, invisible formatting characters or line breaks.',
      ]);
    },
  );
});
