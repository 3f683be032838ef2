import type { z } from 'zod';
import type { operativeEntryBodySchema } from '../../shared/schemas/operative-log.js';

export type OperativeEntryBody = z.input<typeof operativeEntryBodySchema>;

/** A valid operative log entry by `surgeon`, assisted by `assistant`; override what a test is about. */
export function buildOperativeEntry(
  overrides: Partial<OperativeEntryBody> & Pick<OperativeEntryBody, 'surgeon' | 'assistant'>,
): OperativeEntryBody {
  return {
    first_name: 'Oscar',
    last_name: 'Audit',
    mrn: 'MRN-O',
    diagnosis: 'Hernia',
    procedure: 'Repair',
    facility: 'PHH',
    ...overrides,
  };
}
