/**
 * Starts a worker thread on one of the modules next to this file, in both worlds: from the
 * TypeScript sources (tsx, vitest: the worker registers tsx's loader first, then imports the
 * .ts module) and from a built bundle (the module sits next to the bundle as plain .js).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

export function startWorker(name: string, options: WorkerOptions = {}): Worker {
  const here = import.meta.url;
  if (!/\.ts$/.test(new URL(here).pathname)) {
    return new Worker(new URL(`./${name}.js`, here), options);
  }
  const entry = new URL(`./${name}.ts`, here).href;
  const tsxApi = pathToFileURL(createRequire(here).resolve('tsx/esm/api')).href.replace(
    /index\.cjs$/,
    'index.mjs',
  );
  const code = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`; // not-words: code
  return new Worker(code, { ...options, eval: true });
}
