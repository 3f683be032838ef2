import { authContract as contract } from '../../shared/contract/auth.js';
import type { ChangeOwnPasswordBody, LoginBody } from '../../shared/schemas/auth.js';
import { call } from '../lib/api-client';

export const authApi = {
  login: (body: LoginBody) => call(contract.login, { body }),
  /** Answers the message to show; the caller's other sessions end. */
  changePassword: (body: ChangeOwnPasswordBody) =>
    call(contract.changePassword, { body }).then(({ message }) => message),
};
