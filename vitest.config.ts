import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/conformance/**/*.test.ts'],
    environment: 'node',
    // Both cores: vitest 4 leaves one free by default, which on a 2-core machine is one worker
    // and doubles the run (the conformance file alone takes most of two minutes).
    maxWorkers: 2,
    // A worker imports a module once for all its files, not once per file: isolating every
    // file spent more than 70 s of the run's CPU on imports, about a quarter of the stage
    // (docs/testing.md). No test mocks a module or changes global state it leaves behind.
    isolate: false,
    setupFiles: ['test/support/vitest-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
