import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../../shared/schemas/paging.js';
import { canAcknowledge, describeSteps } from './format';

const JC = { id: 5, name: 'James Carter', initial: 'JC' };
const PN = { id: 6, name: 'Priya Natarajan', initial: 'PN' };
const step = (index: number, sent_at: string | null, sent_to = [JC], stopped = false) => ({
  index,
  due_at: sent_at ?? '2031-05-20T14:10:00.000Z',
  target: 'first' as const,
  sent_at,
  sent_to,
  stopped,
});
const page = (steps: PageRecord['steps'], acknowledged = false): PageRecord => ({
  id: 1,
  sender: { id: 3, name: 'Maria Lopez', initial: 'ML' },
  to: 'first',
  person: null,
  text: 'Bed 4',
  created_at: '2031-05-20T14:02:00.000Z',
  acknowledged_by: acknowledged ? PN : null,
  acknowledged_at: acknowledged ? '2031-05-20T14:08:10.000Z' : null,
  steps,
});

describe('a page in one line', () => {
  it('says each step, repeats as "again", and the acknowledgement', () => {
    const steps = [
      step(0, '2031-05-20T14:02:00.000Z'),
      step(1, '2031-05-20T14:04:00.000Z'),
      step(2, '2031-05-20T14:07:00.000Z', [PN]),
      step(3, null, [], true),
    ];
    expect(describeSteps(page(steps, true), 'UTC')).toBe(
      'sent to JC 14:02 · again 14:04 · to PN 14:07 · acknowledged by PN 14:08',
    );
  });

  it('says when a step reached nobody, and when the next one is due', () => {
    expect(describeSteps(page([step(0, '2031-05-20T14:02:00.000Z', []), step(1, null, [])]), 'UTC')).toBe(
      'reached nobody 14:02 · next 14:10',
    );
  });

  it('lets only a person it reached acknowledge, once', () => {
    const steps = [step(0, '2031-05-20T14:02:00.000Z')];
    expect(canAcknowledge(page(steps), JC.id)).toBe(true);
    expect(canAcknowledge(page(steps), PN.id)).toBe(false);
    expect(canAcknowledge(page(steps, true), JC.id)).toBe(false);
  });
});
