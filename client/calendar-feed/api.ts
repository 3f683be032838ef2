import { calendarFeedContract as contract } from '../../shared/contract/calendar-feed.js';
import { call } from '../lib/api-client';

export const calendarFeedApi = {
  /** A new secret URL (absolute, for a calendar app); any earlier one stops working. */
  create: () => call(contract.create).then(({ url }) => `${window.location.origin}${url}`),
  revoke: () => call(contract.revoke),
};
