import { recordAudit } from '../audit/audit.repository.js';
import type { FastifyInstance } from 'fastify';
import { loginBodySchema, type LoginResponse } from '../../shared/schemas/auth.js';
import { notFound } from '../http/errors.js';
import { parse } from '../http/validate.js';
import { findUser } from '../users/users.repository.js';
import { signIn } from './auth.service.js';
import { MemoryLoginThrottle } from './login-throttle.js';
import { RedisLoginThrottle } from './login-throttle.redis.js';
import { guardRedis } from '../realtime/redis-guard.js';
import { revokeSession } from './sessions.repository.js';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  // With REDIS_URL every node counts the same failures; without it, this process counts.
  const throttle = app.redis
    ? new RedisLoginThrottle(guardRedis(app.redis, app.log, 'the sign-in throttle'), app.config.redisKeyPrefix)
    : new MemoryLoginThrottle();

  app.post('/login', { config: { public: true } }, async (request): Promise<LoginResponse> => {
    const body = parse(loginBodySchema, request.body);
    const { user, sessionId } = await signIn(app.db, throttle, body, request.ip);
    const token = app.jwt.sign({ sid: sessionId }, { expiresIn: '12h' });
    request.log.info({ userId: user.id }, 'signed in');
    return { ...user, token };
  });

  app.post('/logout', async (request) => {
    await app.db.transaction().execute(async (trx) => {
      await revokeSession(trx, request.auth.sessionId);
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

  app.get('/current-user', async (request) => {
    const user = await findUser(app.db, request.auth.id);
    if (!user) throw notFound('User not found.');
    return { user };
  });
}
