import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyDay } from '../../shared/schemas/case-tracking.js';
import { START_TIMES } from '../../shared/schedule-times.js';
import { buildApp } from '../app.js';
import { practiceDays, registerBoard } from '../boards/boards.test-support.js';
import { migrateToLatest } from '../db/migrate.js';
import { createTestApp, testConfig, type TestApp } from '../test/harness.js';
import { DEMO_PASSWORD } from '../users/users.seed.js';
import { legacyCaseCodeOf } from './case-code.js';
import { addCaseAs } from './case-tracking.factories.test-support.js';
import { dayCaseProgress } from './case-tracking.live.js';
import { adoptLegacyCaseCodes } from './legacy-case-codes.js';
import { caseTrackingContract } from '../../shared/contract/case-tracking.js';
import { boardsContract } from '../../shared/contract/boards.js';
import { answered } from '../test/call-declared.js';

const CODE = /^[A-Z2-9]{3}-[A-Z2-9]{3}$/;

/** The migrations as files, so a test can go down to an earlier one (server/db/migrate.ts only goes up). */
class MigrationFiles implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const folder = fileURLToPath(new URL('../../migrations/', import.meta.url));
    const names = (await readdir(folder)).filter((file) => /^\d{4}_.*\.ts$/.test(file)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of names) migrations[file.slice(0, -3)] = (await import(`${folder}${file}`)) as Migration;
    return migrations;
  }
}

/** Sign-in and reads against an app built by the test (another node, another secret). */
async function readerOf(app: FastifyInstance, username: string) {
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: DEMO_PASSWORD } });
  const token = login.json<{ token: string }>().token;
  return async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json();
}

describe('the family code is stored with the case, whatever the JWT_SECRET', () => {
  let t: TestApp;
  let staff: string;
  let familyBoard: string;
  let slot = 40;
  const newCase = async () => {
    slot += 1;
    const { today } = practiceDays(t);
    return addCaseAs(t, staff, await t.userId('physician'), {
      event_date: today,
      start_time: START_TIMES[slot]!,
      end_time: START_TIMES[slot + 1]!,
    });
  };
  const cardCode = async (id: number) =>
    answered(await t.call(caseTrackingContract.progress, { params: { eventId: id } }, staff)).case_code as string;
  const familyDay = async (token: string) => (await t.call(boardsContract.familyDay, {}, token)).body as FamilyDay;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.login('staff');
    familyBoard = (await registerBoard(t, await t.login('admin'), 'Waiting room', 'family')).token;
  });
  afterAll(() => t.close());

  it('is issued when the case is first shown, stored once, and the same on the card, the family board and the day room', async () => {
    const id = await newCase();
    const onBoard = await familyDay(familyBoard);
    const stored = await t.db.selectFrom('case_codes').selectAll().where('event_id', '=', id).execute();
    expect(stored).toEqual([{ event_id: id, code: expect.stringMatching(CODE), issued_on: practiceDays(t).today }]);
    const code = stored[0]!.code;
    expect(onBoard.cases.map((one) => one.case_code)).toContain(code);
    expect(await cardCode(id)).toBe(code);

    const checkedIn = await t.call(
      caseTrackingContract.setMilestone,
      { params: { eventId: id }, body: { step: 'checked_in', version: 0 } },
      staff,
    );
    expect(answered(checkedIn).case_code).toBe(code);
    const row = await t.db
      .selectFrom('case_progress')
      .select('case_code')
      .where('event_id', '=', id)
      .executeTakeFirst();
    expect(row?.case_code).toBe(code);
    expect((await dayCaseProgress(t.db, practiceDays(t).today)).cases[String(id)]?.case_code).toBe(code);
  });

  it('many first readers at once store one code, which every one of them answers', async () => {
    const id = await newCase();
    const codes = await Promise.all(Array.from({ length: 8 }, () => cardCode(id)));
    expect(new Set(codes).size).toBe(1);
    expect(await t.db.selectFrom('case_codes').select('code').where('event_id', '=', id).execute()).toEqual([
      { code: codes[0] },
    ]);
  });

  it('a node with another JWT_SECRET (a rotation) shows every case with the code it had', async () => {
    const ids = [await newCase(), await newCase()];
    const before = await Promise.all(ids.map(cardCode));
    const boardBefore = await familyDay(familyBoard);
    const rotated = await buildApp({
      config: testConfig({
        databaseUrl: t.app.config.databaseUrl,
        jwtSecret: 'a-rotated-secret-of-at-least-thirty-two-chars',
      }),
      db: t.db,
      clock: t.clock,
    });
    try {
      const read = await readerOf(rotated, 'staff');
      const after = await Promise.all(ids.map(async (id) => (await read(`/api/case-tracking/${id}`)).case_code));
      expect(after).toEqual(before);
      const board = await rotated.inject({
        method: 'GET',
        url: '/api/board/family-day',
        headers: { authorization: `Bearer ${familyBoard}` },
      });
      expect(board.json<FamilyDay>().cases.map((one) => one.case_code)).toEqual(
        boardBefore.cases.map((one) => one.case_code),
      );
    } finally {
      await rotated.close();
    }
  });
});

describe('migration 0015 keeps the codes that were in use before it', () => {
  const OLD_SECRET = 'the-secret-the-practice-ran-with-before-0015';
  const TODAY = '2026-10-15';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ today: TODAY });
  });
  afterAll(() => t.close());

  it('stores, once, the codes derived then: a card printed before the upgrade still matches, under any later secret', async () => {
    const down = await new Migrator({ db: t.db, provider: new MigrationFiles() }).migrateTo('0014_call_requests');
    expect(down.error).toBeUndefined();
    // As the release before 0015 left things: a case's progress row held its derived code.
    const rows = await t.db.selectFrom('case_progress').select('event_id').execute();
    for (const { event_id } of rows) {
      await t.db
        .updateTable('case_progress')
        .set({ case_code: legacyCaseCodeOf(OLD_SECRET, event_id) })
        .where('event_id', '=', event_id)
        .execute();
    }
    const procedures = await t.db
      .selectFrom('schedule_events')
      .select(['id', 'is_archived'])
      .where('purpose', '=', 'Procedure')
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    expect(procedures.length).toBeGreaterThan(rows.length);

    await migrateToLatest(t.db);
    expect(await adoptLegacyCaseCodes(t.db, OLD_SECRET)).toBe(procedures.length - rows.length);
    expect(await adoptLegacyCaseCodes(t.db, 'a-later-secret-changes-nothing-stored-already')).toBe(0);
    expect(await t.db.selectFrom('case_code_legacy').selectAll().execute()).toEqual([]);

    const stored = await t.db.selectFrom('case_codes').select(['event_id', 'code']).execute();
    expect(new Map(stored.map((row) => [row.event_id, row.code]))).toEqual(
      new Map(procedures.map((event) => [event.id, legacyCaseCodeOf(OLD_SECRET, event.id)])),
    );
    // The app runs with the test's own secret, not OLD_SECRET: what it shows is what is stored.
    const staff = await t.login('staff');
    const shown = procedures.find((event) => event.is_archived === 0)!;
    expect(
      answered(await t.call(caseTrackingContract.progress, { params: { eventId: shown.id } }, staff)).case_code,
    ).toBe(legacyCaseCodeOf(OLD_SECRET, shown.id));

    // A case added after the upgrade gets a code of its own, not one derived from any secret.
    const added = await addCaseAs(t, staff, await t.userId('physician'), {
      event_date: TODAY,
      start_time: '05:00',
      end_time: '05:15',
    });
    const code = answered(await t.call(caseTrackingContract.progress, { params: { eventId: added } }, staff))
      .case_code as string;
    expect(code).toMatch(CODE);
    expect([legacyCaseCodeOf(OLD_SECRET, added), legacyCaseCodeOf(t.app.config.jwtSecret, added)]).not.toContain(code);
  });
});
