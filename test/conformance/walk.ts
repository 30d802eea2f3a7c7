/**
 * Plays one random legal game step by step and checks the game-independent laws at every
 * step: invariants hold, states are never mutated, only acting seats have legal actions, what
 * a seat is sent (view, the step's event, legal actions, card refusals, result) is unchanged by
 * re-sampling what it cannot see, garbage is refused without harm.
 * Returns the record written along the way.
 */
import { expect } from 'vitest';
import { newRecord, recordAction, type GameRecord } from '../../src/shared/record';
import type { Seat } from '../../src/shared/types';
import type { AnyGame, BaseAction } from '../../src/main/engine/game';
import { mustTableOptions } from '../../src/main/engine/options';
import type { Rng } from '../../src/main/engine/rng';
import { canonical, deepFreeze, sameData } from '../support/deep';
import { garbageActions } from './garbage';
import { hasMessage, words } from '../../src/shared/i18n/format';

export interface WalkOptions {
  game: AnyGame;
  players: number;
  options: Record<string, unknown>;
  rng: Rng;
  heavy: boolean;
}

export interface Walked {
  record: GameRecord;
  state: unknown;
  steps: number;
}

function fail(game: AnyGame, record: GameRecord, message: string): never {
  throw new Error(`${game.id}: ${message}\nrecord so far: ${JSON.stringify(record).slice(0, 4000)}`);
}

export function walkRandomGame({ game, players, options, rng, heavy }: WalkOptions): Walked {
  // The record holds the options in effect, as the host writes them.
  const parsed = mustTableOptions(game, players, options);
  const seats = Array.from({ length: players }, (_, i) => ({
    name: `P${i}`,
    kind: 'bot' as const,
    level: 'random',
  }));
  const record = newRecord({ game: game.id, seats, options: parsed });
  let state: unknown = deepFreeze(game.newGame(players, parsed, rng.int(players)));
  let steps = 0;
  const lastActions = (): GameRecord['rounds'][number]['actions'] =>
    record.rounds[record.rounds.length - 1]!.actions;

  for (;;) {
    const violations = game.invariants(state);
    if (violations.length > 0) fail(game, record, `invariants broken: ${violations.join('; ')}`);
    const next = game.next(state);
    if (next.kind === 'over') break;
    if (steps > 20_000) fail(game, record, 'the game does not end');
    steps++;

    if (next.kind === 'deal') {
      const deal = game.randomDeal(state, rng) as Record<string, unknown>;
      const dealt = game.deal(state, deal);
      if (!dealt.ok) fail(game, record, `random deal refused: ${words('en', dealt.error.reason)}`);
      record.rounds.push({ dealer: next.dealer, ...deal, actions: [] });
      state = deepFreeze(dealt.state);
      continue;
    }
    if (next.kind === 'chance') {
      const samples = heavy ? checkViews(game, state, players, rng, record) : null;
      const action = game.randomChance(state, rng);
      const applied = game.apply(state, null, action);
      if (!applied.ok) fail(game, record, `random chance refused: ${words('en', applied.error.reason)}`);
      lastActions().push(recordAction(null, action));
      const after = deepFreeze(applied.state);
      if (samples) checkEvents(game, null, action, after, samples, players, rng, record);
      state = after;
      continue;
    }

    const acting = new Set(next.seats);
    if (acting.size === 0) fail(game, record, 'next() says act but names no seat');
    for (let seat = 0; seat < players; seat++) {
      const legal = game.legalActions(state, seat);
      if (acting.has(seat) && legal.length === 0)
        fail(game, record, `acting seat ${seat} has no legal action`);
      if (!acting.has(seat) && legal.length > 0) fail(game, record, `seat ${seat} may act out of turn`);
    }
    const samples = heavy ? checkViews(game, state, players, rng, record) : null;

    const seat = rng.pick(next.seats);
    const legal = game.legalActions(state, seat) as BaseAction[];
    if (heavy) checkGarbage(game, state, seat, legal, players, rng, record);
    if (heavy && game.cardRefusals) checkRefusals(game, state, seat, legal, record);
    const action = rng.pick(legal);
    const applied = game.apply(state, seat, action);
    if (!applied.ok)
      fail(
        game,
        record,
        `legal action ${JSON.stringify(action)} of seat ${seat} refused: ${words('en', applied.error.reason)}`,
      );
    lastActions().push(recordAction(seat, action));
    const after = deepFreeze(applied.state);
    if (samples) checkEvents(game, seat, action, after, samples, players, rng, record);
    state = after;
  }
  if (heavy) checkViews(game, state, players, rng, record);
  const result = game.result(state);
  if (!result) fail(game, record, 'next() says over but there is no result');
  record.result = result;
  return { record, state, steps };
}

/**
 * What a seat is sent must not depend on hidden information: re-sampling what it cannot see
 * reproduces its view, legal actions, card refusals and the result exactly. Returns the
 * sampled states (one per seat) for the event check of the step taken next.
 */
function checkViews(game: AnyGame, state: unknown, players: number, rng: Rng, record: GameRecord): unknown[] {
  const spectator = game.view(state, null);
  const samples: unknown[] = [];
  for (let seat: Seat = 0; seat < players; seat++) {
    const view = deepFreeze(game.view(state, seat));
    const sampled = deepFreeze(game.sample(view, seat, rng));
    const violations = game.invariants(sampled);
    if (violations.length > 0)
      fail(game, record, `sample for seat ${seat} breaks invariants: ${violations.join('; ')}`);
    const again = game.view(sampled, seat);
    if (!same(again, view)) {
      fail(
        game,
        record,
        `seat ${seat}'s view changes when hidden cards are re-sampled:\n${canonical(view)}\n${canonical(again)}`,
      );
    }
    if (!same(game.view(sampled, null), spectator)) {
      fail(game, record, `the spectator view depends on cards seat ${seat} cannot see`);
    }
    const legalTrue = game.legalActions(state, seat);
    const legalSampled = game.legalActions(sampled, seat);
    // In any order: compared as sorted texts unless the lists are alike as they come.
    if (!sameData(legalSampled, legalTrue)) {
      expect(legalSampled.map(canonical).sort(), `legal actions of seat ${seat} in a sampled state`).toEqual(
        legalTrue.map(canonical).sort(),
      );
    }
    if (game.clientLegal) {
      const sent = game.clientLegal(state, seat);
      if (!same(game.clientLegal(sampled, seat), sent))
        fail(game, record, `seat ${seat}'s compact legal actions depend on cards it cannot see`);
      checkCompact(game, sent, legalTrue as BaseAction[], record);
    }
    if (game.cardRefusals) {
      if (!same(game.cardRefusals(sampled, seat), game.cardRefusals(state, seat)))
        fail(game, record, `seat ${seat}'s card refusals depend on cards it cannot see`);
    }
    if (!same(game.result(sampled), game.result(state)))
      fail(game, record, `the result depends on cards seat ${seat} cannot see`);
    samples.push(sampled);
  }
  return samples;
}

/**
 * The compact legal list a client gets stands for the full one: each entry is a legal action or
 * a bare `{type}` standing for every legal action of that type, and every legal action is
 * covered by one of them.
 */
function checkCompact(game: AnyGame, sent: BaseAction[], full: BaseAction[], record: GameRecord): void {
  const keys = new Set(full.map(canonical));
  const types = new Set(full.map((a) => a.type));
  const bare = new Set<string>();
  for (const entry of sent) {
    if (Object.keys(entry).length === 1) {
      if (!types.has(entry.type))
        fail(game, record, `compact entry ${entry.type} stands for no legal action`);
      bare.add(entry.type);
    } else if (!keys.has(canonical(entry))) {
      fail(game, record, `compact legal list offers ${canonical(entry)}, which is not legal`);
    }
  }
  const sentKeys = new Set(sent.map(canonical));
  for (const action of full) {
    if (!bare.has(action.type) && !sentKeys.has(canonical(action)))
      fail(game, record, `the compact legal list leaves out ${canonical(action)}`);
  }
}

/** Other legal actions of the actor tried per viewer in a sampled state (all when fewer). */
const EVENT_ALTERNATIVES = 6;
/** Chance actions drawn per viewer in a sampled state, besides the one that happened. */
const CHANCE_ALTERNATIVES = 4;

/**
 * The event a viewer is sent must tell nothing about cards it cannot see. For the step
 * S --(actor, a)--> S' and each viewer: take S* sampled from the viewer's view of S (for the
 * spectator, from the view of a seat other than the actor, so that the actor's cards are
 * re-dealt) and apply the actor's legal actions a* there (for a chance step, the chance action
 * that happened and random others). If some a* leaves the viewer with the view it has in S',
 * then some such a* must also give it the same event: publicAction(S*', a*) =
 * publicAction(S', a). So the event is possible in every world the viewer cannot tell apart.
 *
 * The stronger form, "every such a* gives the same event", does not hold for public
 * choices a view does not keep: in Abyss a jump onto a shared lead and a jump beyond it that
 * `undertow` takes back leave the same board, yet everybody saw which it was.
 */
function checkEvents(
  game: AnyGame,
  actor: Seat | null,
  action: BaseAction,
  after: unknown,
  samples: unknown[],
  players: number,
  rng: Rng,
  record: GameRecord,
): void {
  const key = canonical(action);
  if (actor !== null && !same(game.publicAction(after, actor, action, actor), action)) {
    fail(game, record, `seat ${actor} is not told its own action ${key} in full`);
  }
  for (let v = -1; v < players; v++) {
    const viewer: Seat | null = v < 0 ? null : v;
    const base = viewer ?? (actor === null ? 0 : (actor + 1) % players);
    const sampled = samples[base];
    const seen = game.view(after, viewer);
    const told = game.publicAction(after, actor, action, viewer);
    // What happened is tried first: when it is possible in S* it usually settles the matter,
    // and the actor's legal actions (a thousand for a Siegel prediction) are not needed.
    const heard: string[] = [];
    let found = false;
    const tryAlternative = (alt: BaseAction, mayFail: boolean): void => {
      const applied = game.apply(sampled, actor, alt);
      if (!applied.ok) {
        if (mayFail) return; // what happened may be impossible in this world
        fail(
          game,
          record,
          `${JSON.stringify(alt)} refused in a sampled state: ${words('en', applied.error.reason)}`,
        );
      }
      if (!sameData(game.view(applied.state, viewer), seen)) return;
      const alike = game.publicAction(applied.state, actor, alt, viewer);
      if (sameData(alike, told)) found = true;
      else heard.push(canonical(alike));
    };
    tryAlternative(action, true);
    if (!found) {
      const others =
        actor === null
          ? Array.from({ length: CHANCE_ALTERNATIVES }, () => game.randomChance(sampled, rng) as BaseAction)
          : pickSome(
              (game.legalActions(sampled, actor) as BaseAction[]).filter((a) => canonical(a) !== key),
              EVENT_ALTERNATIVES,
              rng,
            );
      for (const alt of others) {
        tryAlternative(alt, false);
        if (found) break;
      }
    }
    if (found) continue;
    if (heard.length > 0) {
      fail(
        game,
        record,
        `the event for ${viewer === null ? 'the spectator' : `seat ${viewer}`} tells what its view does not: ` +
          `${canonical(told)} after ${key}, where a world it cannot tell apart gives only ${heard.join(', ')}`,
      );
    }
  }
}

/**
 * Equal as `canonical` texts, the texts built only when the data differ in more than key order
 * or in what JSON writes alike (undefined in an array, NaN): `sameData` alike implies the same text.
 */
function same(a: unknown, b: unknown): boolean {
  return sameData(a, b) || canonical(a) === canonical(b);
}

/** Up to `k` different items, at random (a Siegel prediction has a thousand legal actions). */
function pickSome<T>(items: readonly T[], k: number, rng: Rng): T[] {
  if (items.length <= k) return [...items];
  const chosen = new Set<number>();
  while (chosen.size < k) chosen.add(rng.int(items.length));
  return [...chosen].map((i) => items[i] as T);
}

/** Garbage and out-of-turn actions are refused with a reason and change nothing. */
function checkGarbage(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: BaseAction[],
  players: number,
  rng: Rng,
  record: GameRecord,
): void {
  const before = JSON.stringify(state);
  let legalKeys: Set<string> | undefined;
  for (const raw of garbageActions(legal, rng, 6)) {
    const parsed = game.actionSchema.safeParse(raw);
    if (!parsed.success) continue; // the host refuses it before the rules see it
    const bySeat: (Seat | null)[] = [seat, rng.int(players + 2) - 1, null];
    for (const who of bySeat) {
      let applied;
      try {
        applied = game.apply(state, who, parsed.data);
      } catch (err) {
        fail(
          game,
          record,
          `apply threw for ${JSON.stringify(parsed.data)} by seat ${who}: ${(err as Error).message}`,
        );
      }
      if (applied.ok) {
        if (who !== seat && !(who !== null && game.legalActions(state, who).length > 0)) {
          fail(game, record, `${JSON.stringify(parsed.data)} accepted from seat ${who}, who may not act`);
        }
        legalKeys ??= new Set(legal.map(canonical));
        if (who === seat && !legalKeys.has(canonical(parsed.data)) && !sameType(parsed.data, legal)) {
          fail(game, record, `accepted ${JSON.stringify(parsed.data)}, which legalActions does not offer`);
        }
      } else {
        expect(applied.error.rule, 'a refusal names its rule').toMatch(/^[a-z][a-z0-9-]*$/);
        // A reason is a message of the catalog (the client words it), not a sentence.
        const { key } = applied.error.reason;
        expect(hasMessage(key), `${key} is a key of the message files`).toBe(true);
        expect(words('en', applied.error.reason).length, 'a refusal gives a reason').toBeGreaterThan(5);
      }
    }
  }
  // Once for all the garbage: a change would stay (the state is frozen besides, so apply throws).
  if (JSON.stringify(state) !== before) fail(game, record, 'apply changed its input state');
}

/** Every dimmed card has a reason and no playable card is dimmed; each reason is what `apply` says. */
function checkRefusals(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: BaseAction[],
  record: GameRecord,
): void {
  const refusals = game.cardRefusals!(state, seat);
  const playable = new Set(
    legal.map((a) => (a as { card?: unknown }).card).filter((c) => typeof c === 'string'),
  );
  for (const [card, { rule, reason }] of Object.entries(refusals)) {
    const english = words('en', reason);
    if (playable.has(card))
      fail(game, record, `card ${card} is playable but explained as refused: ${english}`);
    if (!hasMessage(reason.key)) fail(game, record, `card ${card} is refused with ${reason.key}, no message`);
    if (english.length < 6) fail(game, record, `card ${card} is refused without a real reason`);
    if (!/^[a-z][a-z0-9-]+$/.test(rule)) fail(game, record, `card ${card} is refused without a rule id`);
  }
}

/** Siegel lets the caller name other victims than the canonical ones legalActions lists. */
function sameType(action: BaseAction, legal: BaseAction[]): boolean {
  return action.type === 'predict' && legal.some((a) => a.type === 'predict');
}
