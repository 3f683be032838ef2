import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

describe('the personal calendar feed on the dashboard', () => {
  it('gives a physician a subscription URL that serves their calendar until they turn it off', async () => {
    const page = await portal.signedIn('physician', { viewport: { width: 390, height: 844 } });
    await page.getByRole('button', { name: 'Get a feed URL' }).click();
    const url = await page.getByLabel(/Subscription URL/).inputValue();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar-feed\/[\w-]{43}\.ics$/);
    expect(await page.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      url.replace('http:', 'webcal:'),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'calendar-feed-phone');

    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await feed.text()).toContain('SUMMARY:1st call');

    await page.getByRole('button', { name: 'Turn off the feed' }).click();
    await page.getByText('The feed is turned off').waitFor();
    expect((await page.request.get(url)).status()).toBe(404);
  });

  it('is not offered to staff, who have no calls', async () => {
    const page = await portal.signedIn('staff');
    await page.getByRole('link', { name: 'Daily Schedule' }).waitFor();
    expect(await page.getByRole('heading', { name: 'My calendar feed' }).count()).toBe(0);
  });
});
