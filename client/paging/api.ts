import { pagingContract as contract } from '../../shared/contract/paging.js';
import { usersContract } from '../../shared/contract/users.js';
import type { SendPageBody } from '../../shared/schemas/paging.js';
import { call } from '../lib/api-client';

export const pagingApi = {
  list: () => call(contract.list).then((r) => r.pages),
  send: (body: SendPageBody) => call(contract.send, { body }).then((r) => r.page),
  acknowledge: (id: number) => call(contract.acknowledge, { params: { id } }).then((r) => r.page),
  people: () => call(usersContract.allActive).then((r) => r.users),
};
