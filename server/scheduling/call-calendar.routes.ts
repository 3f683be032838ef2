import type { FastifyInstance } from 'fastify';
import { callCalendarContract as contract } from '../../shared/contract/call-calendar.js';
import { pad2 } from '../../shared/dates.js';
import { declareRoute } from '../http/declare-route.js';
import { registerCallCalendarLive } from './call-calendar.live.js';
import { saveCallEntries } from './call-entries.service.js';
import { callCounts, vacationStatus } from './counters.repository.js';
import { readCoverage } from './coverage.js';
import { readCallDayOverlay } from './day-overlay.js';
import { readCalendarEntries } from './month-snapshot.js';
import { readOfficeHours } from './office-hours.repository.js';
import { saveOfficeHours } from './office-hours.service.js';
import { registerEditPresence } from './presence.socket.js';
import { timeOffRoutes } from './time-off.routes.js';
import { registerCallCalendarUndo } from './call-calendar.undo.js';

/** The monthly call calendar, as shared/contract/call-calendar.ts declares it; then time off, presence and live pushes. */
export async function callCalendarRoutes(app: FastifyInstance): Promise<void> {
  registerCallCalendarUndo(app);
  declareRoute(app, contract.entries, async ({ query }) =>
    readCalendarEntries(app.db, `${query.year}-${pad2(query.month)}`),
  );

  declareRoute(app, contract.saveEntries, async ({ body }, request) => ({
    entries: await saveCallEntries(app, request.auth, body.entries, { acknowledgeWarnings: body.acknowledge_warnings }),
  }));

  // The draft page: saves its days last-write-wins and answers them, so it can show what it saved.
  declareRoute(app, contract.saveDraft, async ({ body }, request) => {
    const saved = await saveCallEntries(app, request.auth, body.data, {
      field: 'data',
      acknowledgeWarnings: body.acknowledge_warnings,
    });
    return { message: 'Data saved successfully!', data: saved };
  });

  // Readable by whoever reads the call calendar (every signed-in user), like /calendar-entries.
  declareRoute(app, contract.coverage, async ({ query }) => readCoverage(app.db, query.from, query.to));

  declareRoute(app, contract.callCounts, async ({ query }) => {
    const year = app.clock.today().slice(0, 4);
    return callCounts(
      app.db,
      query.start_date ?? `${year}-01-01`,
      query.end_date ?? `${year}-12-31`,
      app.config.fridayNightIsWeekend,
    );
  });

  declareRoute(app, contract.vacationStatus, async ({ query }) =>
    vacationStatus(app.db, query.year ?? Number(app.clock.today().slice(0, 4))),
  );

  declareRoute(app, contract.officeHours, async ({ query }) =>
    readOfficeHours(app.db, query.date ?? app.clock.today()),
  );

  declareRoute(app, contract.saveOfficeHours, async ({ body }, request) => saveOfficeHours(app, request.auth, body));

  declareRoute(app, contract.timeOffOfDay, async ({ query }) => ({
    cme: (await readCallDayOverlay(app.db, query.event_date)).cme,
  }));

  declareRoute(app, contract.officeOfDay, async ({ query }) => ({
    ompm: (await readCallDayOverlay(app.db, query.event_date)).ompm,
  }));

  await app.register(timeOffRoutes);

  const presence = registerEditPresence(app);
  registerCallCalendarLive(app, presence);
}
