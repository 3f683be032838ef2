import { readFileSync } from 'node:fs';
import { unprocessable } from '../http/errors.js';
import { weakPasswordReason, type PasswordOwner } from './password-strength.js';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another.';
export const USERNAME_PASSWORD_MESSAGE = 'The password may not be the username.';

/** Loaded once, on the first password set: 10,000 common passwords, lower case (see its LICENSE file). */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.length > 0),
  );
  return common;
}

/** What is left of a password without the digits and symbols around it ("Password2024!" → "password"). */
const core = (password: string) => password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '');

/**
 * The rules beyond the schema's length (12 to 200, shared/schemas/users.ts), for every new or
 * changed password: not one of the common passwords, nor one with only digits or symbols added
 * around it, not the username (whatever the case, with or without such additions), and not
 * easy to guess for someone who knows the person and the practice (password-strength.ts).
 */
export function passwordRefusal(password: string, owner: PasswordOwner): string | undefined {
  const lower = password.toLowerCase();
  const name = owner.username.toLowerCase();
  if (lower.includes(name) && !/\p{L}/u.test(lower.replaceAll(name, ''))) return USERNAME_PASSWORD_MESSAGE;
  const list = commonPasswords();
  if (list.has(lower) || list.has(core(password))) return COMMON_PASSWORD_MESSAGE;
  return weakPasswordReason(password, owner);
}

/** 422 under `field` when the password breaks a rule. */
export function assertPasswordAllowed(password: string, owner: PasswordOwner, field = 'password'): void {
  const refusal = passwordRefusal(password, owner);
  if (refusal) throw unprocessable({ [field]: [refusal] });
}
