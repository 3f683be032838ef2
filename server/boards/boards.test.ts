import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ROLE_USERNAMES, type TestApp } from '../test/harness.js';
import { procedureBody, physicianIds } from '../daily-schedule/daily-schedule.test-support.js';
import { hashBoardToken } from './board-token.js';
import { practiceDays, registerBoard } from './boards.test-support.js';
import { boardsContract } from '../../shared/contract/boards.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { answered, refused } from '../test/call-declared.js';
import { messagesContract } from '../../shared/contract/messages.js';
import { usersContract } from '../../shared/contract/users.js';

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginEach();
});
afterAll(() => t.close());

describe('registering boards', () => {
  it('an administrator registers a board: 201 with a secret url, and only the hash is stored', async () => {
    const answer = await t.call(boardsContract.create, { body: { name: 'OR 1 corridor' } }, tokens.admin);
    expect(answer.status).toBe(201);
    const body = answered(answer, 201);
    expect(body.board).toMatchObject({
      id: expect.any(Number),
      name: 'OR 1 corridor',
      url: expect.stringMatching(/^\/board\/[A-Za-z0-9_-]{43}$/),
    });
    const token = body.board.url.split('/').pop()!;
    const row = await t.db.selectFrom('boards').selectAll().where('id', '=', body.board.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashBoardToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it.each(ROLE_USERNAMES.filter((name) => name !== 'admin'))(
    '%s may not register, list, change or turn off boards (403)',
    async (username) => {
      const board = await registerBoard(t, tokens.admin!);
      expect((await t.call(boardsContract.create, { body: { name: 'Mine' } }, tokens[username])).status).toBe(403);
      expect((await t.call(boardsContract.list, {}, tokens[username])).status).toBe(403);
      expect(
        (await t.call(boardsContract.update, { params: { id: board.id }, body: { allow_names: 1 } }, tokens[username]))
          .status,
      ).toBe(403);
      expect((await t.call(boardsContract.turnOff, { params: { id: board.id } }, tokens[username])).status).toBe(403);
      const row = await t.db.selectFrom('boards').selectAll().where('id', '=', board.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ allow_names: 0, is_active: 1 });
    },
  );

  it('signed out, every board administration route answers 401', async () => {
    for (const response of [
      await t.call(boardsContract.list, {}),
      await t.call(boardsContract.create, { body: { name: 'x' } }),
      await t.call(boardsContract.update, { params: { id: '1' }, body: {} }),
      await t.call(boardsContract.turnOff, { params: { id: '1' } }),
    ]) {
      expect(response.status).toBe(401);
    }
  });

  it('a bad name answers 422 under name and registers nothing', async () => {
    const before = answered(await t.call(boardsContract.list, {}, tokens.admin)).boards.length;
    for (const name of ['', '   ', 'x'.repeat(101), 42]) {
      const { status, body } = await t.api(tokens.admin).post('/api/boards', { name });
      expect(status).toBe(422);
      expect(body.errors.name).toBeDefined();
    }
    expect(answered(await t.call(boardsContract.list, {}, tokens.admin)).boards.length).toBe(before);
  });

  it('the list has the settings, last seen and online state, and never the token or its hash', async () => {
    const board = await registerBoard(t, tokens.admin!, 'Front desk');
    const answer = await t.call(boardsContract.list, {}, tokens.admin);
    expect(answer.status).toBe(200);
    const body = answered(answer);
    const listed = body.boards.find((item: { id: number }) => item.id === board.id);
    expect(listed).toEqual({
      id: board.id,
      name: 'Front desk',
      kind: 'wall',
      allow_names: 0,
      window_start: '06:00',
      window_end: '19:00',
      rotation_seconds: 0,
      created_at: expect.any(String),
      create_by: await t.userId('admin'),
      last_seen_at: null,
      is_active: 1,
      online: false,
    });
    expect(answer.text).not.toContain(board.token);
    expect(answer.text).not.toContain(hashBoardToken(board.token));
  });
});

describe('board settings', () => {
  it('an administrator changes names, window and rotation', async () => {
    const board = await registerBoard(t, tokens.admin!);
    const answer = await t.call(
      boardsContract.update,
      {
        params: { id: board.id },
        body: {
          allow_names: true,
          window_start: '07:00',
          window_end: '18:30',
          rotation_seconds: 20,
          name: 'OR internal',
        },
      },
      tokens.admin,
    );
    expect(answer.status).toBe(200);
    const body = answered(answer);
    expect(body.board).toMatchObject({
      allow_names: 1,
      window_start: '07:00',
      window_end: '18:30',
      rotation_seconds: 20,
      name: 'OR internal',
    });
  });

  it.each([
    [{ window_start: '04:00' }, 'window_start'],
    [{ window_end: '19:10' }, 'window_end'],
    [{ window_start: '08:00', window_end: '09:00' }, 'window_end'],
    [{ window_start: '18:00' }, 'window_start'],
    [{ rotation_seconds: 5 }, 'rotation_seconds'],
    [{ rotation_seconds: 'often' }, 'rotation_seconds'],
    [{ allow_names: 'maybe' }, 'allow_names'],
    [{ name: '' }, 'name'],
  ])('%j answers 422 under %s and changes nothing', async (body, field) => {
    const board = await registerBoard(t, tokens.admin!);
    const response = await t.call(boardsContract.update, { params: { id: board.id }, body: body }, tokens.admin);
    expect(response.status).toBe(422);
    expect(Object.keys(refused(response).errors!)).toContain(field);
    const row = await t.db.selectFrom('boards').selectAll().where('id', '=', board.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      window_start: '06:00',
      window_end: '19:00',
      rotation_seconds: 0,
      allow_names: 0,
      version: 1,
    });
  });

  it('an unknown or turned-off board answers 404 to a change and to turning off', async () => {
    const board = await registerBoard(t, tokens.admin!);
    expect((await t.call(boardsContract.turnOff, { params: { id: board.id } }, tokens.admin)).status).toBe(200);
    for (const id of [board.id, 999_999]) {
      expect(
        (await t.call(boardsContract.update, { params: { id }, body: { allow_names: 1 } }, tokens.admin)).status,
      ).toBe(404);
      expect((await t.call(boardsContract.turnOff, { params: { id } }, tokens.admin)).status).toBe(404);
    }
  });
});

describe("a board's credential", () => {
  it('reads its settings with the practice today and zone, and its day; last_seen_at is set', async () => {
    const board = await registerBoard(t, tokens.admin!);
    const days = practiceDays(t);
    const boot = await t.call(boardsContract.bootstrap, {}, board.token);
    expect(boot.status).toBe(200);
    expect(boot.body).toMatchObject({
      today: days.today,
      tomorrow: days.tomorrow,
      timeZone: t.app.config.timeZone,
      board: { id: board.id, allow_names: 0 },
    });
    const day = await t.call(boardsContract.day, { query: { date: days.today } }, board.token);
    expect(day.status).toBe(200);
    expect(Object.keys(day.body).sort()).toEqual([
      'block-time',
      'call-calendar',
      'case-tracking',
      'daily-schedule',
      'date',
    ]);
    const row = await t.db
      .selectFrom('boards')
      .select('last_seen_at')
      .where('id', '=', board.id)
      .executeTakeFirstOrThrow();
    expect(row.last_seen_at).not.toBeNull();
  });

  it('reads no day far from today (403), and a bad date is 422', async () => {
    const board = await registerBoard(t, tokens.admin!);
    expect((await t.call(boardsContract.day, { query: { date: '2031-01-01' } }, board.token)).status).toBe(403);
    expect((await t.call(boardsContract.day, { query: { date: 'soon' } }, board.token)).status).toBe(422);
  });

  it('the board day carries no patient name, MRN or case number; with names allowed it does', async () => {
    const board = await registerBoard(t, tokens.admin!);
    const [surgeon] = await physicianIds(t);
    const today = practiceDays(t).today;
    const patient = {
      patient_first_name: 'Philippa',
      patient_last_name: 'Wolstenholme',
      patient_mrn: 'MRN-660412',
      case_number: 'CASE-88',
    };
    expect(
      (
        await t.call(
          dailyScheduleContract.create,
          {
            body: procedureBody(surgeon!, {
              event_date: today,
              start_time: '22:00',
              end_time: '23:00',
              procedure: 'Open hernia repair',
              ...patient,
            }),
          },
          tokens.staff,
        )
      ).status,
    ).toBe(201);
    const masked = JSON.stringify((await t.call(boardsContract.day, { query: { date: today } }, board.token)).body);
    expect(masked).toContain('Open hernia repair');
    expect(masked).toContain('"patient_initials":"PW"');
    for (const secret of Object.values(patient)) expect(masked).not.toContain(secret);
    await t.call(boardsContract.update, { params: { id: board.id }, body: { allow_names: 1 } }, tokens.admin);
    const named = JSON.stringify((await t.call(boardsContract.day, { query: { date: today } }, board.token)).body);
    expect(named).toContain('Wolstenholme');
  });

  it('is refused (401) on a write, on messages, on users and on the people day endpoints, and nothing is written', async () => {
    const board = await registerBoard(t, tokens.admin!);
    const [surgeon] = await physicianIds(t);
    const count = async () =>
      (
        await t.db
          .selectFrom('schedule_events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const refused = [
      await t.call(
        dailyScheduleContract.create,
        { body: procedureBody(surgeon!, { event_date: practiceDays(t).today }) },
        board.token,
      ),
      await t.call(messagesContract.list, {}, board.token),
      await t.call(messagesContract.send, { body: { subject: 'hi', message: 'x', recipients: [1] } }, board.token),
      await t.call(usersContract.list, {}, board.token),
      await t.call(usersContract.allActive, {}, board.token),
      await t.call(dailyScheduleContract.day, { query: { event_date: practiceDays(t).today } }, board.token),
      await t.call(boardsContract.list, {}, board.token),
      await t.call(boardsContract.create, { body: { name: 'x' } }, board.token),
    ];
    for (const response of refused) expect(response.status).toBe(401);
    expect(await count()).toEqual(before);
  });

  it("a person's token is refused on the board routes (401)", async () => {
    expect((await t.call(boardsContract.bootstrap, {}, tokens.admin)).status).toBe(401);
    expect((await t.call(boardsContract.day, { query: { date: practiceDays(t).today } }, tokens.staff)).status).toBe(
      401,
    );
  });

  it('stops at once when the board is turned off', async () => {
    const board = await registerBoard(t, tokens.admin!);
    expect((await t.call(boardsContract.bootstrap, {}, board.token)).status).toBe(200);
    const off = await t.call(boardsContract.turnOff, { params: { id: board.id } }, tokens.admin);
    expect(off).toMatchObject({ status: 200, body: { board: { id: board.id, is_active: 0, online: false } } });
    expect((await t.call(boardsContract.bootstrap, {}, board.token)).status).toBe(401);
    expect(
      answered(await t.call(boardsContract.list, {}, tokens.admin)).boards.map((item: { id: number }) => item.id),
    ).not.toContain(board.id);
  });

  it('has no idle limit: a board unseen for longer than the people idle limit still reads', async () => {
    const board = await registerBoard(t, tokens.admin!);
    const longAgo = new Date(Date.now() - t.app.config.sessionIdleMs * 3).toISOString();
    await t.db.updateTable('boards').set({ last_seen_at: longAgo }).where('id', '=', board.id).execute();
    expect((await t.call(boardsContract.bootstrap, {}, board.token)).status).toBe(200);
  });
});
