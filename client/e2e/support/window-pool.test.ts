import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { WindowPool } from './window-pool.js';

/** The part of a page the pool looks at, and two members a test uses: one plain, one that leaves state. */
function windowLike(name: string) {
  return { name, isClosed: () => false, title: () => name, context: () => ({}) } as unknown as Page;
}

describe('the window pool (the rules that decide which window a later test is given)', () => {
  const pool = new WindowPool();
  const used = windowLike('used plainly');
  const spoiled = windowLike('used through context()');
  const kept = windowLike('opened in beforeAll');
  let earlierHandle: Page;
  let keptHandle: Page;

  beforeAll(() => {
    keptHandle = pool.lend(kept, '390×844');
  });

  it('lends windows to the test that runs', () => {
    earlierHandle = pool.lend(used, '1440×900');
    expect(earlierHandle.title()).toBe('used plainly');
    pool.lend(spoiled, '1440×900').context();
    // Still this test's: not handed on before it ends.
    expect(pool.take('1440×900')).toBeUndefined();
  });

  it("hands on a finished test's window of the size asked for, once, and never one used through context()", () => {
    expect(pool.take('390×844')).toBeUndefined();
    expect(pool.take('1440×900')).toBe(used);
    expect(pool.take('1440×900')).toBeUndefined();
    pool.lend(used, '1440×900');
  });

  it("makes the earlier test's handle of a handed-on window throw, naming it", () => {
    expect(() => earlierHandle.title()).toThrow(/This window \(1440×900\) was handed on to a later test/);
  });

  it('never hands on a window opened in beforeAll, whose handle keeps working', () => {
    expect(pool.take('390×844')).toBeUndefined();
    expect(keptHandle.title()).toBe('opened in beforeAll');
  });
});
