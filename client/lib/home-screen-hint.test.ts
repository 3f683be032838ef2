import { describe, expect, it } from 'vitest';
import { homeScreenHintDevice } from './home-screen-hint';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

describe('homeScreenHintDevice', () => {
  it('names the iPhone or iPad in the browser', () => {
    expect(homeScreenHintDevice({ userAgent: IPHONE_SAFARI, standalone: false })).toBe('iPhone');
    expect(homeScreenHintDevice({ userAgent: IPAD_SAFARI, standalone: false })).toBe('iPad');
    // iPadOS asks for the desktop site by default: a "Mac" with a touch screen.
    expect(homeScreenHintDevice({ userAgent: MAC_SAFARI, standalone: false, maxTouchPoints: 5 })).toBe('iPad');
  });

  it('is null once the portal runs as the installed app', () => {
    expect(homeScreenHintDevice({ userAgent: IPHONE_SAFARI, standalone: true })).toBeNull();
    expect(homeScreenHintDevice({ userAgent: IPAD_SAFARI, standalone: true })).toBeNull();
  });

  it('is null on other devices', () => {
    expect(homeScreenHintDevice({ userAgent: MAC_SAFARI, maxTouchPoints: 0 })).toBeNull();
    expect(homeScreenHintDevice({ userAgent: ANDROID_CHROME, maxTouchPoints: 5 })).toBeNull();
  });
});
