import { describe, expect, it } from 'vitest';
import { MAX_RUNNING_PER_ADDRESS, MAX_WAITING_PER_ADDRESS, SignInsInFlight } from './sign-ins-in-flight.js';

describe('sign-ins in progress per address', () => {
  it('runs two, queues eight, refuses the next at once; another address is not held up', async () => {
    const inFlight = new SignInsInFlight();
    const running = await Promise.all(
      Array.from({ length: MAX_RUNNING_PER_ADDRESS }, () => inFlight.enter('2001:db8:1:1::1')),
    );
    const admitted: number[] = [];
    const waiting = Array.from({ length: MAX_WAITING_PER_ADDRESS }, (_, n) =>
      inFlight.enter(`2001:db8:1:1::${n + 2}`).then((release) => {
        admitted.push(n);
        return release;
      }),
    );
    expect(await inFlight.enter('2001:db8:1:1:ffff::9')).toBeUndefined();
    expect(await inFlight.enter('2001:db8:1:2::1')).toBeTypeOf('function');
    expect(admitted).toEqual([]);

    running[0]!();
    running[0]!(); // a second call of the same release changes nothing
    const first = await waiting[0]!;
    expect(admitted).toEqual([0]);
    first!();
    running[1]!();
    for (const next of waiting.slice(1)) (await next)!();
    expect(admitted).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(await inFlight.enter('2001:db8:1:1::1')).toBeTypeOf('function');
  });
});
