import { myDayResponseSchema } from '../schemas/my-day.js';
import { access, endpoint } from './endpoint.js';

/** The dashboard's "My day". */
export const myDayContract = {
  read: endpoint({
    method: 'GET',
    path: '/me/day',
    summary: 'My calls and cases today and tomorrow, my next time off, and who is on 1st and 2nd call today',
    access: access.session,
    response: myDayResponseSchema,
  }),
};
