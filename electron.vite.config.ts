import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';

// Three bundles: the Electron main process (also reused by the headless host), the sandboxed
// preload (must be CommonJS) and the PixiJS renderer (plain web page, also served to browsers).
export default defineConfig({
  main: {
    build: {
      rolldownOptions: {
        input: {
          index: resolve(import.meta.dirname, 'src/main/index.ts'),
          // Loaded by src/main/workers/spawn.ts from next to the main bundle.
          'search-worker': resolve(import.meta.dirname, 'src/main/workers/search-worker.ts'),
          'analysis-worker': resolve(import.meta.dirname, 'src/main/workers/analysis-worker.ts'),
          'par-worker': resolve(import.meta.dirname, 'src/main/workers/par-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    build: {
      // electron-vite leaves the renderer unminified by default; browsers on the LAN load it too.
      minify: true,
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/renderer/index.html') },
      },
    },
  },
});
