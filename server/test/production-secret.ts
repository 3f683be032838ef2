import { randomBytes } from 'node:crypto';

/**
 * A JWT_SECRET a production start accepts (config-secret.ts): random, made when the test runs,
 * as `openssl rand -base64 48` makes one. Never a constant: a committed secret is a published one.
 */
export const randomJwtSecret = () => randomBytes(48).toString('base64url');
