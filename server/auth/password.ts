import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordGate } from './password-gate.js';

/**
 * scrypt with N=2^15, r=8, p=3: one of OWASP's settings of equal cost to argon2id with
 * 19 MiB and t=2, and built into Node (no native addon to compile).
 */
const COST: PasswordCost = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 32;

/** scrypt's parameters; each hash keeps its own, so a hash verifies whatever the cost is now. */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, cost: PasswordCost, first = false): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return passwordGate.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
    first,
  );
}

/** `cost`: OWASP's setting above; only the test harness's demo users are hashed with less. */
export async function hashPassword(password: string, cost = COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** `first`: the check goes ahead of others waiting (a sign-in from a device known to be the person's). */
export async function verifyPassword(password: string, stored: string, first = false): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p) },
    first,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to verify against when the user does not exist, so timing does not tell. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
