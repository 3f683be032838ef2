import type { FastifyInstance } from 'fastify';
import { callPreferencesContract as contract } from '../../shared/contract/call-preferences.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { declareRoute } from '../http/declare-route.js';
import { serviceDepsOf } from '../service-deps.js';
import './call-preferences.changes.js';
import {
  readMonthCallPreferences,
  readOwnCallPreferences,
  saveOwnCallPreferences,
  type CallPreferencesDeps,
} from './call-preferences.service.js';

/** Physicians' marked days (issue 33), as shared/contract/call-preferences.ts declares them; and their month-room push. */
export async function callPreferencesRoutes(app: FastifyInstance): Promise<void> {
  const deps = (): CallPreferencesDeps => ({
    ...serviceDepsOf(app),
    deadlineDay: app.config.callPreferencesDeadlineDay,
  });
  declareRoute(app, contract.own, async ({ query }, request) =>
    readOwnCallPreferences(deps(), request.auth, query.month),
  );
  declareRoute(app, contract.save, async ({ body }, request) => saveOwnCallPreferences(deps(), request.auth, body));
  declareRoute(app, contract.month, async ({ query }) => readMonthCallPreferences(deps(), query.month));

  // After a commit: the month only, to the call calendar's month room, so an open edit page re-reads
  // GET /call-preferences/month (who marked which day is for the schedulers, over HTTP).
  app.projections.register(['call-preferences'], (changes) => {
    for (const month of new Set(changes.map((change) => change.month))) {
      app.publisher.publish(rooms.month(month), 'call-preferences:changed', { month });
    }
  });
}
