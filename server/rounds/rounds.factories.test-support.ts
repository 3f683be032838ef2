import type { z } from 'zod';
import type { createRoundBodySchema } from '../../shared/schemas/rounds.js';

export type RoundBody = z.input<typeof createRoundBodySchema>;

/** A valid new round (POST /api/hospital-round); override what a test is about. */
export function buildRound(overrides: Partial<RoundBody> = {}): RoundBody {
  return {
    room: '412',
    first_name: 'Agnes',
    last_name: 'Audit',
    age: '71 F',
    mrn: 'MRN-A',
    diagnosis: 'Cholecystitis',
    procedure: 'Lap chole',
    notes: 'Diet: NPO',
    facility: 'PHH',
    so: 0,
    dc: 0,
    ...overrides,
  };
}
