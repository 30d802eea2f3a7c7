/**
 * Arena logs pooled: `arena --log FILE` appends one line per deal (`{config, outcome}`), so a
 * long measurement can be spread over runs with different seeds, stopped and resumed. Pooling
 * reads such lines, checks they measure the same thing (game, table size, the two levels and
 * every budget or branching setting; only the seed may differ) and that no deal is counted
 * twice, and summarises them as one arena would (`summarize`).
 */
import { z } from 'zod';
import { GAME_IDS } from '../../shared/types';
import { summarize, type ArenaConfig, type ArenaSummary, type DealOutcome } from '../ai/arena';
import { ARENA_LEVELS } from '../ai/levels';
import { SEARCH_LEVELS } from '../ai/search-bot';

const seatNumbers = z.array(z.number().finite()).min(1).max(8);

const logLineSchema = z.object({
  config: z.object({
    game: z.enum(GAME_IDS),
    players: z.number().int().min(2).max(8),
    candidate: z.enum(ARENA_LEVELS),
    reference: z.enum(ARENA_LEVELS),
    deals: z.number().int().positive(),
    seed: z.string().min(1),
    iterations: z.number().int().positive().optional(),
    budgets: z.partialRecord(z.enum(SEARCH_LEVELS), z.number().int().positive()).optional(),
    phases: z.number().int().positive().optional(),
    shard: z.tuple([z.number().int(), z.number().int()]).optional(),
    branchAtCards: z.number().int().positive().optional(),
    branchPhases: z.number().int().positive().optional(),
  }),
  outcome: z.object({
    deal: z.number().int().min(0),
    diffs: seatNumbers,
    candidateFirst: seatNumbers,
    referenceFirst: seatNumbers,
    exact: z
      .object({
        candidate: z.tuple([z.number().int(), z.number().int()]),
        reference: z.tuple([z.number().int(), z.number().int()]),
      })
      .optional(),
  }),
});

/** What must be equal for two lines to measure the same thing (everything but seed, deal count and shard). */
function measures(c: z.infer<typeof logLineSchema>['config']): string {
  return JSON.stringify([
    c.game,
    c.players,
    c.candidate,
    c.reference,
    c.iterations ?? null,
    Object.entries(c.budgets ?? {}).sort(([a], [b]) => a.localeCompare(b)),
    c.phases ?? null,
    c.branchAtCards ?? null,
    c.branchPhases ?? null,
  ]);
}

export interface PooledLogs {
  summary: ArenaSummary;
  /** Every deal, with its seed. */
  deals: { seed: string; outcome: DealOutcome }[];
  /** Deals per seed, in the order first met. */
  seeds: { seed: string; deals: number }[];
  config: Omit<ArenaConfig, 'seed' | 'deals' | 'shard'>;
}

/** A log's lines (`source` names it in errors): pooled, or the first problem found, with its line. */
export function poolArenaLogs(
  sources: readonly { name: string; text: string }[],
): { ok: true; pooled: PooledLogs } | { ok: false; error: string } {
  let first: z.infer<typeof logLineSchema>['config'] | null = null;
  const seen = new Set<string>();
  const seeds = new Map<string, number>();
  const outcomes: DealOutcome[] = [];
  const deals: PooledLogs['deals'] = [];
  for (const { name, text } of sources) {
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const raw = (lines[i] as string).trim();
      if (raw === '') continue;
      const where = `${name}:${i + 1}`;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return { ok: false, error: `${where}: not JSON` };
      }
      const parsed = logLineSchema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return {
          ok: false,
          error: `${where}: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'not an arena line'}`,
        };
      }
      const { config, outcome } = parsed.data;
      if (outcome.diffs.length !== config.players) {
        return {
          ok: false,
          error: `${where}: ${outcome.diffs.length} seats in a ${config.players}-player arena`,
        };
      }
      if (first === null) first = config;
      else if (measures(first) !== measures(config)) {
        return {
          ok: false,
          error: `${where}: measures something else than the first line (${measures(config)} against ${measures(first)}); only the seed may differ`,
        };
      }
      const key = `${config.seed}#${outcome.deal}`;
      if (seen.has(key))
        return { ok: false, error: `${where}: deal ${outcome.deal} of seed ${config.seed} again` };
      seen.add(key);
      seeds.set(config.seed, (seeds.get(config.seed) ?? 0) + 1);
      outcomes.push(outcome as DealOutcome);
      deals.push({ seed: config.seed, outcome: outcome as DealOutcome });
    }
  }
  if (first === null) return { ok: false, error: 'no arena lines' };
  const config: PooledLogs['config'] = {
    game: first.game,
    players: first.players,
    candidate: first.candidate,
    reference: first.reference,
    ...(first.iterations !== undefined ? { iterations: first.iterations } : {}),
    ...(first.budgets ? { budgets: first.budgets } : {}),
    ...(first.phases !== undefined ? { phases: first.phases } : {}),
    ...(first.branchAtCards !== undefined ? { branchAtCards: first.branchAtCards } : {}),
    ...(first.branchPhases !== undefined ? { branchPhases: first.branchPhases } : {}),
  };
  const summary = summarize(
    { ...config, seed: [...seeds.keys()].join('+'), deals: outcomes.length },
    outcomes,
  );
  return {
    ok: true,
    pooled: { summary, deals, seeds: [...seeds].map(([seed, n]) => ({ seed, deals: n })), config },
  };
}

/** One measurement minus another over the deals both played (the same seed and deal number). */
export interface PairedDifference {
  deals: number;
  /** Each side's mean over those deals, and the mean of the per-deal differences with its 95 % interval. */
  first: number;
  second: number;
  meanDiff: number;
  ci95: [number, number];
}

/**
 * `a − b` deal by deal: e.g. (Meister II − hard) − (hard − normal) on the same seeds, the
 * issue's moonshot. Pairing by deal removes what the deal's cards add to both sides.
 */
export function pairedDifference(a: PooledLogs, b: PooledLogs): PairedDifference {
  const mean = (o: DealOutcome): number => o.diffs.reduce((x, y) => x + y, 0) / o.diffs.length;
  const other = new Map(b.deals.map((d) => [`${d.seed}#${d.outcome.deal}`, mean(d.outcome)]));
  const xs: number[] = [];
  const ys: number[] = [];
  for (const d of a.deals) {
    const y = other.get(`${d.seed}#${d.outcome.deal}`);
    if (y === undefined) continue;
    xs.push(mean(d.outcome));
    ys.push(y);
  }
  const n = xs.length;
  const avg = (v: number[]): number => (v.length ? v.reduce((x, y) => x + y, 0) / v.length : 0);
  const diffs = xs.map((x, i) => x - (ys[i] as number));
  const m = avg(diffs);
  const variance = n > 1 ? diffs.reduce((acc, x) => acc + (x - m) ** 2, 0) / (n - 1) : 0;
  const half = n > 1 ? 1.96 * Math.sqrt(variance / n) : Number.POSITIVE_INFINITY;
  const round = (x: number): number => Math.round(x * 1e4) / 1e4;
  return {
    deals: n,
    first: round(avg(xs)),
    second: round(avg(ys)),
    meanDiff: round(m),
    ci95: [round(m - half), round(m + half)],
  };
}

/** An arena's summary for people: the head line (with `extra`), the difference, the rates. */
export function summaryLines(summary: ArenaSummary, extra: string): string[] {
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  const lines = [
    `${summary.game} ${summary.players}p  ${summary.candidate} vs ${summary.reference}  ${summary.deals} deals  ${extra}`,
    `mean difference ${summary.meanDiff} (95% CI ${summary.ci95[0]} … ${summary.ci95[1]}), positive = ${summary.candidate} better`,
    `first place: ${summary.candidate} ${pct(summary.firstRate.candidate)}, ${summary.reference} ${pct(summary.firstRate.reference)}`,
  ];
  if (summary.exactBidRate) {
    lines.push(
      `exact bids: ${summary.candidate} ${pct(summary.exactBidRate.candidate)}, ${summary.reference} ${pct(summary.exactBidRate.reference)}`,
    );
  }
  return lines;
}
