import { Server } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { createPublisher } from './publisher.js';
import type { RoomSequences } from './room-sequences.js';

/** Numbering that fails while `down` (as RedisRoomSequences does while Redis is unreachable). */
class SwitchableSequences implements RoomSequences {
  down = false;
  private seq = 0;
  next(): Promise<number> {
    return this.down ? Promise.reject(new Error('Redis is not connected.')) : Promise.resolve((this.seq += 1));
  }
  current(): Promise<number> {
    return Promise.resolve(this.seq);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the publisher while room numbering (Redis) is down', () => {
  it('warns once per outage, not once per event', async () => {
    const sequences = new SwitchableSequences();
    const warnings: unknown[] = [];
    const publisher = createPublisher(new Server(), sequences, (error) => warnings.push(error));

    sequences.down = true;
    for (let index = 0; index < 200; index += 1) publisher.publish(['rounds', 'users'], 'room:resync', {});
    await settle();
    expect(warnings).toHaveLength(1);

    sequences.down = false;
    publisher.publish('rounds', 'room:resync', {});
    await settle();
    sequences.down = true;
    publisher.publish('rounds', 'room:resync', {});
    await settle();
    expect(warnings).toHaveLength(2); // a second outage
  });
});
