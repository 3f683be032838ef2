import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_SEARCH_PAGE, NAME_SEARCH_TOO_SHORT } from '../../shared/schemas/name-search.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { copyPatients } from '../test/patient-copies.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('physician');
});
afterAll(() => t.close());

const MANY = NAME_SEARCH_PAGE + 12;
/** With the answer's headers, which the harness's api() leaves out. */
const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: response.statusCode, body: response.json(), link: response.headers.link as string | undefined };
};

describe.each([
  { path: '/api/oparative-log/search-by-name', table: 'operative_entries', lastName: 'Pagewell' },
  { path: '/api/hospital-round/search-by-name', table: 'hospital_rounds', lastName: 'Roundwell' },
] as const)('the patient name search $path', ({ path, table, lastName }) => {
  const search = (query: string) => get(`${path}?${query}`);

  it.each(['', 'name=', 'name=a', 'name=%20a%20', 'name=%C3%A9'])(
    'needs at least two characters after trimming: %j is 422 under name',
    async (query) => {
      const response = await search(query);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ name: [NAME_SEARCH_TOO_SHORT] });
    },
  );

  it('answers 500 at a time, says with a Link header when it stopped at its limit, and pages on to the end', async () => {
    await copyPatients(t.db, table, lastName, MANY);
    const needle = lastName.slice(1, 4).toLowerCase(); // "age" / "oun": inside the name, not at its start
    const seen = new Set<number>();
    let next: string | undefined = `${path}?name=${needle}`;
    const pages: number[] = [];
    while (next) {
      const response = await get(next);
      expect(response.status).toBe(200);
      for (const entry of response.body as { id: number }[]) seen.add(entry.id);
      pages.push(response.body.length);
      const { link } = response;
      next = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
      if (link) expect(next).toBe(`${path}?name=${needle}&offset=${pages.length * NAME_SEARCH_PAGE}`);
    }
    const matching = await t.db
      .selectFrom(table)
      .select('id')
      .where((eb) =>
        eb.or([eb(sql`lower(first_name)`, 'like', `%${needle}%`), eb(sql`lower(last_name)`, 'like', `%${needle}%`)]),
      )
      .$if(table === 'operative_entries', (query) => query.where('is_archived', '=', 0))
      .execute();
    expect(pages[0]).toBe(NAME_SEARCH_PAGE);
    expect(pages.at(-1)).toBeLessThan(NAME_SEARCH_PAGE);
    expect(seen.size).toBe(matching.length);
    expect(seen.size).toBeGreaterThanOrEqual(MANY);
  });

  it('a page that holds every match says nothing more', async () => {
    const response = await search(`name=${lastName.slice(0, 2)}zz-none`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(response.link).toBeUndefined();
  });

  it('a bad offset is a 422 naming the field', async () => {
    const refused = await search('name=ab&offset=-3');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.offset).toEqual(['The offset may not be negative.']);
  });
});
