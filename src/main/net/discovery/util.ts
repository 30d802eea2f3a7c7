/** Small helpers shared by the discovery channels. */

/** Where a channel reports what went wrong (a port in use, a network gone); never thrown. */
export type ErrorSink = (error: Error) => void;

export function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/** Waits for promise, but no longer than ms; the timer is cleared either way. */
export function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
