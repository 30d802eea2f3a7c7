/**
 * `npm run train -- --game G [--players N] [--units K] [--iterations I] [--expert LEVEL]
 *  [--seed S] [--epochs E] [--out FILE]`
 * Expert iteration (src/main/ai/learn/train.ts): the expert (the Meister by default) plays K
 * units (rounds; SevenSins and Abyss: games) against itself at I rollouts a decision; its card
 * plays, with the searched value of every candidate, train the linear rollout policy. Writes the
 * weights with the seed and data that made them to FILE (default resources/policy/<game>.json).
 */
import { writeFileSync } from 'node:fs';
import type { GameId } from '../../shared/types';
import { collectDecisions, fitPolicy, typicalTemperature } from '../ai/learn/train';
import { policyWeightsSchema, ROLLOUT_EPSILON, type PolicyWeights } from '../ai/learn/policy';
import { POLICY_FEATURES } from '../ai/learn/registry';
import { isSearchLevel } from '../ai/search-bot';
import { gamesArg, parseCommand, positiveInteger, runCommand, usageError } from './args';

const USAGE =
  'usage: npm run train -- --game G [--players N] [--units K] [--iterations I] [--expert LEVEL] [--seed S] [--epochs E] [--epsilon X] [--out FILE]';

async function main(argv: string[]): Promise<number> {
  const values = parseCommand(
    argv,
    {
      game: { type: 'string' },
      players: { type: 'string', default: '4' },
      units: { type: 'string', default: '60' },
      iterations: { type: 'string', default: '1000' },
      expert: { type: 'string', default: 'meister1' },
      seed: { type: 'string', default: '1' },
      epochs: { type: 'string', default: '400' },
      epsilon: { type: 'string' },
      phases: { type: 'string' },
      out: { type: 'string' },
    },
    USAGE,
  );
  if (typeof values === 'number') return values;
  if (values.game === undefined) return usageError('--game is required', USAGE);
  const games = gamesArg(values.game);
  if (!games.ok) return usageError(games.error, USAGE);
  const game = games.games[0] as GameId;
  const features = POLICY_FEATURES[game];
  if (!features) return usageError(`${game} has no policy features`, USAGE);
  if (!isSearchLevel(values.expert)) return usageError('--expert must be a search level', USAGE);
  const players = positiveInteger(values.players);
  const units = positiveInteger(values.units);
  const iterations = positiveInteger(values.iterations);
  const seed = positiveInteger(values.seed);
  const epochs = positiveInteger(values.epochs);
  // The share of random rollout moves: by default the hand-written policy's own (Siegel one in
  // four, the others one in ten: session 5, docs/ai.md), so the recorded command remakes the file.
  const epsilon = values.epsilon === undefined ? ROLLOUT_EPSILON[game] : Number(values.epsilon);
  const phases = values.phases === undefined ? undefined : positiveInteger(values.phases);
  if (!players || !units || !iterations || !seed || !epochs || phases === null)
    return usageError('numbers must be positive integers', USAGE);
  if (!(epsilon >= 0 && epsilon <= 1)) return usageError('--epsilon must be within 0 … 1', USAGE);
  const started = performance.now();
  const data = collectDecisions(features, {
    game,
    players,
    units,
    seed,
    expert: values.expert,
    iterations,
    ...(phases !== undefined ? { phases } : {}),
    onUnit: (done, decisions) => {
      process.stderr.write(`\r${game}: ${done}/${units} units, ${decisions} decisions`);
    },
  });
  process.stderr.write('\n');
  const collectS = (performance.now() - started) / 1000;
  const temperature = typicalTemperature(data);
  const fit = fitPolicy(data, { temperature, l2: 1e-3, epochs, holdOut: 0.2, seed });
  const weights: PolicyWeights = policyWeightsSchema.parse({
    game,
    features: [...features.names],
    weights: fit.weights,
    epsilon,
    trained: {
      command: `npm run train -- ${argv.join(' ')}`,
      seed,
      expert: values.expert,
      expertRollouts: iterations,
      games: units,
      decisions: data.decisions.length,
      temperature: Math.round(temperature * 1e4) / 1e4,
      heldOutAgreement: Math.round(fit.heldOutAgreement * 1e4) / 1e4,
      date: new Date().toISOString().slice(0, 10),
    },
  });
  const out = values.out ?? `resources/policy/${game}.json`;
  writeFileSync(out, `${JSON.stringify(weights, null, 2)}\n`);
  process.stdout.write(
    `${game}: ${data.decisions.length} decisions from ${units} units in ${collectS.toFixed(0)} s; ` +
      `temperature ${temperature.toFixed(3)}; agreement with the search's best: ` +
      `train ${(fit.trainAgreement * 100).toFixed(1)} %, held out ${(fit.heldOutAgreement * 100).toFixed(1)} %; ` +
      `loss ${fit.loss.toFixed(4)}; wrote ${out}\n`,
  );
  return 0;
}

runCommand(main);
