import { describe, expect, it, vi } from 'vitest';
import { showAppBadge } from './app-badge';

describe('showAppBadge', () => {
  it('sets the count, and clears the badge at 0', async () => {
    const nav = { setAppBadge: vi.fn(async () => undefined), clearAppBadge: vi.fn(async () => undefined) };
    await expect(showAppBadge(3, nav)).resolves.toBe(true);
    await expect(showAppBadge(0, nav)).resolves.toBe(true);
    expect(nav.setAppBadge).toHaveBeenCalledWith(3);
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(1);
  });

  it('answers false, without throwing, where the API is missing or refuses', async () => {
    await expect(showAppBadge(2, {})).resolves.toBe(false);
    await expect(showAppBadge(0, undefined)).resolves.toBe(false);
    const refusing = { setAppBadge: () => Promise.reject(new DOMException('no', 'NotAllowedError')) };
    await expect(showAppBadge(1, refusing)).resolves.toBe(false);
  });
});
