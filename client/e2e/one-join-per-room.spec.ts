import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ now: '2031-04-20T09:00' });
});
afterAll(() => portal.close());

/** The rooms a page asked to join, once per join, from the websocket frames it sent. */
function joinsOf(sent: string[]): string[] {
  return sent.flatMap((frame) => {
    const room = /\["room:join","([^"]+)"/.exec(frame)?.[1];
    return room ? [room] : [];
  });
}

describe('a page joins each room once', () => {
  it('the call calendar edit page: its calendar, block time and requests share one join of the month room', async () => {
    const page = await portal.signedIn('staff', { viewport: { width: 1440, height: 900 } });
    const sent: string[] = [];
    page.on('websocket', (socket) => socket.on('framesent', ({ payload }) => sent.push(String(payload))));
    await page.goto('/edit-call-calender?date=2031-05-01');
    await page.getByRole('grid').first().waitFor();
    // The grid's cells are filled from the month room's snapshot (the demo plans the calls ahead).
    await expect.poll(() => page.getByLabel('05/01 1st', { exact: true }).inputValue()).not.toBe('');
    await portal.screenshot(page, 'one-join-edit-page');
    const joins = joinsOf(sent);
    expect(joins.filter((room) => room === 'month:2031-05')).toEqual(['month:2031-05']);
    expect(new Set(joins).size).toBe(joins.length);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
