/** Worker thread of `npm run arena -- --workers N`: plays its share of the deals, one message per deal. */
import { parentPort, workerData } from 'node:worker_threads';
import { dealsOf, playDeal, type ArenaConfig } from '../ai/arena';

const config = workerData as ArenaConfig;
for (const d of dealsOf(config)) parentPort?.postMessage({ type: 'deal', outcome: playDeal(config, d) });
parentPort?.postMessage({ type: 'done' });
