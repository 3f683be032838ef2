import type { LoginThrottle } from './login-throttle.js';

/** The wait a throttle answers for one attempt by `username` (0: counted, go on). */
export const waitFor = async (throttle: LoginThrottle, username: string, address: string, device?: string) =>
  (await throttle.reserve(username, { address, device })).waitMs;
