import { myDayContract as contract } from '../../shared/contract/my-day.js';
import { call } from '../lib/api-client';

export const myDayApi = {
  read: () => call(contract.read),
};
