import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { buildRound, type RoundBody } from './rounds.factories.test-support.js';
import { roundsContract } from '../../shared/contract/rounds.js';
import { refused, answered } from '../test/call-declared.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const ROLES = ['admin', 'ceo', 'physician', 'staff'] as const;
const WRITERS = ['admin', 'physician'];
const ADD_REFUSED = 'Unauthorized access. You do not have permission to add entries.';
const EDIT_REFUSED = 'Unauthorized access. You do not have permission to edit entries.';

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ROLES) tokens[username] = await t.login(username);
});
afterAll(() => t.close());

const patient = (last_name: string, extra: Partial<RoundBody> = {}) =>
  buildRound({ room: '7', last_name, mrn: `MRN-${last_name}`, ...extra });

async function addPatient(last_name: string, extra: Partial<RoundBody> = {}) {
  const response = await t.call(roundsContract.create, { body: patient(last_name, extra) }, tokens.physician);
  expect(response.status).toBe(201);
  return answered(response, 201);
}

const activeNames = async () =>
  ((await t.call(roundsContract.active, {}, tokens.staff)).body as { last_name: string }[]).map((r) => r.last_name);
const archivedNames = async (date = t.clock.today()) =>
  ((await t.call(roundsContract.archivedOn, { query: { date } }, tokens.staff)).body as { last_name: string }[]).map(
    (r) => r.last_name,
  );

describe('who may call the rounds endpoints', () => {
  it.each([
    ['/api/hospital-round', (token?: string) => t.call(roundsContract.active, {}, token)],
    [
      '/api/hospital-round/search-by-name?name=mo',
      (token?: string) => t.call(roundsContract.byName, { query: { name: 'mo' } }, token),
    ],
    [
      '/api/hospital-round/search-by-date?date=2025-06-02',
      (token?: string) => t.call(roundsContract.archivedOn, { query: { date: '2025-06-02' } }, token),
    ],
  ] as const)('%s: 200 with a list for every role, 401 signed out', async (_route, call) => {
    for (const username of ROLES) {
      const response = await call(tokens[username]);
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body)).toBe(true);
    }
    expect((await call()).status).toBe(401);
  });

  it('lets the administrator and physicians add (201), refuses CEO and staff (403 banner text), 401 signed out', async () => {
    for (const username of ROLES) {
      const response = await t.call(roundsContract.create, { body: patient(`Role${username}`) }, tokens[username]);
      if (WRITERS.includes(username)) expect(response.status).toBe(201);
      else expect(response.body).toEqual({ message: ADD_REFUSED });
      if (!WRITERS.includes(username)) expect(response.status).toBe(403);
    }
    expect((await t.call(roundsContract.create, { body: patient('Anon') })).status).toBe(401);
    expect(await activeNames()).toEqual(expect.arrayContaining(['Roleadmin', 'Rolephysician']));
    expect(await activeNames()).not.toContain('Roleceo');
    expect(await activeNames()).not.toContain('Rolestaff');
  });

  it('lets only the administrator and physicians edit, archive and tick S/O or D/C', async () => {
    const round = await addPatient('Permissions');
    const params = { id: round.id };
    const calls = [
      {
        call: (token?: string) => t.call(roundsContract.update, { params, body: patient('Permissions') }, token),
        refused: EDIT_REFUSED,
      },
      {
        call: (token?: string) => t.call(roundsContract.setSoDc, { params, body: { so: 1, dc: 0 } }, token),
        refused: ADD_REFUSED,
      },
      {
        call: (token?: string) => t.call(roundsContract.setSoDcBack, { params, body: { so: 0 } }, token),
        refused: ADD_REFUSED,
      },
      {
        call: (token?: string) => t.call(roundsContract.archive, { params, body: { is_archived: true } }, token),
        refused: EDIT_REFUSED,
      },
    ];
    for (const { call, refused: refusal } of calls) {
      for (const username of ['ceo', 'staff']) {
        const response = await call(tokens[username]);
        expect(response.status).toBe(403);
        expect(refused(response).message).toBe(refusal);
      }
      expect((await call()).status).toBe(401);
      for (const username of WRITERS) expect((await call(tokens[username])).status).toBe(200);
    }
  });
});

describe('adding and editing rounds', () => {
  it('names every missing field with its spec name (422) and stores nothing', async () => {
    const stored = () => t.db.selectFrom('hospital_rounds').select('id').execute();
    const before = (await stored()).length;
    const response = await t.api(tokens.physician).post('/api/hospital-round', { notes: 'Diet: ' });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(
      ['age', 'diagnosis', 'first_name', 'last_name', 'mrn', 'notes', 'procedure', 'room'].sort(),
    );
    expect(response.body.errors.first_name).toEqual(['The first name field is required.']);
    expect((await stored()).length).toBe(before);
  });

  it("keeps the 'Diet: ' prefix on notes and defaults the facility to PHH", async () => {
    const round = await addPatient('Prefix', { notes: 'clear liquids', facility: '' });
    expect(round).toMatchObject({
      notes: 'Diet: clear liquids',
      facility: 'PHH',
      so: 0,
      dc: 0,
      is_archived: 0,
      version: 1,
    });
    const { facility: _f, ...withoutFacility } = patient('Prefix2', { notes: 'diet: soft' });
    const second = (await t.api(tokens.physician).post('/api/hospital-round', withoutFacility)).body;
    expect(second).toMatchObject({ notes: 'Diet: soft', facility: 'PHH' });
  });

  it('refuses S/O and D/C both ticked (422 on so and dc)', async () => {
    const response = await t.call(roundsContract.create, { body: patient('Both', { so: 1, dc: 1 }) }, tokens.physician);
    expect(response.status).toBe(422);
    expect(Object.keys(refused(response).errors!).sort()).toEqual(['dc', 'so']);
    const sodc = await t.call(
      roundsContract.setSoDc,
      { params: { id: (await addPatient('Both2')).id }, body: { so: true, dc: true } },
      tokens.physician,
    );
    expect(sodc.status).toBe(422);
  });

  it('edits the nine fields, bumps the version and ignores extra fields', async () => {
    const round = await addPatient('Edit');
    const response = await t.api(tokens.admin).put(`/api/hospital-round/${round.id}`, {
      ...patient('Edited', { room: '12', notes: 'Regular' }),
      so: 1,
      helper: 'ignored',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: round.id,
      last_name: 'Edited',
      room: '12',
      notes: 'Diet: Regular',
      so: 0,
      version: 2,
    });
  });

  it('names the empty fields of an edit (422)', async () => {
    const round = await addPatient('EditEmpty');
    const response = await t.call(
      roundsContract.update,
      { params: { id: round.id }, body: { ...patient('EditEmpty'), room: '', mrn: ' ', notes: 'Diet: ' } },
      tokens.admin,
    );
    expect(response.status).toBe(422);
    expect(Object.keys(refused(response).errors!).sort()).toEqual(['mrn', 'notes', 'room']);
  });

  it('answers 409 with the current record when the edit started from an older version', async () => {
    const round = await addPatient('Stale');
    await t.call(
      roundsContract.update,
      { params: { id: round.id }, body: { ...patient('Stale'), diagnosis: 'First save', version: 1 } },
      tokens.admin,
    );
    const response = await t.call(
      roundsContract.update,
      { params: { id: round.id }, body: { ...patient('Stale'), version: 1 } },
      tokens.physician,
    );
    expect(response.status).toBe(409);
    expect(refused(response).current).toMatchObject({ diagnosis: 'First save', version: 2 });
  });

  it('answers 404 for an entry that does not exist and 422 for a bad id', async () => {
    expect(
      (await t.call(roundsContract.update, { params: { id: '99999' }, body: patient('Nobody') }, tokens.admin)).status,
    ).toBe(404);
    expect(
      (await t.call(roundsContract.archive, { params: { id: '99999' }, body: { is_archived: true } }, tokens.admin))
        .status,
    ).toBe(404);
    expect(
      (await t.call(roundsContract.setSoDc, { params: { id: 'abc' }, body: { so: 1, dc: 0 } }, tokens.admin)).status,
    ).toBe(422);
  });
});

describe('archive, S/O and D/C', () => {
  it("archives instead of deleting: the entry leaves the main list, appears in today's archive and stays stored", async () => {
    const round = await addPatient('Archived');
    const response = await t.call(
      roundsContract.archive,
      { params: { id: round.id }, body: { is_archived: true } },
      tokens.physician,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ is_archived: 1, updated_on: t.clock.today() });
    expect(await activeNames()).not.toContain('Archived');
    expect(await archivedNames()).toContain('Archived');
    const row = await t.db.selectFrom('hospital_rounds').selectAll().where('id', '=', round.id).executeTakeFirst();
    expect(row).toMatchObject({ is_archived: 1, last_name: 'Archived' });
  });

  it('refuses an archive call whose body does not say is_archived true (422)', async () => {
    const round = await addPatient('NotArchived');
    const response = await t.call(
      roundsContract.archive,
      { params: { id: round.id }, body: { is_archived: false } },
      tokens.physician,
    );
    expect(response.status).toBe(422);
    expect(refused(response).errors).toHaveProperty('is_archived');
    expect(await activeNames()).toContain('NotArchived');
  });

  it('moves a discharged patient to the archive, and the archive toggle brings them back', async () => {
    const round = await addPatient('Discharged');
    const discharged = await t.call(
      roundsContract.setSoDc,
      { params: { id: round.id }, body: { so: false, dc: true } },
      tokens.physician,
    );
    expect(discharged.body).toMatchObject({ so: 0, dc: 1 });
    expect(await activeNames()).not.toContain('Discharged');
    expect(await archivedNames()).toContain('Discharged');

    const back = await t.call(
      roundsContract.setSoDcBack,
      { params: { id: round.id }, body: { dc: 0 } },
      tokens.physician,
    );
    expect(back.body).toMatchObject({ so: 0, dc: 0 });
    expect(await activeNames()).toContain('Discharged');
  });

  it('keeps S/O and D/C exclusive when the archive ticks the other one', async () => {
    const round = await addPatient('Exclusive');
    await t.call(roundsContract.setSoDc, { params: { id: round.id }, body: { so: 1, dc: 0 } }, tokens.physician);
    const response = await t.call(
      roundsContract.setSoDcBack,
      { params: { id: round.id }, body: { dc: 1 } },
      tokens.physician,
    );
    expect(response.body).toMatchObject({ so: 0, dc: 1 });
  });

  it('refuses a reversal that sends both flags or neither (422)', async () => {
    const round = await addPatient('Reversal');
    for (const body of [{}, { so: 1, dc: 0 }]) {
      const response = await t.call(
        roundsContract.setSoDcBack,
        { params: { id: round.id }, body: body },
        tokens.physician,
      );
      expect(response.status).toBe(422);
      expect(refused(response).errors).toHaveProperty('so');
    }
  });
});

describe('searching rounds', () => {
  it('lists only entries archived, signed off or discharged on that practice day', async () => {
    const yesterday = addDays(t.clock.today(), -1);
    const seeded = (await t.call(roundsContract.archivedOn, { query: { date: yesterday } }, tokens.staff))
      .body as any[];
    expect(seeded.length).toBeGreaterThan(0);
    for (const round of seeded) {
      expect(round.updated_on).toBe(yesterday);
      expect(round.is_archived + round.so + round.dc).toBeGreaterThan(0);
    }
  });

  it('accepts an unpadded date and names a bad one (422 date)', async () => {
    const today = t.clock.today();
    const [year, month, day] = today.split('-').map(Number);
    expect(
      (await t.call(roundsContract.archivedOn, { query: { date: `${year}-${month}-${day}` } }, tokens.staff)).status,
    ).toBe(200);
    const response = await t.call(roundsContract.archivedOn, { query: { date: '2025-02-30' } }, tokens.staff);
    expect(response.status).toBe(422);
    expect(Object.keys(refused(response).errors!)).toEqual(['date']);
  });

  it('finds entries by first or last name, active and archived alike, case-insensitive', async () => {
    const zebulon = await addPatient('Zebulon');
    await t.call(roundsContract.archive, { params: { id: zebulon.id }, body: { is_archived: true } }, tokens.physician);
    await addPatient('Zebulova');
    const filtered = (await t.call(roundsContract.byName, { query: { name: 'ZEBU' } }, tokens.staff)).body as any[];
    expect(filtered.map((round) => [round.last_name, round.is_archived])).toEqual([
      ['Zebulova', 0],
      ['Zebulon', 1],
    ]);
  });

  it('shows a realistic demo census: active patients and an archive for each of the last six days', async () => {
    expect((await activeNames()).length).toBeGreaterThanOrEqual(8);
    for (let back = 1; back <= 6; back += 1)
      expect((await archivedNames(addDays(t.clock.today(), -back))).length).toBeGreaterThan(0);
  });
});
