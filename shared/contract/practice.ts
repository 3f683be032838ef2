import { practiceClockSchema } from '../schemas/practice.js';
import { access, endpoint } from './endpoint.js';

/** The practice's clock: public, the sign-in page needs it too. */
export const practiceContract = {
  clock: endpoint({
    method: 'GET',
    path: '/practice',
    summary: "The practice's time zone, today there and the server's instant",
    access: access.public,
    response: practiceClockSchema,
  }),
};
