import { describe, expect, it } from 'vitest';
import { createLoggingApp } from '../test/logging-app.js';
import { calendarFeedContract } from '../../shared/contract/calendar-feed.js';

describe('calendar-feed secrets in the logs', () => {
  it('are never written, however the feed URL is spelt', async () => {
    const { t, app, lines } = await createLoggingApp();
    const physician = await t.login('physician');
    const { url } = (await t.call(calendarFeedContract.create, {}, physician)).body as { url: string };
    const token = url.slice('/api/calendar-feed/'.length, -'.ics'.length);
    const escapedFirst = `%${token.charCodeAt(0).toString(16).toUpperCase()}${token.slice(1)}`;

    const fetched = await app.inject({ method: 'GET', url });
    expect(fetched.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: `/api/calendar-feed/${escapedFirst}.ics` });
    await app.inject({ method: 'GET', url: `${url}?x=1` });
    await app.inject({ method: 'GET', url: url.replace('/api/', '/%61pi/') });
    await app.inject({ method: 'GET', url: url.replace('/calendar-feed/', '/calendar-feed%2F') });
    await app.inject({ method: 'GET', url: `${url}/extra` }); // matches no route: 404
    await app.inject({ method: 'GET', url: `/api/calendar-feed/${token}` }); // no .ics
    await app.close();
    await t.close();

    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(10);
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.slice(1));
    expect(log).toContain('/api/calendar-feed/:token');
  });
});
