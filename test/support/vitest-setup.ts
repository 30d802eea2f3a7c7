// Runs before every test file. Files share their worker's modules (`isolate: false` in
// vitest.config.ts), so a test that fails while it holds fake timers must not hand them on.
import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
});
