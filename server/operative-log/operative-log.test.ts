import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { buildOperativeEntry, type OperativeEntryBody } from './operative-log.factories.test-support.js';
import { operativeLogContract } from '../../shared/contract/operative-log.js';
import { refused, answered } from '../test/call-declared.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const ROLES = ['admin', 'ceo', 'physician', 'staff'] as const;
const WRITERS = ['admin', 'physician'];
const ADD_REFUSED = 'Unauthorized access. You do not have permission to add entries.';
const EDIT_REFUSED = 'Unauthorized access. You do not have permission to edit entries.';

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ROLES) tokens[username] = await t.login(username);
  for (const username of ['physician', 'pnatarajan', 'mchen', 'swhitman', 'dreyes', 'tbell', 'staff'])
    ids[username] = await t.userId(username);
});
afterAll(() => t.close());

const entry = (last_name: string, extra: Partial<OperativeEntryBody> = {}) =>
  buildOperativeEntry({
    last_name,
    mrn: `MRN-${last_name}`,
    surgeon: ids.physician,
    assistant: ids.pnatarajan,
    diagnosis: 'Inguinal hernia',
    procedure: 'Robotic inguinal hernia repair',
    ...extra,
  });

async function addEntry(last_name: string, extra: Partial<OperativeEntryBody> = {}) {
  const response = await t.call(operativeLogContract.create, { body: entry(last_name, extra) }, tokens.physician);
  expect(response.status).toBe(201);
  return answered(response, 201);
}

/** Moves an entry's creation day to `date`, as if it had been added then. */
const backdate = (id: number, date: string) =>
  t.db.updateTable('operative_entries').set({ created_on: date }).where('id', '=', id).execute();

const todayNames = async () =>
  ((await t.call(operativeLogContract.today, {}, tokens.staff)).body as { last_name: string }[]).map(
    (e) => e.last_name,
  );

function cell(stats: any, id: number, month: number) {
  const row = stats.surgeons.find((r: any) => r.id === id && r.month === month);
  return row ? `${row.surgeries}/${row.assistances}` : undefined;
}

describe('who may call the operative log endpoints', () => {
  const reads = [
    ['/api/oparative-log', (token?: string) => t.call(operativeLogContract.today, {}, token)],
    [
      '/api/oparative-log/search-by-name?name=an',
      (token?: string) => t.call(operativeLogContract.byName, { query: { name: 'an' } }, token),
    ],
    [
      '/api/oparative-log/search-by-date?date=2025-06-02',
      (token?: string) => t.call(operativeLogContract.byDate, { query: { date: '2025-06-02' } }, token),
    ],
    ['/api/get-surgeons', (token?: string) => t.call(operativeLogContract.surgeonsAlias, {}, token)],
    ['/api/surgeons', (token?: string) => t.call(operativeLogContract.surgeons, {}, token)],
    [
      '/api/get-surgeons-logs?year=2024',
      (token?: string) => t.call(operativeLogContract.stats, { query: { year: '2024' } }, token),
    ],
  ] as const;
  it.each(reads)('%s: 200 for every role, 401 signed out', async (_route, call) => {
    for (const username of ROLES) expect((await call(tokens[username])).status).toBe(200);
    expect((await call()).status).toBe(401);
  });

  it('lets the administrator and physicians add, refuses CEO and staff (403 banner text), 401 signed out', async () => {
    for (const username of ROLES) {
      const response = await t.call(operativeLogContract.create, { body: entry(`Role${username}`) }, tokens[username]);
      expect(response.status).toBe(WRITERS.includes(username) ? 201 : 403);
      if (!WRITERS.includes(username)) expect(response.body).toEqual({ message: ADD_REFUSED });
    }
    expect((await t.call(operativeLogContract.create, { body: entry('Anon') })).status).toBe(401);
    expect(await todayNames()).toEqual(expect.arrayContaining(['Roleadmin', 'Rolephysician']));
    expect(await todayNames()).not.toContain('Rolestaff');
  });

  it('lets only the administrator and physicians edit and archive', async () => {
    for (const method of ['put', 'patch'] as const) {
      const created = await addEntry(`Perm${method}`);
      const params = { id: created.id };
      const call = (token?: string) =>
        method === 'put'
          ? t.call(operativeLogContract.update, { params, body: entry(`Perm${method}`) }, token)
          : t.call(operativeLogContract.archive, { params, body: { is_archived: true } }, token);
      for (const username of ['ceo', 'staff']) {
        const response = await call(tokens[username]);
        expect(response.status).toBe(403);
        expect(refused(response).message).toBe(EDIT_REFUSED);
      }
      expect((await call()).status).toBe(401);
      expect((await call(tokens.admin)).status).toBe(200);
    }
  });
});

describe('adding and editing operative entries', () => {
  it('names every missing field with its spec name (422)', async () => {
    const response = await t.api(tokens.physician).post('/api/oparative-log', { facility: '' });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(
      ['assistant', 'diagnosis', 'first_name', 'last_name', 'mrn', 'procedure', 'surgeon'].sort(),
    );
  });

  it('answers the entry with initials, today as creation day and PHH by default; ids may come as strings', async () => {
    const created = await addEntry('Shape', {
      surgeon: String(ids.mchen),
      assistant: ids.swhitman,
      facility: undefined,
    });
    expect(created).toMatchObject({
      surgeon: ids.mchen,
      assistant: ids.swhitman,
      surgeon_initial: 'MC',
      assistant_initial: 'SW',
      facility: 'PHH',
      created_on: t.clock.today(),
      is_archived: 0,
      version: 1,
    });
  });

  it('refuses a surgeon or assistant who is not an active physician (422)', async () => {
    const cases = [
      { body: { surgeon: ids.staff }, field: 'surgeon' },
      { body: { assistant: ids.tbell }, field: 'assistant' },
      { body: { surgeon: 99999 }, field: 'surgeon' },
      { body: { assistant: 'JC' }, field: 'assistant' },
      { body: { assistant: ids.physician }, field: 'assistant' },
    ];
    for (const { body, field } of cases) {
      const response = await t.call(operativeLogContract.create, { body: entry('BadPeople', body) }, tokens.physician);
      expect(response.status).toBe(422);
      expect(Object.keys(refused(response).errors!)).toEqual([field]);
    }
    expect(await todayNames()).not.toContain('BadPeople');
  });

  it('edits an entry on the day it was added', async () => {
    const created = await addEntry('EditToday');
    const response = await t.call(
      operativeLogContract.update,
      { params: { id: created.id }, body: entry('EditedToday', { assistant: ids.dreyes }) },
      tokens.physician,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ last_name: 'EditedToday', assistant_initial: 'DR', version: 2 });
  });

  it('refuses to edit or archive an entry on any later day (403), and the date search says canEdit false', async () => {
    const created = await addEntry('Yesterday');
    const yesterday = addDays(t.clock.today(), -1);
    await backdate(created.id, yesterday);
    const edit = await t.call(
      operativeLogContract.update,
      { params: { id: created.id }, body: entry('Changed') },
      tokens.admin,
    );
    expect(edit.status).toBe(403);
    expect(refused(edit).message).toBe('Operative entries can be changed only on the day they were added.');
    expect(
      (
        await t.call(
          operativeLogContract.archive,
          { params: { id: created.id }, body: { is_archived: true } },
          tokens.admin,
        )
      ).status,
    ).toBe(403);

    const past = await t.call(operativeLogContract.byDate, { query: { date: yesterday } }, tokens.physician);
    expect(answered(past).canEdit).toBe(false);
    expect(answered(past).data.some((e: any) => e.last_name === 'Yesterday')).toBe(true);
  });

  it('says canEdit only for today and only to the roles that may write', async () => {
    for (const username of ROLES) {
      const body = answered(
        await t.call(operativeLogContract.byDate, { query: { date: t.clock.today() } }, tokens[username]),
      );
      expect(body.canEdit).toBe(WRITERS.includes(username));
      expect(Array.isArray(body.data)).toBe(true);
    }
  });

  it('archives instead of deleting: gone from the lists, still stored', async () => {
    const created = await addEntry('ArchiveMe');
    const response = await t.call(
      operativeLogContract.archive,
      { params: { id: created.id }, body: { is_archived: 1 } },
      tokens.physician,
    );
    expect(response.status).toBe(200);
    expect(answered(response).is_archived).toBe(1);
    expect(await todayNames()).not.toContain('ArchiveMe');
    expect((await t.call(operativeLogContract.byName, { query: { name: 'archiveme' } }, tokens.staff)).body).toEqual(
      [],
    );
    const row = await t.db.selectFrom('operative_entries').selectAll().where('id', '=', created.id).executeTakeFirst();
    expect(row).toMatchObject({ is_archived: 1, last_name: 'ArchiveMe' });
    expect(
      (
        await t.call(
          operativeLogContract.archive,
          { params: { id: created.id }, body: { is_archived: 1 } },
          tokens.physician,
        )
      ).status,
    ).toBe(404);
  });

  it('finds entries by first or last name, case-insensitive', async () => {
    await addEntry('Quixote', { first_name: 'Donna' });
    const byLast = answered(await t.call(operativeLogContract.byName, { query: { name: 'QUIX' } }, tokens.staff));
    const byFirst = answered(await t.call(operativeLogContract.byName, { query: { name: 'donn' } }, tokens.staff));
    expect(byLast.map((e: any) => e.last_name)).toEqual(['Quixote']);
    expect(byFirst.map((e: any) => e.last_name)).toContain('Quixote');
    expect((await t.call(operativeLogContract.byName, { query: { name: '100%' } }, tokens.staff)).body).toEqual([]);
  });

  it('lists the active physicians as surgeons [{id, name, initial}]', async () => {
    const body = answered(await t.call(operativeLogContract.surgeons, {}, tokens.staff));
    expect(body.map((s: any) => s.initial)).toEqual(['DR', 'JC', 'MC', 'PN', 'SW']);
    expect(Object.keys(body[0]!).sort()).toEqual(['id', 'initial', 'name']);
    expect((await t.call(operativeLogContract.surgeonsAlias, {}, tokens.staff)).body).toEqual(body);
  });
});

describe('statistics', () => {
  it('counts a hand-made year per person and month, with an assist-only surgeon and without archived entries', async () => {
    const { physician: jc, pnatarajan: pn, mchen: mc, dreyes: dr } = ids;
    const rows: [string, number, number, number?][] = [
      ['2010-01-05', jc!, pn!],
      ['2010-01-20', jc!, mc!],
      ['2010-01-21', pn!, jc!],
      ['2010-02-03', jc!, mc!],
      ['2010-03-15', pn!, mc!],
      ['2010-03-16', pn!, mc!, 1], // archived: not counted
      ['2010-12-31', dr!, mc!],
      ['2011-01-01', jc!, pn!], // next year: not counted
      ['2009-12-31', jc!, pn!], // previous year: not counted
    ];
    await t.db
      .insertInto('operative_entries')
      .values(
        rows.map(([date, surgeon, assistant, archived]) => ({
          first_name: 'Fixture',
          last_name: 'Patient',
          mrn: 'F',
          surgeon,
          assistant,
          diagnosis: 'd',
          procedure: 'p',
          facility: 'PHH',
          is_archived: archived ?? 0,
          created_on: date,
          create_by: null,
          update_by: null,
          created_at: `${date}T12:00:00.000Z`,
          updated_at: `${date}T12:00:00.000Z`,
          version: 1,
        })),
      )
      .execute();

    const response = await t.call(operativeLogContract.stats, { query: { year: '2010' } }, tokens.staff);
    expect(response.status).toBe(200);
    const body = answered(response);
    expect(body.year).toBe(2010);
    expect(cell(body, jc!, 1)).toBe('2/1');
    expect(cell(body, jc!, 2)).toBe('1/0');
    expect(cell(body, pn!, 1)).toBe('1/1');
    expect(cell(body, pn!, 3)).toBe('1/0');
    expect(cell(body, mc!, 1)).toBe('0/1'); // Michael Chen only assisted that year, yet has a row
    expect(cell(body, mc!, 2)).toBe('0/1');
    expect(cell(body, mc!, 3)).toBe('0/1');
    expect(cell(body, mc!, 12)).toBe('0/1');
    expect(cell(body, dr!, 12)).toBe('1/0');
    expect(cell(body, jc!, 12)).toBe('0/0');
    const total = (key: 'surgeries' | 'assistances') =>
      body.surgeons.reduce((sum: number, row: any) => sum + row[key], 0);
    expect(total('surgeries')).toBe(6);
    expect(total('assistances')).toBe(6);
    expect(body.surgeons.filter((row: any) => row.id === mc).map((row: any) => row.month)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(body.assistants.every((row: any) => row.assistances > 0)).toBe(true);
    expect(body.assistants.filter((row: any) => row.id === mc)).toHaveLength(4);
    expect(Object.keys(body.surgeons[0]!).sort()).toEqual(['assistances', 'id', 'month', 'name', 'surgeries']);
  });

  it("counts a new entry in this month's cell and drops it again when archived", async () => {
    const month = Number(t.clock.today().slice(5, 7));
    const read = async () =>
      cell((await t.call(operativeLogContract.stats, {}, tokens.staff)).body, ids.swhitman!, month)!
        .split('/')
        .map(Number);
    const [surgeries, assistances] = await read();
    const created = await addEntry('Counted', { surgeon: ids.swhitman, assistant: ids.mchen });
    expect(await read()).toEqual([surgeries! + 1, assistances]);
    await t.call(
      operativeLogContract.archive,
      { params: { id: created.id }, body: { is_archived: true } },
      tokens.physician,
    );
    expect(await read()).toEqual([surgeries, assistances]);
  });

  it('names a bad year (422 year) and fills the demo years', async () => {
    const response = await t.call(operativeLogContract.stats, { query: { year: '20x4' } }, tokens.staff);
    expect(response.status).toBe(422);
    expect(Object.keys(refused(response).errors!)).toEqual(['year']);
    const lastYear = Number(t.clock.today().slice(0, 4)) - 1;
    const body = answered(await t.call(operativeLogContract.stats, { query: { year: lastYear } }, tokens.staff));
    const months = new Set(body.surgeons.filter((row: any) => row.surgeries > 0).map((row: any) => row.month));
    expect(months.size).toBe(12);
  });
});
