import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/conformance/**/*.test.ts'],
    environment: 'node',
    // Both cores: vitest 4 leaves one free by default, which on a 2-core machine is one worker
    // and doubles the run (the conformance file alone takes most of two minutes).
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
