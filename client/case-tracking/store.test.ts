import { beforeEach, describe, expect, it } from 'vitest';
import type { CaseProgress } from '../../shared/schemas/case-tracking.js';
import { useCaseProgressStore } from './store';

const progress = (event_id: number, event_date: string, version: number, step: CaseProgress['step']): CaseProgress => ({
  event_id,
  event_date,
  case_code: `C${event_id}`,
  step,
  milestones: [],
  delay: null,
  cancellation: null,
  version,
});
const held = () => useCaseProgressStore.getState().cases;

describe('case progress store', () => {
  beforeEach(() => useCaseProgressStore.setState({ cases: {} }));

  it("replaces one day's cases with its snapshot and keeps the other days'", () => {
    const { apply, replaceDay } = useCaseProgressStore.getState();
    apply(progress(1, '2030-01-07', 2, 'in_room'));
    apply(progress(2, '2030-01-07', 1, 'checked_in'));
    apply(progress(3, '2030-01-08', 1, 'checked_in'));
    replaceDay('2030-01-07', { cases: { 1: progress(1, '2030-01-07', 3, 'procedure_start') } });
    expect(Object.keys(held()).sort()).toEqual(['1', '3']);
    expect(held()[1]!.step).toBe('procedure_start');
  });

  it('keeps a newer version over an older answer that arrives late', () => {
    const { apply } = useCaseProgressStore.getState();
    apply(progress(1, '2030-01-07', 3, 'closing'));
    apply(progress(1, '2030-01-07', 2, 'procedure_start'));
    expect(held()[1]!.step).toBe('closing');
    apply(progress(1, '2030-01-07', 4, 'procedure_start'));
    expect(held()[1]!.step).toBe('procedure_start');
  });
});
