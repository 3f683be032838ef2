import { addressGroup } from './client-address.js';

export const MAX_RUNNING_PER_ADDRESS = 2;
export const MAX_WAITING_PER_ADDRESS = 8;

interface Lane {
  running: number;
  waiting: (() => void)[];
}

/**
 * Sign-ins in progress, per address (IPv6 by /64): two are checked at a time and a few more
 * wait their turn (colleagues behind one NAT signing in at nine), and beyond that an address
 * is refused at once. A burst from one place then holds at most two of the process's
 * password-check places (password-gate.ts): the rest stay free for everyone else. A lane lives
 * only while its requests do, so memory is bounded by the requests in progress.
 */
export class SignInsInFlight {
  private readonly lanes = new Map<string, Lane>();

  /**
   * Waits for this lane's turn and answers its release, or undefined when the lane is full.
   * `from` is the client's address, or `device:<id>` for a browser with a valid device cookie,
   * which a flood from its shared address then does not hold up.
   */
  async enter(from: string): Promise<(() => void) | undefined> {
    const key = addressGroup(from);
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      this.lanes.set(key, lane);
    }
    if (lane.running >= MAX_RUNNING_PER_ADDRESS) {
      if (lane.waiting.length >= MAX_WAITING_PER_ADDRESS) return undefined;
      await new Promise<void>((resolve) => lane.waiting.push(resolve));
    } else {
      lane.running += 1;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = lane.waiting.shift();
      if (next) return next(); // the turn passes on: `running` stays the same
      lane.running -= 1;
      if (lane.running === 0) this.lanes.delete(key);
    };
  }
}
