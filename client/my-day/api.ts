import type { MyDayResponse } from '../../shared/schemas/my-day.js';
import { api } from '../lib/api-client';

export const myDayApi = {
  read: () => api.get<MyDayResponse>('/me/day'),
};
