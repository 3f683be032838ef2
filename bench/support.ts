import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createTestApp, type TestApp } from '../server/test/harness.js';
import { connectSocket, type TestSocket } from '../server/test/sockets.js';

export { createTestApp, type TestApp, connectSocket, type TestSocket };

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export const median = (values: number[]) => percentile(values, 50);
export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Opens `count` sockets, `batch` at a time (the server checks a session per handshake). */
export async function connectMany(baseUrl: string, tokens: string[], count: number, batch = 50): Promise<TestSocket[]> {
  const sockets: TestSocket[] = [];
  for (let start = 0; start < count; start += batch) {
    const group = Array.from({ length: Math.min(batch, count - start) }, (_, index) =>
      connectSocket(baseUrl, tokens[(start + index) % tokens.length]),
    );
    sockets.push(...(await Promise.all(group)));
  }
  return sockets;
}

/** Milliseconds from now until every socket has received `event` once. */
export function timeUntilAll(sockets: TestSocket[], event: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    let remaining = sockets.length;
    for (const socket of sockets) {
      (socket as unknown as { once: (e: string, f: () => void) => void }).once(event, () => {
        remaining -= 1;
        if (remaining === 0) resolve(performance.now() - started);
      });
    }
  });
}

/**
 * Requests per second of `call` over `durationMs`, `concurrency` calls in flight. After each call
 * the event loop turns once, as it does for every request over a real socket: Fastify's inject
 * finishes each response in a setImmediate, and with better-sqlite3 (synchronous) a tight loop of
 * injects never reaches that phase, so every response body stayed alive until the run ended and
 * the figures measured the garbage collector (worse the longer the run, and for later runs).
 */
export async function throughput(call: () => Promise<unknown>, durationMs = 3_000, concurrency = 16): Promise<number> {
  let done = 0;
  const end = performance.now() + durationMs;
  const worker = async () => {
    while (performance.now() < end) {
      await call();
      await new Promise((resolve) => setImmediate(resolve));
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / ((performance.now() - started) / 1000);
}

/**
 * A GET over real HTTP (keep-alive, body read and dropped): what a browser's request costs the
 * server, without Fastify inject's copies of the response body.
 */
export function httpGet(baseUrl: string, path: string, token: string): () => Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const url = new URL(path, baseUrl);
  return () =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${path}: ${response.statusCode}`));
        response.resume();
        response.on('end', () => resolve());
      });
      request.on('error', reject);
    });
}
