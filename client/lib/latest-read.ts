/**
 * The reads of one query: only the latest read's answer is taken (a slower earlier answer never
 * replaces a newer one), and the re-reads asked within `settleMs` of each other are one read.
 */
export function latestRead<T>(settleMs: number, take: (answer: { data: T } | { error: unknown }) => void) {
  let reads = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const now = (read: () => Promise<T>) => {
    clearTimeout(timer);
    const mine = ++reads;
    read().then(
      (data) => mine === reads && take({ data }),
      (error: unknown) => mine === reads && take({ error }),
    );
  };
  return {
    now,
    soon: (read: () => Promise<T>) => {
      clearTimeout(timer);
      timer = setTimeout(() => now(read), settleMs);
    },
    /** No read pending or in flight is taken any more. */
    stop: () => {
      clearTimeout(timer);
      reads++;
    },
  };
}
