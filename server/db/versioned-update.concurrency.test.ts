import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedureBody } from '../daily-schedule/daily-schedule.test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { postgresReachable } from '../test/scratch-postgres.js';
import { roundsContract } from '../../shared/contract/rounds.js';
import { operativeLogContract } from '../../shared/contract/operative-log.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { answered } from '../test/call-declared.js';

const onPostgres = await postgresReachable();
if (!onPostgres)
  console.warn('PostgreSQL is not reachable on loopback: concurrent versioned saves run on SQLite only.');
const databases = onPostgres ? (['postgres', 'sqlite'] as const) : (['sqlite'] as const);

const SAVERS = 10;

/** Ten saves sent at once, each from the same starting version with its own value. */
async function raceFrom(send: (index: number) => Promise<{ status: number; body: any }>) {
  const responses = await Promise.all(Array.from({ length: SAVERS }, (_, index) => send(index)));
  const winners = responses.filter((response) => response.status === 200);
  const refused = responses.filter((response) => response.status === 409);
  return { responses, winners, refused };
}

describe.each(databases)('ten concurrent saves from one version (%s)', (database) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ database });
    for (const username of ['physician', 'staff']) tokens[username] = await t.login(username);
  });
  afterAll(() => t?.close());

  it('a rounds entry: one save wins, nine answer 409 with the winner as current', async () => {
    const patient = {
      room: '7',
      first_name: 'Agnes',
      last_name: 'Race',
      age: '71 F',
      mrn: 'R-1',
      diagnosis: 'Dx',
      procedure: 'Px',
      notes: 'Diet: NPO',
      facility: 'PHH',
      so: 0,
      dc: 0,
    };
    const created = answered(await t.call(roundsContract.create, { body: patient }, tokens.physician), 201);
    const { winners, refused } = await raceFrom((index) =>
      t.call(
        roundsContract.update,
        {
          params: { id: created.id },
          body: {
            ...patient,
            notes: `Diet: saver ${index}`,
            version: created.version,
          },
        },
        tokens.physician,
      ),
    );
    expect(winners).toHaveLength(1);
    expect(refused).toHaveLength(SAVERS - 1);
    const stored = answered(await t.call(roundsContract.byName, { query: { name: 'Race' } }, tokens.physician))[0]!;
    expect(stored).toEqual(winners[0]!.body);
    expect(stored.version).toBe(created.version + 1);
    for (const response of refused)
      expect(response.body.current).toMatchObject({ id: created.id, version: stored.version, notes: stored.notes });
  });

  it('an operative-log entry: one save wins, nine answer 409 with the winner as current', async () => {
    const [surgeon, assistant] = [await t.userId('physician'), await t.userId('pnatarajan')];
    const entry = {
      first_name: 'Oscar',
      last_name: 'Race',
      mrn: 'R-2',
      surgeon,
      assistant,
      diagnosis: 'Dx',
      procedure: 'Px',
      facility: 'PHH',
    };
    const created = answered(await t.call(operativeLogContract.create, { body: entry }, tokens.physician), 201);
    const { winners, refused } = await raceFrom((index) =>
      t.call(
        operativeLogContract.update,
        { params: { id: created.id }, body: { ...entry, procedure: `Saver ${index}`, version: created.version } },
        tokens.physician,
      ),
    );
    expect(winners).toHaveLength(1);
    expect(refused).toHaveLength(SAVERS - 1);
    const stored = await t.db
      .selectFrom('operative_entries')
      .select(['procedure', 'version'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ procedure: winners[0]!.body.procedure, version: created.version + 1 });
    for (const response of refused)
      expect(response.body.current).toMatchObject({
        id: created.id,
        version: stored.version,
        procedure: stored.procedure,
      });
  });

  it('a schedule event: one save wins, nine answer 409 with the winner as current', async () => {
    const surgeon = await t.userId('physician');
    const created = answered(
      await t.call(
        dailyScheduleContract.create,
        { body: procedureBody(surgeon, { event_date: '2031-02-03' }) },
        tokens.staff,
      ),
      201,
    ).dailySchedule;
    const { winners, refused } = await raceFrom((index) =>
      t.call(
        dailyScheduleContract.update,
        {
          params: { id: created.id },
          body: procedureBody(surgeon, {
            event_date: '2031-02-03',
            event_note: `Saver ${index}`,
            version: created.version,
          }),
        },
        tokens.staff,
      ),
    );
    expect(winners).toHaveLength(1);
    expect(refused).toHaveLength(SAVERS - 1);
    const stored = answered(await t.call(dailyScheduleContract.get, { params: { id: created.id } }, tokens.staff));
    expect(JSON.stringify(stored)).toContain(winners[0]!.body.dailySchedule.event_note);
    const row = await t.db
      .selectFrom('schedule_events')
      .select(['event_note', 'version'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ event_note: winners[0]!.body.dailySchedule.event_note, version: created.version + 1 });
    for (const response of refused)
      expect(response.body.current).toMatchObject({ id: created.id, version: row.version, event_note: row.event_note });
    // One participant list, not the winner's plus a loser's (the surgeons are replaced in the same transaction).
    expect(
      await t.db
        .selectFrom('schedule_event_surgeons')
        .select('surgeon_id')
        .where('event_id', '=', created.id)
        .execute(),
    ).toEqual([{ surgeon_id: surgeon }]);
  });

  it('a stale version of a record that is gone answers 404, not 409', async () => {
    const response = await t.api(tokens.physician).put('/api/hospital-round/999999', {
      room: '7',
      first_name: 'A',
      last_name: 'B',
      age: '1',
      mrn: 'M',
      diagnosis: 'D',
      procedure: 'P',
      notes: 'Diet: x',
      facility: 'PHH',
      so: 0,
      dc: 0,
      version: 1,
    });
    expect(response.status).toBe(404);
  });
});
