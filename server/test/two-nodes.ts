import { freePort, startRedisServer, startServerProcess, type ChildHandle } from './processes.js';
import { createScratchPostgres } from './scratch-postgres.js';

type ServerNode = ChildHandle & { url: string };

/**
 * Two server processes on one scratch PostgreSQL database and a redis-server of their own.
 * Each part is kept as soon as it runs, so `stop` also cleans up after a start that failed half-way.
 */
export class TwoNodes {
  redisPort = 0;
  /** Replaced by tests that stop and restart Redis on `redisPort`. */
  redis?: ChildHandle;
  nodeA!: ServerNode;
  nodeB!: ServerNode;
  /** The scratch database both nodes use. */
  databaseUrl = '';
  private drop?: () => Promise<void>;

  constructor(
    private readonly jwtSecret: string,
    private readonly extraEnv: Record<string, string> = {},
  ) {}

  async start(): Promise<void> {
    this.redisPort = await freePort();
    this.redis = await startRedisServer(this.redisPort);
    const scratch = await createScratchPostgres();
    this.drop = scratch.drop;
    this.databaseUrl = scratch.url;
    const env = {
      ...this.extraEnv,
      DATABASE_URL: scratch.url,
      REDIS_URL: `redis://127.0.0.1:${this.redisPort}`,
      JWT_SECRET: this.jwtSecret,
      SEED: 'demo',
    };
    // A first: it migrates and seeds; B then starts on the same database.
    this.nodeA = await startServerProcess({ ...env, PORT: String(await freePort()) });
    this.nodeB = await startServerProcess({ ...env, PORT: String(await freePort()) });
  }

  /** Stops everything (the private redis-server too); answers the exit codes of the nodes that had started. */
  async stop(): Promise<(number | null)[]> {
    const started = [this.nodeA, this.nodeB].filter((node): node is ServerNode => node !== undefined);
    const exits = await Promise.all(started.map((node) => node.stop()));
    await this.redis?.stop(5_000);
    await this.drop?.();
    return exits;
  }
}
