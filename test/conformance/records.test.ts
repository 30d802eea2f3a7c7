/** The example records replay exactly; broken records are refused with a precise reason. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayFile } from '../../src/main/cli/replay-file';

const dir = join(import.meta.dirname, '..', 'fixtures', 'records');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('example records', () => {
  it('are all present', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    const record = JSON.parse(text) as {
      game: string;
      result: { totals: number[]; winners: number[] };
      rounds: { actions: { seat: number | null; type: string; card?: string }[] }[];
    };

    it(`${file} replays to its result`, () => {
      const outcome = replayFile(text);
      if (!outcome.ok) throw new Error(outcome.error);
      expect(outcome.output.game).toBe(record.game);
      expect(outcome.output.over).toBe(true);
      expect(outcome.output.totals).toEqual(record.result.totals);
      expect(outcome.output.winners).toEqual(record.result.winners);
      expect(outcome.output.rounds).toHaveLength(record.rounds.length);
    });

    it(`${file} with a card that is not in the hand is refused, naming round, action and rule`, () => {
      const broken = structuredClone(record);
      const round = broken.rounds[1] ?? broken.rounds[0]!;
      const index = round.actions.findIndex((a) => a.type === 'play');
      round.actions[index]!.card = record.game === 'dreizehn' ? 'B13' : 'W99';
      const outcome = replayFile(JSON.stringify(broken));
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.error).toContain(`round ${broken.rounds[1] ? 2 : 1}`);
      expect(outcome.error).toContain(`action ${index}`);
      expect(outcome.error).toMatch(/\[rule: [a-z-]+\]/);
    });

    it(`${file} with an action out of turn is refused`, () => {
      const broken = structuredClone(record);
      const action = broken.rounds[0]!.actions.find((a) => a.seat !== null)!;
      action.seat = (action.seat! + 1) % (broken as unknown as { seats: unknown[] }).seats.length;
      const outcome = replayFile(JSON.stringify(broken));
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.error).toMatch(/^round 1, action \d+: .+\[rule: [a-z-]+\]$/);
    });

    it(`${file} with a wrong result is refused`, () => {
      const broken = structuredClone(record);
      broken.result.totals[0] = broken.result.totals[0]! + 1;
      const outcome = replayFile(JSON.stringify(broken));
      expect(outcome).toEqual({ ok: false, error: expect.stringContaining('result-mismatch') });
    });
  }
});

describe('malformed records', () => {
  const good = readFileSync(join(dir, 'siegel-3p.json'), 'utf8');
  it('names what is wrong and where', () => {
    const data = JSON.parse(good) as { rounds: { dealer: unknown }[] };
    data.rounds[0]!.dealer = 'zero';
    const outcome = replayFile(JSON.stringify(data));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error).toContain('rounds[0].dealer');
  });
  it('refuses another format, bad JSON, an unknown game and a wrong dealer', () => {
    expect(replayFile(good.replace('spieltisch-record/1', 'spieltisch-record/2'))).toEqual({
      ok: false,
      error: expect.stringContaining('unsupported record format'),
    });
    expect(replayFile('{"format": ')).toEqual({
      ok: false,
      error: expect.stringContaining('not valid JSON'),
    });
    const unknownGame = JSON.parse(good) as { game: string };
    unknownGame.game = 'skat';
    expect(replayFile(JSON.stringify(unknownGame)).ok).toBe(false);
    const wrongDealer = JSON.parse(good) as { rounds: { dealer: number }[] };
    wrongDealer.rounds[1]!.dealer = wrongDealer.rounds[0]!.dealer;
    expect(replayFile(JSON.stringify(wrongDealer))).toEqual({
      ok: false,
      error: expect.stringContaining('dealer-rotation'),
    });
  });
  it('ignores unknown fields', () => {
    const data = JSON.parse(good) as Record<string, unknown>;
    data.comment = 'from a newer version';
    expect(replayFile(JSON.stringify(data)).ok).toBe(true);
  });
  it('accepts a save (no result) whose last round is unfinished', () => {
    const data = JSON.parse(good) as { result?: unknown; rounds: { actions: unknown[] }[] };
    delete data.result;
    const last = data.rounds[data.rounds.length - 1]!;
    last.actions = last.actions.slice(0, 5);
    const outcome = replayFile(JSON.stringify(data));
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.output.over).toBe(false);
  });
  it('refuses an unfinished round that is not the last', () => {
    const data = JSON.parse(good) as { result?: unknown; rounds: { actions: unknown[] }[] };
    delete data.result;
    data.rounds[0]!.actions = data.rounds[0]!.actions.slice(0, 5);
    expect(replayFile(JSON.stringify(data))).toEqual({
      ok: false,
      error: expect.stringContaining('round-unfinished'),
    });
  });
});
