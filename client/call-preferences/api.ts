import { callPreferencesContract as contract } from '../../shared/contract/call-preferences.js';
import type { CallPreferenceDay } from '../../shared/schemas/call-preferences.js';
import { call } from '../lib/api-client';

export const callPreferencesApi = {
  own: (month: string) => call(contract.own, { query: { month } }),
  save: (month: string, days: CallPreferenceDay[]) => call(contract.save, { body: { month, days } }),
};
