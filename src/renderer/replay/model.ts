/**
 * What the replay viewer says and where its buttons lead: the sentence for a step ("Anna plays
 * red 7."), the position ("Round 2 of 5 · move 7"), the steps a round jump lands on, and the
 * playing speeds. Pure: no rule logic (the host replayed the record), only naming what it sent.
 */
import type { ReplayInfo, TableEvent } from '../../shared/protocol';
import type { Language } from '../../shared/settings';
import type { GameId } from '../../shared/types';
import { SEAL_KINDS, type SealKind } from '../../shared/games/siegel';
import { isAbyssCurseId } from '../../shared/games/abyss-data';
import { cardName as siegelCard, sealList, sealWord } from '../games/siegel/text';
import { cardName as elementsCard, elementName } from '../games/elements/words';
import type { Element, KitsuneForm } from '../games/elements/cards';
import { cardName as dreizehnCard, targetName } from '../games/dreizehn/names';
import { I18n } from '../i18n';
import { curseName } from '../games/abyss/text';
import { text } from '../../shared/i18n/format';

/** Seconds between two steps when playing, slowest first; `1` is the default. */
export const SPEEDS = [0.5, 1, 2, 4] as const;
export type Speed = (typeof SPEEDS)[number];

/** Milliseconds a step stays before the next one when playing at `speed`. */
export function stepDelay(speed: Speed): number {
  return Math.round(1200 / speed);
}

export function nextSpeed(speed: Speed): Speed {
  return SPEEDS[(SPEEDS.indexOf(speed) + 1) % SPEEDS.length]!;
}

/** "½×", "1×", "2×", "4×". */
export function speedLabel(speed: Speed): string {
  return speed === 0.5 ? '½×' : `${speed}×`;
}

const phased = (game: GameId): boolean => game === 'sevensins' || game === 'abyss';

/** The index of the round a step belongs to (-1 before the first deal). */
export function roundOf(info: Pick<ReplayInfo, 'rounds'>, step: number): number {
  let round = -1;
  for (const [i, r] of info.rounds.entries()) if (r.step <= step) round = i;
  return round;
}

/** Where "previous round" leads: the deal of this round, or of the one before when at its deal. */
export function previousRoundStep(info: Pick<ReplayInfo, 'rounds'>, step: number): number {
  const round = roundOf(info, step);
  if (round < 0) return 0;
  const start = info.rounds[round]!.step;
  if (step > start) return start;
  return round > 0 ? info.rounds[round - 1]!.step : 0;
}

/** Where "next round" leads: the next deal, or the last step. */
export function nextRoundStep(info: Pick<ReplayInfo, 'rounds' | 'lastStep'>, step: number): number {
  const next = info.rounds.find((r) => r.step > step);
  return next ? next.step : info.lastStep;
}

/** "Round 2 of 5 · move 7", "Phase 3 of 7 · dealt", "Game over". */
export function positionLabel(lang: Language, info: ReplayInfo, step: number): string {
  if (step >= info.lastStep && info.result) return text(lang, 'replay.pos.end');
  const round = roundOf(info, step);
  if (round < 0) return text(lang, 'replay.pos.start');
  const start = info.rounds[round]!.step;
  const n = phased(info.game)
    ? Math.max(info.rounds.length, Number(info.options.phases) || 0)
    : info.rounds.length;
  const r = round + 1;
  if (step === start)
    return text(lang, phased(info.game) ? 'replay.pos.dealPhase' : 'replay.pos.deal', { r, n });
  return text(lang, phased(info.game) ? 'replay.pos.phase' : 'replay.pos.round', { r, n, m: step - start });
}

type Action = { type: string; [key: string]: unknown };

const str = (a: Action, key: string): string => (typeof a[key] === 'string' ? (a[key] as string) : '');

/** The sentence for what a step did, as the shown seat knew it. */
export function describeStep(
  lang: Language,
  game: GameId,
  event: TableEvent,
  name: (seat: number) => string,
): string {
  if (event.kind === 'start') return text(lang, 'replay.ev.start');
  if (event.kind === 'deal')
    return text(lang, phased(game) ? 'replay.ev.dealPhase' : 'replay.ev.deal', {
      name: name(event.dealer),
      n: event.round + 1,
    });
  const a = event.action;
  if (event.seat === null) {
    const curse = a.curse;
    if (a.type === 'curse' && isAbyssCurseId(curse))
      return text(lang, 'replay.ev.curse', { curse: curseName(lang, curse) });
    return text(lang, 'replay.ev.other', { name: '—', what: a.type });
  }
  const who = name(event.seat);
  switch (game) {
    case 'siegel':
      return siegelStep(lang, a, who, name);
    case 'dreizehn': {
      const i18n = new I18n(lang);
      return text(lang, 'replay.ev.put', {
        name: who,
        card: dreizehnCard(i18n, str(a, 'card')),
        target: targetName(i18n, str(a, 'target')),
      });
    }
    case 'sevensins':
    case 'abyss':
      return elementsStep(lang, a, who);
  }
}

function siegelStep(lang: Language, a: Action, who: string, name: (seat: number) => string): string {
  switch (a.type) {
    case 'play':
      return text(lang, 'replay.ev.play', { name: who, card: siegelCard(lang, str(a, 'card')) });
    case 'saboteur':
      return text(lang, 'replay.ev.saboteur', { name: who });
    case 'return':
      return text(lang, 'replay.ev.return', {
        name: who,
        seal: sealWord(lang, str(a, 'seal') as SealKind, 1),
      });
    case 'predict': {
      const raw = (a.seals ?? {}) as Record<string, unknown>;
      const seals: Partial<Record<SealKind, number>> = {};
      for (const k of SEAL_KINDS) if (typeof raw[k] === 'number') seals[k] = raw[k];
      const listed = sealList(lang, seals);
      const base = listed
        ? text(lang, 'replay.ev.predict', { name: who, seals: listed })
        : text(lang, 'replay.ev.predictNothing', { name: who });
      const steals = Array.isArray(a.steals) ? (a.steals as { color: SealKind; from: number }[]) : [];
      if (steals.length === 0) return base;
      const taken = steals.map((s) =>
        text(lang, 'replay.ev.steal', { seal: sealWord(lang, s.color, 1), from: name(s.from) }),
      );
      return `${base.slice(0, -1)} (${taken.join(', ')}).`;
    }
    default:
      return text(lang, 'replay.ev.other', { name: who, what: a.type });
  }
}

function elementsStep(lang: Language, a: Action, who: string): string {
  switch (a.type) {
    case 'play': {
      const as = str(a, 'as') as KitsuneForm | '';
      return text(lang, 'replay.ev.play', {
        name: who,
        card: elementsCard(lang, str(a, 'card'), as || undefined),
      });
    }
    case 'bid':
      return text(lang, 'replay.ev.bid', { name: who, n: typeof a.tricks === 'number' ? a.tricks : 0 });
    case 'trump':
      return text(lang, 'replay.ev.trump', {
        name: who,
        element: elementName(lang, str(a, 'element') as Element),
      });
    case 'jump':
      return text(lang, a.jump === true ? 'replay.ev.jump' : 'replay.ev.stay', { name: who });
    case 'scale': {
      const add = str(a, 'add');
      if (add)
        return text(lang, 'replay.ev.scaleAdd', { name: who, element: elementName(lang, add as Element) });
      const swap = Array.isArray(a.swap) ? (a.swap as number[]) : null;
      if (swap && swap.length === 2)
        return text(lang, 'replay.ev.scaleSwap', { name: who, a: swap[0]! + 1, b: swap[1]! + 1 });
      return text(lang, 'replay.ev.scalePass', { name: who });
    }
    case 'pass': {
      // The card is left out of the event when the shown seat could not know it.
      const card = str(a, 'card');
      return card
        ? text(lang, 'replay.ev.pass', { name: who, card: elementsCard(lang, card) })
        : text(lang, 'replay.ev.passHidden', { name: who });
    }
    default:
      return text(lang, 'replay.ev.other', { name: who, what: a.type });
  }
}
