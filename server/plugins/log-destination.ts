import pino from 'pino';

/** How long the last flush at exit may wait for a reader that does not read. */
const FINAL_FLUSH_MS = 1_000;
/** Logs held in memory while nobody reads stdout; beyond this, new lines are dropped. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/**
 * stdout for the server's logs, written asynchronously. pino's own destination flushes
 * synchronously at exit and retries "pipe full" (EAGAIN) every 100 ms for ever: a server whose
 * stdout reader stopped reading then hangs inside process.exit(), where no timer can fire,
 * and SIGTERM never stops it. Here that last flush gives up after FINAL_FLUSH_MS, and while
 * the server runs an unread stdout costs at most MAX_BUFFERED_BYTES of memory.
 */
export function stdoutLogDestination(): pino.DestinationStream {
  let giveUpAt = Number.POSITIVE_INFINITY;
  const destination = pino.destination({
    dest: 1,
    sync: false,
    maxLength: MAX_BUFFERED_BYTES,
    retryEAGAIN: () => Date.now() < giveUpAt,
  });
  const flushSync = destination.flushSync.bind(destination);
  destination.flushSync = () => {
    giveUpAt = Date.now() + FINAL_FLUSH_MS;
    try {
      flushSync();
    } catch {
      // Nobody reads stdout: what is left of the log is lost, the exit is not.
    }
  };
  return destination;
}
