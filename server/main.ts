import { buildApp } from './app.js';
import { ConfigRefused, loadConfig, type Config } from './config.js';
import { connectDatabase } from './db/connect.js';
import './files/restrict-new-files.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoData } from './db/seed.js';
import { practiceClockOf } from './practice/practice-clock.js';
import { adoptLegacyCaseCodes } from './case-tracking/legacy-case-codes.js';
import { keepFiguresAtStart, orMetricsSettingsOf } from './or-metrics/kept-figures.js';
import { applyEnvFile } from './env-file.js';
import { joinNodeFingerprints, type NodeFingerprints } from './realtime/node-fingerprints.js';
import { stdoutLogDestination } from './plugins/log-destination.js';
import { closeRedisClient, connectRedis } from './realtime/redis.js';
import { attachRedisAdapter } from './realtime/redis-adapter.js';
import { answersWithoutAuthentication, openRedisWarning } from './realtime/redis-open-check.js';
import { moveClientsAway } from './realtime/move-clients.js';
import { refuseToStart, withoutPassword } from './start-refusal.js';

/** How long a starting node waits for Redis before it starts without it (and says so). */
const REDIS_START_WAIT_MS = 3_000;

let config: Config;
let envFile: string | undefined;
try {
  const settings = applyEnvFile();
  envFile = settings.path;
  if (settings.overridden.length > 0) {
    console.warn(`${envFile} replaces the value from the environment of: ${settings.overridden.join(', ')}`);
  }
  config = loadConfig();
} catch (error) {
  refuseToStart(error);
}
// The process's own zone is the practice's too, for whatever reads it (dates in logs, a library).
process.env.TZ = config.timeZone;
if (process.env.TEST_NOW !== undefined && config.env !== 'test') {
  console.warn('TEST_NOW is ignored: the practice runs on the real time outside NODE_ENV=test.');
}
const clock = practiceClockOf(config);

// Migrations and the seed run without the requests' statement timeout (a migration may take long).
const setup = connectDatabase(config.databaseUrl);
try {
  await migrateToLatest(setup);
  const adopted = await adoptLegacyCaseCodes(setup, config.jwtSecret);
  if (adopted > 0)
    console.log(`Stored the family codes of ${adopted} earlier cases: JWT_SECRET no longer decides them.`);
  if (config.seed === 'demo' && (await seedDemoData(setup, { clock }))) {
    console.log('Seeded the demo practice (password for every demo user: portal-demo).');
  }
  const kept = await keepFiguresAtStart(setup, orMetricsSettingsOf(config), clock.now());
  if (kept.rebuilt)
    console.log('Computed the kept OR figures again: CASE_LATE_GRACE_MINUTES or TURNOVER_MAX_GAP_MINUTES changed.');
} catch (error) {
  await setup.destroy().catch(() => undefined);
  refuseToStart(error, `the database (DATABASE_URL ${withoutPassword(config.databaseUrl)}) cannot be used: `);
}
await setup.destroy();
const db = connectDatabase(config.databaseUrl, { timeoutMs: config.databaseTimeoutMs });

const redis = config.redisUrl ? await connectRedis(config.redisUrl, REDIS_START_WAIT_MS) : undefined;
let fingerprints: NodeFingerprints | undefined;
if (redis && !redis.isReady) {
  console.warn(
    `Redis (REDIS_URL ${withoutPassword(config.redisUrl!)}) is not reachable: starting without it; ` +
      'shared state stays on this node until it answers. JWT_SECRET and TZ were not compared with the other nodes.',
  );
} else if (redis) {
  if (config.env === 'production' && (await answersWithoutAuthentication(config.redisUrl!))) {
    console.warn(openRedisWarning(withoutPassword(config.redisUrl!)));
  }
  fingerprints = await joinNodeFingerprints(redis, config.redisKeyPrefix, {
    JWT_SECRET: config.jwtSecret,
    TZ: config.timeZone,
  });
  if (fingerprints.mismatch) {
    const { setting, node } = fingerprints.mismatch;
    await closeRedisClient(redis);
    refuseToStart(
      new ConfigRefused(
        setting,
        `differs from the one of the running node ${node} (compared by fingerprint through Redis): set the same ${setting} on every node`,
      ),
    );
  }
}
const app = await buildApp({ config, db, clock, logger: true, logStream: stdoutLogDestination(), redis });
const crossNode = config.redisUrl
  ? await attachRedisAdapter(app.io, config.redisUrl, config.redisKeyPrefix, app.log, REDIS_START_WAIT_MS)
  : undefined;
if (crossNode) app.publisher.watchCrossNodeLink(crossNode.link);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  refuseToStart(error, `cannot listen on ${config.host}:${config.port} (HOST, PORT): `);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const where = config.hostIsDemoLoopback
  ? 'demo data: listening on 127.0.0.1 only; set HOST to open it to the network'
  : `listening on ${config.host}`;

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await fingerprints?.leave();
    await moveClientsAway(app);
    await app.close(); // stops accepting, lets in-flight requests finish, disconnects sockets
    await crossNode?.close();
    if (redis) await closeRedisClient(redis);
    await db.destroy();
    clearTimeout(forceExit);
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
// A database fault in work nobody awaits (a background touch, a timer) is part of an outage,
// already logged once: never a reason to exit. Anything else stays fatal, as Node has it.
process.on('unhandledRejection', (reason) => {
  if (app.databaseHealth.noteFailure(reason)) return;
  app.log.fatal({ err: reason }, 'unhandled rejection');
  process.exit(1);
});
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// Only now is the portal announced: a SIGTERM sent the moment the line appears finds its handler.
console.log(`Portal running at http://localhost:${port} (${where}; settings from ${envFile ?? 'the environment'})`);
