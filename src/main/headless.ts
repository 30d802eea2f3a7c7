/**
 * The headless host: runs in plain Node where Electron is missing (and in end-to-end tests).
 * Serves the built renderer and the table protocol on localhost, prints the URL, and opens
 * the default browser unless `--no-open` (or SPIELTISCH_NO_OPEN=1) is given. Settings live
 * in a JSON file with the same schema as the app's store; tables are saved after every step
 * into the data folder's `saves` (the folder of the settings file, or `--data DIR`), and
 * `--resume` goes on at once with every table that was open when the host stopped (or else the
 * most recently saved unfinished one).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { words } from '../shared/i18n/format';
import { msg, type Message } from '../shared/i18n/message';
import { parseArgs } from 'node:util';
import { SearchPool, workerBotRunner } from './workers/search-pool';
import { ParPool } from './workers/par-pool';
import { AnalysisPool } from './workers/analysis-pool';
import { JsonFileSettingsStore } from './host/settings/settings-store';
import { JsonFileStatisticsStore } from './host/statistics/statistics-store';
import { startHeadless } from './net/headless-server';
import { announceTable, browseTables, lanAddresses } from './net/lan-server';
import { newOwnerKey, roleByOwnerKey } from './net/owner-key';
import { isLoopbackAddress } from './net/origin';

/** The headless LAN host's own port (guests' LAN tables use LAN_PORT beside it). */
const LAN_OWNER_PORT = 47700;

function defaultDataFolder(): string {
  const base =
    process.platform === 'win32'
      ? (process.env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'))
      : process.platform === 'darwin'
        ? join(homedir(), 'Library', 'Application Support') // not-words: a macOS folder
        : (process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'));
  return join(base, 'Spieltisch');
}

/** A line for the person who started the host, in English (the terminal has no language setting). */
function say(message: Message, to: NodeJS.WritableStream = process.stdout): void {
  to.write(words('en', message) + '\n');
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  child.on('error', () => say(msg('host.serve.openBrowser', { url })));
  child.unref();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.SPIELTISCH_PORT ?? '0' },
      'no-open': { type: 'boolean', default: process.env.SPIELTISCH_NO_OPEN === '1' },
      root: { type: 'string', default: join(process.cwd(), 'out', 'renderer') },
      settings: { type: 'string', default: process.env.SPIELTISCH_SETTINGS },
      data: { type: 'string' },
      resume: { type: 'boolean', default: false },
      'bot-delay': { type: 'string' },
      lan: { type: 'boolean', default: false },
      'lan-address': { type: 'string' },
      'lan-port': { type: 'string' },
    },
  });
  // The data folder holds settings.json and saves/; --settings alone puts both beside that file.
  const settingsFile = values.settings ?? join(values.data ?? defaultDataFolder(), 'settings.json');
  const dataFolder = values.data ?? dirname(settingsFile);
  if (!existsSync(join(values.root, 'index.html'))) {
    say(msg('host.serve.notBuilt', { root: values.root }), process.stderr);
    process.exitCode = 1;
    return;
  }
  const delay = values['bot-delay'] === undefined ? undefined : Number(values['bot-delay']);
  // Searching bots think in worker threads, so the host's event loop stays free.
  const pool = new SearchPool();
  // --lan: reachable from the network (for a host without a display); the owner link drives it.
  const ownerKey = values.lan ? newOwnerKey() : null;
  const lanOnLoopback = isLoopbackAddress(values['lan-address']);
  const port = values.lan && values.port === '0' ? LAN_OWNER_PORT : Number(values.port);
  const running = await startHeadless({
    botRunner: workerBotRunner(pool),
    // Each finished round against bots is played again for par in a thread of its own, and the
    // live coach weighs the person's decisions in another.
    par: new ParPool(),
    coach: new AnalysisPool(1),
    root: values.root,
    settings: new JsonFileSettingsStore(settingsFile),
    // The players' statistics sit next to the settings file.
    statistics: new JsonFileStatisticsStore(join(dirname(settingsFile), 'statistics.json')),
    saves: join(dataFolder, 'saves'),
    resume: values.resume,
    port,
    ...(ownerKey ? { address: '0.0.0.0', roleOf: roleByOwnerKey(ownerKey) } : {}),
    // LAN tables: listen on the network while one is open, and announce it. A loopback LAN
    // address tries a party out on one machine: nothing is announced, every page there is a guest.
    lan: lanOnLoopback
      ? {
          address: values['lan-address']!,
          port: Number(values['lan-port'] ?? '0'),
          addresses: () => [values['lan-address']!],
          roleOf: () => 'guest' as const,
        }
      : {
          announce: announceTable,
          ...(values['lan-address'] ? { address: values['lan-address'] } : {}),
          ...(values['lan-port'] ? { port: Number(values['lan-port']) } : {}),
        },
    browse: browseTables,
    ...(delay !== undefined
      ? { botDelays: { slow: delay, normal: delay, fast: delay, instant: delay } }
      : {}),
  });
  if (running.resumed) {
    const { id, step, problem, others } = running.resumed;
    say(
      problem
        ? msg('host.serve.resumedProblem', { id, step, problem })
        : msg('host.serve.resumed', { id, step }),
    );
    if (others) say(msg('host.serve.resumedOthers', { ids: others.join(', ') }));
  }
  if (running.resumedChallenge) say(msg('host.serve.resumedChallenge', { id: running.resumedChallenge }));
  say(msg('host.serve.running', { url: running.url }));
  if (ownerKey) {
    for (const address of lanAddresses()) {
      say(msg('host.serve.ownerLink', { url: `http://${address}:${running.port}/?owner=${ownerKey}` }));
    }
    say(msg('host.serve.keepLink'));
  }
  if (!values['no-open']) openBrowser(running.url);
  const stop = (): void => {
    void Promise.all([running.close(), pool.close()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
