import { afterEach, describe, expect, it, vi } from 'vitest';
import { latestRead } from './latest-read';

afterEach(() => {
  vi.useRealTimers();
});

/** A read whose answer the test gives when it wants. */
function pending<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { read: () => promise, answer };
}

/** The reads behind useLiveQuery. */
describe('the reads of a live query', () => {
  it('never lets a slower earlier answer replace a newer one', async () => {
    const taken: unknown[] = [];
    const reads = latestRead<string>(300, (answer) => taken.push(answer));
    const earlier = pending<string>();
    const later = pending<string>();
    reads.now(earlier.read);
    reads.now(later.read);
    later.answer('newer');
    earlier.answer('older');
    await Promise.resolve();
    await Promise.resolve();
    expect(taken).toEqual([{ data: 'newer' }]);
  });

  it('reads once for a burst of changes, after it settles', async () => {
    vi.useFakeTimers();
    let count = 0;
    const taken: unknown[] = [];
    const reads = latestRead<number>(300, (answer) => taken.push(answer));
    const read = () => Promise.resolve(++count);
    reads.soon(read);
    vi.advanceTimersByTime(200);
    reads.soon(read);
    reads.soon(read);
    vi.advanceTimersByTime(299);
    expect(count).toBe(0);
    vi.advanceTimersByTime(1);
    await vi.runAllTimersAsync();
    expect(taken).toEqual([{ data: 1 }]);
  });

  it('hands on a failure, and takes nothing once stopped', async () => {
    const taken: unknown[] = [];
    const reads = latestRead<number>(0, (answer) => taken.push(answer));
    const boom = new Error('offline');
    reads.now(() => Promise.reject(boom));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(taken).toEqual([{ error: boom }]);
    const late = pending<number>();
    reads.now(late.read);
    reads.stop();
    late.answer(7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(taken).toEqual([{ error: boom }]);
  });
});
