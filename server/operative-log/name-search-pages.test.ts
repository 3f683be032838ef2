import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIVE_NAME_PAGE, type OperativeEntry } from '../../shared/schemas/operative-log.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('physician');
});
afterAll(() => t.close());

const search = (query: string) => t.api(token).get(`/api/oparative-log/search-by-name?${query}`);

describe('the operative-log name search pages on past its limit', () => {
  it('answers 500 at a time; offset gives the next page, no entry twice, until a short page ends it', async () => {
    const matching = await t.db
      .selectFrom('operative_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_archived', '=', 0)
      .where((eb) => eb.or([eb(sql`lower(first_name)`, 'like', '%a%'), eb(sql`lower(last_name)`, 'like', '%a%')]))
      .executeTakeFirstOrThrow();
    expect(Number(matching.n)).toBeGreaterThan(OPERATIVE_NAME_PAGE); // the seeded year holds more

    const seen = new Set<number>();
    let offset = 0;
    for (;;) {
      const page = await search(`name=a&offset=${offset}`);
      expect(page.status).toBe(200);
      const entries = page.body as OperativeEntry[];
      for (const entry of entries) seen.add(entry.id);
      if (entries.length < OPERATIVE_NAME_PAGE) break;
      offset += OPERATIVE_NAME_PAGE;
    }
    expect(seen.size).toBe(Number(matching.n));
  });

  it('a bad offset is a 422 naming the field', async () => {
    const refused = await search('name=a&offset=-3');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.offset).toEqual(['The offset may not be negative.']);
  });
});
