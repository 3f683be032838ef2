import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Permission } from '../../shared/roles.js';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

/** Every screen, with the permission it needs and what shows once its data is in (`{today}`: the practice's). */
const SCREENS: { path: string; ready: string; permission?: Permission }[] = [
  { path: '/dashboard', ready: 'text=Hospital Rounds' },
  { path: '/administration', ready: 'role=list[name="Users"]', permission: 'users.manage' },
  { path: '/messages', ready: 'role=heading >> nth=0' },
  { path: '/send-message', ready: 'role=button[name="Send"]' },
  { path: '/hospital-round', ready: 'role=table >> nth=0' },
  { path: '/hospital-round-search-date?date={today}', ready: 'role=table >> nth=0' },
  { path: '/oparative-log', ready: 'role=table >> nth=0' },
  { path: '/oparative-log-search-date?date={today}', ready: 'role=table >> nth=0' },
  { path: '/daily-schedule', ready: 'role=region[name="Schedule grid"]' },
  { path: '/daily-schedule-search-by-date?date={today}', ready: 'role=region[name="Schedule grid"]' },
  { path: '/add-event', ready: 'role=button[name="Submit"]', permission: 'daily-schedule.write' },
  { path: '/montly-schedule', ready: 'role=table >> nth=0' },
  { path: '/search-montly-schedule', ready: 'role=table >> nth=0' },
  { path: '/edit-call-calender?date={today}', ready: 'role=grid', permission: 'call-calendar.write' },
  { path: '/block-calender', ready: 'role=table >> nth=0' },
  { path: '/edit-block-calender', ready: 'role=table >> nth=0', permission: 'block-time.write' },
  { path: '/no-such-page', ready: 'text=404' },
];

describe('every screen for every role passes axe-core (no serious or critical violation)', () => {
  it.each([
    ['admin', 1],
    ['ceo', 2],
    ['physician', 3],
    ['staff', 4],
  ] as const)(
    'as %s',
    async (username, role) => {
      const page = await portal.signedIn(username);
      const failures: string[] = [];
      for (const screen of SCREENS.filter((s) => !s.permission || can(role, s.permission))) {
        await page.goto(screen.path.replace('{today}', portal.t.clock.today()));
        await page.locator(screen.ready).first().waitFor({ timeout: 10_000 });
        for (const violation of await seriousAxeViolations(page)) failures.push(`${screen.path}: ${violation}`);
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
