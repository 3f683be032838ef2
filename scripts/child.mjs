// Runs a child process in the foreground: SIGINT/SIGTERM/SIGHUP sent to us go to it, and we
// exit as it did (128 + signal number when a signal ended it, as a shell reports it).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Starts `command` with our signals forwarded to it; answers the child and a promise of how it
 * ended ({ code, signal }, or { error } when it could not be started).
 */
export function start(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const forward = (signal) => child.kill(signal);
  for (const signal of FORWARDED) process.on(signal, forward);
  const ended = new Promise((resolve) => {
    child.on('error', (error) => resolve({ error }));
    child.on('exit', (code, signal) => resolve({ code, signal }));
  }).finally(() => {
    for (const name of FORWARDED) process.off(name, forward);
  });
  return { child, ended };
}

/** Resolves when the child exits with 0; otherwise exits this process the way the child ended. */
export async function run(command, args, env = process.env, options = {}) {
  const { error, code, signal } = await start(command, args, { env, ...options }).ended;
  if (error) {
    console.error(`Could not run ${command}: ${error.message}`);
    process.exit(1);
  }
  if (signal) process.exit(128 + (constants.signals[signal] ?? 0));
  if (code !== 0) process.exit(code ?? 1);
}
