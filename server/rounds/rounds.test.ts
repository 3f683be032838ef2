import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { buildRound, type RoundBody } from './rounds.factories.test-support.js';

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
  const response = await t.api(tokens.physician).post('/api/hospital-round', patient(last_name, extra));
  expect(response.status).toBe(201);
  return response.body;
}

const activeNames = async () =>
  ((await t.api(tokens.staff).get('/api/hospital-round')).body as { last_name: string }[]).map((r) => r.last_name);
const archivedNames = async (date = t.clock.today()) =>
  (
    (await t.api(tokens.staff).get(`/api/hospital-round/search-by-date?date=${date}`)).body as { last_name: string }[]
  ).map((r) => r.last_name);

describe('who may call the rounds endpoints', () => {
  it.each([
    '/api/hospital-round',
    '/api/hospital-round/search-by-name?name=mo',
    `/api/hospital-round/search-by-date?date=2025-06-02`,
  ])('%s: 200 with a list for every role, 401 signed out', async (path) => {
    for (const username of ROLES) {
      const response = await t.api(tokens[username]).get(path);
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body)).toBe(true);
    }
    expect((await t.api().get(path)).status).toBe(401);
  });

  it('lets the administrator and physicians add (201), refuses CEO and staff (403 banner text), 401 signed out', async () => {
    for (const username of ROLES) {
      const response = await t.api(tokens[username]).post('/api/hospital-round', patient(`Role${username}`));
      if (WRITERS.includes(username)) expect(response.status).toBe(201);
      else expect(response.body).toEqual({ message: ADD_REFUSED });
      if (!WRITERS.includes(username)) expect(response.status).toBe(403);
    }
    expect((await t.api().post('/api/hospital-round', patient('Anon'))).status).toBe(401);
    expect(await activeNames()).toEqual(expect.arrayContaining(['Roleadmin', 'Rolephysician']));
    expect(await activeNames()).not.toContain('Roleceo');
    expect(await activeNames()).not.toContain('Rolestaff');
  });

  it('lets only the administrator and physicians edit, archive and tick S/O or D/C', async () => {
    const round = await addPatient('Permissions');
    const calls = [
      { method: 'put', path: `/api/hospital-round/${round.id}`, body: patient('Permissions'), refused: EDIT_REFUSED },
      { method: 'put', path: `/api/hospital-sodc/${round.id}`, body: { so: 1, dc: 0 }, refused: ADD_REFUSED },
      { method: 'put', path: `/api/hospital-sodcback/${round.id}`, body: { so: 0 }, refused: ADD_REFUSED },
      { method: 'patch', path: `/api/hospital-round/${round.id}`, body: { is_archived: true }, refused: EDIT_REFUSED },
    ] as const;
    for (const call of calls) {
      for (const username of ['ceo', 'staff']) {
        const response = await t.api(tokens[username])[call.method](call.path, call.body);
        expect(response.status).toBe(403);
        expect(response.body.message).toBe(call.refused);
      }
      expect((await t.api()[call.method](call.path, call.body)).status).toBe(401);
      for (const username of WRITERS)
        expect((await t.api(tokens[username])[call.method](call.path, call.body)).status).toBe(200);
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
    const response = await t.api(tokens.physician).post('/api/hospital-round', patient('Both', { so: 1, dc: 1 }));
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['dc', 'so']);
    const sodc = await t
      .api(tokens.physician)
      .put(`/api/hospital-sodc/${(await addPatient('Both2')).id}`, { so: true, dc: true });
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
    const response = await t
      .api(tokens.admin)
      .put(`/api/hospital-round/${round.id}`, { ...patient('EditEmpty'), room: '', mrn: ' ', notes: 'Diet: ' });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['mrn', 'notes', 'room']);
  });

  it('answers 409 with the current record when the edit started from an older version', async () => {
    const round = await addPatient('Stale');
    await t
      .api(tokens.admin)
      .put(`/api/hospital-round/${round.id}`, { ...patient('Stale'), diagnosis: 'First save', version: 1 });
    const response = await t
      .api(tokens.physician)
      .put(`/api/hospital-round/${round.id}`, { ...patient('Stale'), version: 1 });
    expect(response.status).toBe(409);
    expect(response.body.current).toMatchObject({ diagnosis: 'First save', version: 2 });
  });

  it('answers 404 for an entry that does not exist and 422 for a bad id', async () => {
    expect((await t.api(tokens.admin).put('/api/hospital-round/99999', patient('Nobody'))).status).toBe(404);
    expect((await t.api(tokens.admin).patch('/api/hospital-round/99999', { is_archived: true })).status).toBe(404);
    expect((await t.api(tokens.admin).put('/api/hospital-sodc/abc', { so: 1, dc: 0 })).status).toBe(422);
  });
});

describe('archive, S/O and D/C', () => {
  it("archives instead of deleting: the entry leaves the main list, appears in today's archive and stays stored", async () => {
    const round = await addPatient('Archived');
    const response = await t.api(tokens.physician).patch(`/api/hospital-round/${round.id}`, { is_archived: true });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ is_archived: 1, updated_on: t.clock.today() });
    expect(await activeNames()).not.toContain('Archived');
    expect(await archivedNames()).toContain('Archived');
    const row = await t.db.selectFrom('hospital_rounds').selectAll().where('id', '=', round.id).executeTakeFirst();
    expect(row).toMatchObject({ is_archived: 1, last_name: 'Archived' });
  });

  it('refuses an archive call whose body does not say is_archived true (422)', async () => {
    const round = await addPatient('NotArchived');
    const response = await t.api(tokens.physician).patch(`/api/hospital-round/${round.id}`, { is_archived: false });
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveProperty('is_archived');
    expect(await activeNames()).toContain('NotArchived');
  });

  it('moves a discharged patient to the archive, and the archive toggle brings them back', async () => {
    const round = await addPatient('Discharged');
    const discharged = await t.api(tokens.physician).put(`/api/hospital-sodc/${round.id}`, { so: false, dc: true });
    expect(discharged.body).toMatchObject({ so: 0, dc: 1 });
    expect(await activeNames()).not.toContain('Discharged');
    expect(await archivedNames()).toContain('Discharged');

    const back = await t.api(tokens.physician).put(`/api/hospital-sodcback/${round.id}`, { dc: 0 });
    expect(back.body).toMatchObject({ so: 0, dc: 0 });
    expect(await activeNames()).toContain('Discharged');
  });

  it('keeps S/O and D/C exclusive when the archive ticks the other one', async () => {
    const round = await addPatient('Exclusive');
    await t.api(tokens.physician).put(`/api/hospital-sodc/${round.id}`, { so: 1, dc: 0 });
    const response = await t.api(tokens.physician).put(`/api/hospital-sodcback/${round.id}`, { dc: 1 });
    expect(response.body).toMatchObject({ so: 0, dc: 1 });
  });

  it('refuses a reversal that sends both flags or neither (422)', async () => {
    const round = await addPatient('Reversal');
    for (const body of [{}, { so: 1, dc: 0 }]) {
      const response = await t.api(tokens.physician).put(`/api/hospital-sodcback/${round.id}`, body);
      expect(response.status).toBe(422);
      expect(response.body.errors).toHaveProperty('so');
    }
  });
});

describe('searching rounds', () => {
  it('lists only entries archived, signed off or discharged on that practice day', async () => {
    const yesterday = addDays(t.clock.today(), -1);
    const seeded = (await t.api(tokens.staff).get(`/api/hospital-round/search-by-date?date=${yesterday}`))
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
      (await t.api(tokens.staff).get(`/api/hospital-round/search-by-date?date=${year}-${month}-${day}`)).status,
    ).toBe(200);
    const response = await t.api(tokens.staff).get('/api/hospital-round/search-by-date?date=2025-02-30');
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['date']);
  });

  it('finds entries by first or last name, active and archived alike, case-insensitive', async () => {
    const zebulon = await addPatient('Zebulon');
    await t.api(tokens.physician).patch(`/api/hospital-round/${zebulon.id}`, { is_archived: true });
    await addPatient('Zebulova');
    const filtered = (await t.api(tokens.staff).get('/api/hospital-round/search-by-name?name=ZEBU')).body as any[];
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
