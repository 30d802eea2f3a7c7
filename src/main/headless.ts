/**
 * The headless host: runs in plain Node where Electron is missing (and in end-to-end tests).
 * Serves the built renderer on localhost and prints the URL; opens the default browser unless
 * `--no-open` (or SPIELTISCH_NO_OPEN=1) is given.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from './net/static-server';

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => process.stdout.write(`Open ${url} in your browser.\n`));
    child.unref();
  } catch {
    process.stdout.write(`Open ${url} in your browser.\n`);
  }
}

function main(): void {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.SPIELTISCH_PORT ?? '0' },
      host: { type: 'string', default: '127.0.0.1' },
      'no-open': { type: 'boolean', default: process.env.SPIELTISCH_NO_OPEN === '1' },
      root: { type: 'string', default: join(process.cwd(), 'out', 'renderer') },
    },
  });
  if (!existsSync(join(values.root, 'index.html'))) {
    process.stderr.write(`The renderer is not built (${values.root}); run npm run build first.\n`);
    process.exitCode = 1;
    return;
  }
  const server = createStaticServer(values.root);
  server.listen(Number(values.port), values.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : values.port;
    const url = `http://${values.host}:${port}/`;
    process.stdout.write(`Spieltisch is running at ${url}\n`);
    if (!values['no-open']) openBrowser(url);
  });
  const stop = (): void => {
    server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
