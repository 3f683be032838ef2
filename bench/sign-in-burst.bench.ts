import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../server/users/users.seed.js';
import { createTestApp, median, ms } from './support.js';

/**
 * A legitimate sign-in while a burst of 400 sign-ins is under way, over real HTTP: its latency
 * and that of the client bundle fetched at the same moment. Two bursts: from one address (the
 * throttle answers all but the first attempts 429 without hashing) and from 400 addresses (each
 * passes the throttle: the cap on password checks answers what it cannot queue 503 at once).
 * The proxy is trusted so that X-Forwarded-For stands for the client's address; the burst is
 * sent from a child process (bench/sign-in-burst-client.ts), off the server's thread.
 */
const BURST = Number(process.env.BENCH_BURST ?? 400);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

type BurstMessage = { type: 'in-flight' } | { type: 'done'; statuses: number[] };
const next = <T extends BurstMessage['type']>(child: ChildProcess, type: T) =>
  new Promise<Extract<BurstMessage, { type: T }>>((resolve) => {
    const handler = (message: BurstMessage) => {
      if (message.type !== type) return;
      child.off('message', handler);
      resolve(message as Extract<BurstMessage, { type: T }>);
    };
    child.on('message', handler);
  });

export default async function signInBurstBench(): Promise<void> {
  const t = await createTestApp({ config: { trustProxy: ['127.0.0.1'] } });
  const attacker = fork(fileURLToPath(new URL('./sign-in-burst-client.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const baseUrl = await t.listen();
  const index = await (await fetch(baseUrl)).text();
  const bundle = /src="(\/assets\/index-[^"]+\.js)"/.exec(index)?.[1];
  if (!bundle) console.log('(no built client in dist/client: run `npm run build` for the bundle figure)');

  const signIn = async (username: string, password: string, from: string) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ username, password }),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };
  const fetchBundle = async () => {
    const started = performance.now();
    await (await fetch(`${baseUrl}${bundle}`)).arrayBuffer();
    return performance.now() - started;
  };

  const quiet: number[] = [];
  const quietBundles: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    quiet.push((await signIn('dreyes', DEMO_PASSWORD, `198.51.101.${run + 1}`)).ms);
    if (bundle) quietBundles.push(await fetchBundle());
  }
  console.log(
    `no burst (this machine's baseline), ${RUNS} runs: sign-in p50 ${ms(median(quiet))}, max ${ms(Math.max(...quiet))}; bundle p50 ${ms(median(quietBundles))}`,
  );

  // The owner's usual device: signed in from before, so their check goes ahead of a flood's.
  await signIn('dreyes', DEMO_PASSWORD, '198.51.102.1');
  for (const kind of ['one address', `${BURST} addresses`] as const) {
    const legit: number[] = [];
    const usual: number[] = [];
    const usualStatuses: number[] = [];
    const bundles: number[] = [];
    const statuses = new Map<number, number>();
    const legitStatuses: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const from = Array.from({ length: kind === 'one address' ? 1 : BURST }, (_, n) =>
        kind === 'one address' ? `203.0.${run}.1` : `10.${run}.${n >> 8}.${n & 255}`,
      );
      const inFlight = next(attacker, 'in-flight');
      const burst = next(attacker, 'done');
      attacker.send({ baseUrl, burst: BURST, from });
      await inFlight;
      const [owner, fromUsual, bundleMs] = await Promise.all([
        signIn('dreyes', DEMO_PASSWORD, `198.51.100.${run + 1}`),
        signIn('dreyes', DEMO_PASSWORD, '198.51.102.1'),
        bundle ? fetchBundle() : Promise.resolve(NaN),
      ]);
      usual.push(fromUsual.ms);
      usualStatuses.push(fromUsual.status);
      legit.push(owner.ms);
      legitStatuses.push(owner.status);
      bundles.push(bundleMs);
      for (const status of (await burst).statuses) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    console.log(
      `burst of ${BURST} sign-ins from ${kind}, ${RUNS} runs: legitimate sign-in from a new address p50 ${ms(median(legit))}, max ${ms(Math.max(...legit))} (answers ${legitStatuses.join(',')}); ` +
        `from their usual device p50 ${ms(median(usual))}, max ${ms(Math.max(...usual))} (answers ${usualStatuses.join(',')}); ` +
        `bundle p50 ${ms(median(bundles))}, max ${ms(Math.max(...bundles))}; burst answers ${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')}`,
    );
  }
  attacker.kill();
  await t.close();
}
