import { recordAudit } from '../audit/audit.repository.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authContract as contract } from '../../shared/contract/auth.js';
import { inTransaction } from '../db/transaction.js';
import { declareRoute } from '../http/declare-route.js';
import { notFound } from '../http/errors.js';
import { findUser } from '../users/users.repository.js';
import { signIn } from './auth.service.js';
import { DeviceCookies } from './device-cookie.js';
import { MemoryLoginThrottle } from './login-throttle.js';
import { RedisLoginThrottle } from './login-throttle.redis.js';
import { changeOwnPassword } from './own-password.service.js';
import { guardRedis } from '../realtime/redis-guard.js';
import { revokeSession } from './sessions.repository.js';
import { removeSubscriptionsOfSession } from '../push/push-subscriptions.repository.js';
import { SignInsInFlight } from './sign-ins-in-flight.js';

/** Signing in and out, the caller's own record and password, as shared/contract/auth.ts declares them. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  // With REDIS_URL every node counts the same attempts; without it, this process counts.
  const throttle = app.redis
    ? new RedisLoginThrottle(guardRedis(app.redis, app.log, 'the sign-in throttle'), app.config.redisKeyPrefix)
    : new MemoryLoginThrottle();
  const inFlight = new SignInsInFlight();
  const devices = new DeviceCookies(app.config.jwtSecret);
  const originOf = (username: string, request: FastifyRequest) => ({
    address: request.ip,
    device: devices.deviceOf(username, request.headers.cookie),
  });

  declareRoute(app, contract.login, async ({ body }, request, reply) => {
    const origin = originOf(body.username, request);
    const { user, sessionId } = await signIn(app, { throttle, inFlight }, body, origin);
    const secure = app.config.servedOverHttps || request.protocol === 'https';
    reply.header('set-cookie', devices.setCookie(user.username, origin.device, secure));
    const token = app.jwt.sign({ sid: sessionId }, { expiresIn: '12h' });
    request.log.info({ userId: user.id }, 'signed in');
    return { ...user, token };
  });

  declareRoute(app, contract.logout, async (_input, request) => {
    await inTransaction(app, async (trx) => {
      await revokeSession(trx, request.auth.sessionId);
      // The devices this sign-in let the portal reach are not reached once it signs out.
      await removeSubscriptionsOfSession(trx, request.auth.sessionId);
      await recordAudit(trx, {
        actor: request.auth,
        area: 'sessions',
        action: 'sign-out',
        entityId: request.auth.id,
        address: request.ip,
      });
    });
    app.publisher.endSessions({ sessionId: request.auth.sessionId }, 'logout');
    return { message: 'Logged out.' };
  });

  declareRoute(app, contract.currentUser, async (_input, request) => {
    const user = await findUser(app.db, request.auth.id);
    if (!user) throw notFound('User not found.');
    return { user };
  });

  declareRoute(app, contract.changePassword, async ({ body }, request) => {
    await changeOwnPassword(app, throttle, request.auth, body, (username) => originOf(username, request));
    return { message: 'Your password has been changed. Your other sessions have been signed out.' };
  });
}
