import { expect } from 'vitest';
import type { PageRecord } from '../../shared/schemas/paging.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { stopPagingRunner } from './paging-runner.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { pagingContract } from '../../shared/contract/paging.js';
import { answered } from '../test/call-declared.js';

/** The day the paging tests run on, at 09:00 at the practice. */
export const PAGING_TODAY = '2031-05-20';
const USERS = ['admin', 'staff', 'ceo', 'physician', 'swhitman', 'mchen', 'dreyes', 'pnatarajan'] as const;

/**
 * A portal for paging tests, on the practice's clock: the runner's timer is stopped and each test
 * runs its look for due steps itself (`runDueSteps`), at the moment it states.
 */
export interface PagingWorld {
  t: TestApp;
  tokens: Record<string, string>;
  ids: Record<string, number>;
  /** Today's 1st and 2nd call, saved through the calendar's own route. */
  setCalls(first: string, second: string): Promise<void>;
  /** A page sent at 09:00 today. */
  page(from: string, to: 'first' | 'second' | number, text?: string): Promise<PageRecord>;
  stepsOf(pageId: number): ReturnType<typeof stepsQuery>;
  /** Before each test: earlier tests' steps stopped, the physician on 1st and PN on 2nd, the four-step ladder. */
  reset(): Promise<void>;
}

const stepsQuery = (t: TestApp, pageId: number) =>
  t.db.selectFrom('page_steps').selectAll().where('page_id', '=', pageId).orderBy('step_index').execute();

export async function startPagingWorld(): Promise<PagingWorld> {
  const t = await createTestApp({ now: `${PAGING_TODAY}T09:00` });
  stopPagingRunner(t.app);
  const tokens = await t.loginEach(USERS);
  const ids: Record<string, number> = {};
  for (const user of USERS) ids[user] = await t.userId(user);

  const setCalls = async (first: string, second: string) => {
    const { version } = await t.db
      .selectFrom('call_entries')
      .select('version')
      .where('date', '=', PAGING_TODAY)
      .executeTakeFirstOrThrow();
    const day = {
      date: PAGING_TODAY,
      surgeon_1st: ids[first],
      surgeon_2nd: ids[second],
      surgeon_o_am: null,
      surgeon_o_pm: null,
      version,
    };
    const saved = await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [day], acknowledge_warnings: true } },
      tokens.admin,
    );
    expect(saved.body).toMatchObject({ entries: [{ date: PAGING_TODAY }] });
  };

  return {
    t,
    tokens,
    ids,
    setCalls,
    async page(from, to, text = 'Bed 4 needs you') {
      t.clock.set(`${PAGING_TODAY}T09:00`);
      const made = await t.call(pagingContract.send, { body: { to, text } }, tokens[from]);
      expect(made.status).toBe(201);
      return answered(made, 201).page;
    },
    stepsOf: (pageId) => stepsQuery(t, pageId),
    async reset() {
      await t.db.updateTable('page_steps').set({ stopped_at: 'earlier test' }).where('sent_at', 'is', null).execute();
      await setCalls('physician', 'pnatarajan');
      await t.call(
        pagingContract.setLadder,
        {
          body: {
            steps: [
              { after_seconds: 0, to: 'first' },
              { after_seconds: 120, to: 'first' },
              { after_seconds: 300, to: 'second' },
              { after_seconds: 600, to: 'schedulers' },
            ],
          },
        },
        tokens.admin,
      );
    },
  };
}
