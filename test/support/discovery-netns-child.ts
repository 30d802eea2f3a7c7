/**
 * A discovery peer for test/unit/main/net/discovery/discovery-netns.test.ts, run inside a network namespace:
 *
 *   node --import tsx discovery-netns-child.ts announce '<TableAd JSON>'
 *   node --import tsx discovery-netns-child.ts browse '[{"label": "...", "options": {...}}]'
 *
 * It talks JSON lines: events on stdout, commands on stdin ({"cmd":"update","ad":...} or
 * {"cmd":"stop"}). When stdin closes (the test died) it stops and exits as well.
 */
import { createInterface } from 'node:readline';
import {
  announce,
  broadcastAddresses,
  browse,
  type BrowseOptions,
  type TableAd,
} from '../../src/main/net/discovery';

const say = (event: Record<string, unknown>): void => {
  process.stdout.write(`${JSON.stringify(event)}\n`);
};
const onError = (error: Error): void => say({ event: 'error', message: error.message });

const [mode, json] = process.argv.slice(2);
const stops: (() => Promise<void>)[] = [];
let update: (ad: TableAd) => void = () => undefined;

if (mode === 'announce') {
  const announcer = announce(JSON.parse(json) as TableAd, { onError });
  stops.push(() => announcer.stop());
  update = (ad) => announcer.update(ad);
  say({ event: 'ready', broadcast: broadcastAddresses() });
} else if (mode === 'browse') {
  for (const { label, options } of JSON.parse(json) as { label: string; options: BrowseOptions }[]) {
    const browser = browse({ ...options, onError });
    browser.onChange((tables) => say({ event: 'tables', label, tables }));
    stops.push(() => browser.stop());
  }
  say({ event: 'ready' });
} else {
  throw new Error(`unknown mode ${mode}`);
}

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all(stops.map((s) => s()));
  say({ event: 'stopped' });
  process.exit(0);
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const command = JSON.parse(line) as { cmd: 'update'; ad: TableAd } | { cmd: 'stop' };
  if (command.cmd === 'update') update(command.ad);
  else void stop();
});
lines.on('close', () => void stop());
