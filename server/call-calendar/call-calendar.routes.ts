import type { FastifyInstance } from 'fastify';
import { pad2, todayIso } from '../../shared/dates.js';
import {
  calendarAddBodySchema,
  calendarEntriesQuerySchema,
  dateRangeQuerySchema,
  eventDateQuerySchema,
  saveMonthlyCallBodySchema,
  yearQuerySchema,
} from '../../shared/schemas/call-calendar.js';
import { officeHoursBodySchema, officeHoursQuerySchema } from '../../shared/schemas/call-calendar-office-hours.js';
import { parse } from '../http/validate.js';
import { registerCallCalendarLive } from './call-calendar.live.js';
import { saveCallEntries } from './call-entries.service.js';
import { callCounts, vacationStatus } from './counters.repository.js';
import { readCallDayOverlay } from './day-overlay.js';
import { readCalendarEntries } from './month-snapshot.js';
import { readOfficeHours } from './office-hours.repository.js';
import { saveOfficeHours } from './office-hours.service.js';
import { registerEditPresence } from './presence.socket.js';
import { timeOffRoutes } from './time-off.routes.js';

/** The monthly call calendar: entries, counters, office hours, the day grid's overlays, presence. */
export async function callCalendarRoutes(app: FastifyInstance): Promise<void> {
  const writer = { preHandler: app.permit('call-calendar.write') };

  app.get('/calendar-entries', async (request) => {
    const { year, month } = parse(calendarEntriesQuerySchema, request.query);
    return readCalendarEntries(app.db, `${year}-${pad2(month)}`);
  });

  app.post('/calendar-add-data', writer, async (request) => {
    const { entries, acknowledge_warnings } = parse(calendarAddBodySchema, request.body);
    return {
      entries: await saveCallEntries(app, request.auth, entries, { acknowledgeWarnings: acknowledge_warnings }),
    };
  });

  // The draft page: saves its days last-write-wins and answers them, so it can show what it saved.
  app.post('/save-monthly-call', writer, async (request) => {
    const { data, acknowledge_warnings } = parse(saveMonthlyCallBodySchema, request.body);
    const saved = await saveCallEntries(app, request.auth, data, {
      field: 'data',
      acknowledgeWarnings: acknowledge_warnings,
    });
    return { message: 'Data saved successfully!', data: saved };
  });

  app.get('/surgeons-with-status-year', async (request) => {
    const query = parse(dateRangeQuerySchema, request.query);
    const year = todayIso().slice(0, 4);
    return callCounts(app.db, query.start_date ?? `${year}-01-01`, query.end_date ?? `${year}-12-31`);
  });

  app.get('/surgeons-with-vacation-status-year', async (request) => {
    const { year } = parse(yearQuerySchema, request.query);
    return vacationStatus(app.db, year ?? Number(todayIso().slice(0, 4)));
  });

  app.get('/office-hours', async (request) => {
    const { date } = parse(officeHoursQuerySchema, request.query);
    return readOfficeHours(app.db, date ?? todayIso());
  });

  app.put('/office-hours', writer, async (request) => {
    const body = parse(officeHoursBodySchema, request.body);
    return saveOfficeHours(app, request.auth, body);
  });

  app.get('/daily-schedule-cme', async (request) => {
    const { event_date } = parse(eventDateQuerySchema, request.query);
    return { cme: (await readCallDayOverlay(app.db, event_date)).cme };
  });

  app.get('/daily-schedule-om-pm', async (request) => {
    const { event_date } = parse(eventDateQuerySchema, request.query);
    return { ompm: (await readCallDayOverlay(app.db, event_date)).ompm };
  });

  await app.register(timeOffRoutes);

  const presence = registerEditPresence(app);
  registerCallCalendarLive(app, presence);
}
