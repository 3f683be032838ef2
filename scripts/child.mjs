// Runs a child process in the foreground: SIGINT/SIGTERM/SIGHUP sent to us go to it, and we
// exit as it did (128 + signal number when a signal ended it, as a shell reports it).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Resolves when the child exits with 0; otherwise exits this process the way the child ended. */
export function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    for (const signal of FORWARDED) process.on(signal, forward);
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      process.exit(1);
    });
    child.on('exit', (code, signal) => {
      for (const name of FORWARDED) process.off(name, forward);
      if (signal) process.exit(128 + (constants.signals[signal] ?? 0));
      if (code !== 0) process.exit(code ?? 1);
      resolve();
    });
  });
}
