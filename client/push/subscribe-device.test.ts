import { describe, expect, it } from 'vitest';
import { deviceName, keyBytes, PushUnavailable, withinTime } from './subscribe-device';

describe('subscribing this device', () => {
  it('names the device by its browser and system', () => {
    expect(
      deviceName('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'),
    ).toBe('Chrome on Android');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0'),
    ).toBe('Edge on Windows');
  });

  it('turns the base64url key into its 65 bytes', () => {
    const key = 'B' + 'A'.repeat(85) + 'E';
    expect(keyBytes(key)).toHaveLength(65);
  });

  it('gives up on a promise that never settles, saying why', async () => {
    const never = new Promise<never>(() => undefined);
    await expect(withinTime(never, 10, 'out of reach')).rejects.toEqual(new PushUnavailable('out of reach'));
    await expect(withinTime(Promise.resolve(3), 10, 'x')).resolves.toBe(3);
  });
});
