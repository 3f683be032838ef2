import { pushContract as contract } from '../../shared/contract/push.js';
import type { PushKind, PushSubscriptionBody } from '../../shared/schemas/push.js';
import { call } from '../lib/api-client';

export const pushApi = {
  key: () => call(contract.key).then((answer) => answer.publicKey),
  devices: () => call(contract.devices).then((answer) => answer.devices),
  subscribe: (body: PushSubscriptionBody) => call(contract.subscribe, { body }).then((answer) => answer.device),
  preferences: () => call(contract.preferences),
  savePreferences: (off: PushKind[]) => call(contract.savePreferences, { body: { off } }),
  removeById: (id: number) => call(contract.unsubscribe, { body: { id } }),
  removeByEndpoint: (endpoint: string) => call(contract.unsubscribe, { body: { endpoint } }),
};
