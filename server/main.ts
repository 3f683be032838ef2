import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { connectDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoData } from './db/seed.js';
import { closeRedisClient, connectRedis } from './realtime/redis.js';
import { attachRedisAdapter } from './realtime/redis-adapter.js';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message); // the message names the variable; a stack would hide it
  process.exit(1);
}
// "Today" everywhere on the server is today in the practice's time zone.
process.env.TZ = config.timeZone;

const db = connectDatabase(config.databaseUrl);
await migrateToLatest(db);
if (config.seed === 'demo' && (await seedDemoData(db))) {
  console.log('Seeded the demo practice (password for every demo user: portal-demo).');
}

const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
const app = await buildApp({ config, db, logger: true, redis });
const crossNode = config.redisUrl
  ? await attachRedisAdapter(app.io, config.redisUrl, config.redisKeyPrefix, app.log)
  : undefined;
if (crossNode) app.publisher.watchCrossNodeLink(crossNode.link);

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Portal running at http://localhost:${port}`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
  try {
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
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
