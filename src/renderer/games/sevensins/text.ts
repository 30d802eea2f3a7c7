/**
 * Words for the SevenSins scene: the status line, log lines, why a trick was won, each
 * line of a phase's points, and the table's tips and panel texts, in the player's language. Pure (no Pixi), so it is unit-tested.
 */
import type {
  SevenSinsPhaseResult,
  SevenSinsTrickPlay,
  SevenSinsView,
} from '../../../shared/games/sevensins';
import type { TableSnapshot } from '../../../shared/protocol';
import type { Language } from '../../../shared/settings';
import { firstElementInTrick } from '../elements/cards';
import { capitalise, cardName, elementName } from '../elements/words';
import {
  explainTrick,
  isMyTurn,
  kitsuneForms,
  phaseMultiplier,
  type Cue,
  type PointsLine,
  type Step,
} from './model';
import { text } from '../../../shared/i18n/format';

export type Tone = 'info' | 'turn' | 'warn' | 'ok';

const playName = (lang: Language, p: SevenSinsTrickPlay): string => cardName(lang, p.card, p.as);

/** The one-line status for a snapshot. */
export function statusLine(
  lang: Language,
  snap: TableSnapshot,
  v: SevenSinsView,
  name: (seat: number) => string,
  kitsuneOpen = false,
): { text: string; tone: Tone } {
  if (snap.result) {
    const names = snap.result.winners.map((s) => name(s)).join(' & ');
    return { text: text(lang, 'sevensins.status.over', { names }), tone: 'ok' };
  }
  if (isMyTurn(snap)) {
    if (v.stage === 'trump') return { text: text(lang, 'sevensins.status.trump'), tone: 'turn' };
    if (v.stage === 'bid')
      return {
        text: text(lang, v.blind ? 'sevensins.status.bidBlind' : 'sevensins.status.bid'),
        tone: 'turn',
      };
    if (v.stage === 'play') {
      if (kitsuneOpen && kitsuneForms(snap.legal).length > 0)
        return { text: text(lang, 'sevensins.status.kitsune'), tone: 'turn' };
      if (v.trick.length === 0) return { text: text(lang, 'sevensins.status.lead'), tone: 'turn' };
      const follow = firstElementInTrick(v.trick);
      const mustFollow = Object.values(snap.cardRefusals).some((r) => r.rule === 'must-follow');
      if (follow && mustFollow)
        return {
          text: text(lang, 'sevensins.status.follow', { element: elementName(lang, follow) }),
          tone: 'turn',
        };
      const restricted = Object.keys(snap.cardRefusals).length > 0;
      return {
        text: text(lang, restricted ? 'sevensins.status.restricted' : 'sevensins.status.free'),
        tone: 'turn',
      };
    }
  }
  const who = v.toAct;
  if (who !== null && who !== snap.you) {
    const key =
      v.stage === 'trump'
        ? 'sevensins.status.choosingTrump'
        : v.stage === 'bid'
          ? 'sevensins.status.bidding'
          : 'sevensins.status.thinking';
    return { text: text(lang, key, { name: name(who) }), tone: 'info' };
  }
  return { text: text(lang, 'sevensins.status.waiting'), tone: 'info' };
}

/** Why a trick was won, as a phrase ("Demon devours Soul", "trump fire 5 beats water 9"). */
export function whyText(
  lang: Language,
  plays: readonly SevenSinsTrickPlay[],
  winner: number,
  trump: SevenSinsView['trump'],
): string {
  const why = explainTrick(plays, winner, trump);
  if (!why) return '';
  const w = playName(lang, why.winner);
  const l = why.loser ? playName(lang, why.loser) : '';
  // "trump fire 5": the element word is already in the card name, so only the prefix is added.
  return text(lang, `sevensins.why.${why.kind}`, { w, l });
}

/** Log lines for a step (empty for steps that say nothing). */
export function logLines(
  lang: Language,
  step: Step,
  v: SevenSinsView,
  name: (seat: number) => string,
): string[] {
  switch (step.kind) {
    case 'deal': {
      const out = [
        text(lang, 'sevensins.log.deal', {
          phase: step.phase,
          name: name(step.dealer),
          card: step.trumpCard ? cardName(lang, step.trumpCard) : '—',
        }),
      ];
      if (step.trump)
        out.push(text(lang, 'sevensins.log.trumpIs', { element: capitalise(elementName(lang, step.trump)) }));
      else if (step.trumpCard === 'TANUKI') out.push(text(lang, 'sevensins.log.noTrump'));
      else out.push(text(lang, 'sevensins.log.dealerChooses'));
      return out;
    }
    case 'trump':
      return [
        text(lang, 'sevensins.log.trump', {
          name: name(step.seat),
          element: elementName(lang, step.element),
        }),
      ];
    case 'bid':
      return [text(lang, 'sevensins.log.bid', { name: name(step.seat), n: step.tricks })];
    case 'play': {
      const out = [
        text(lang, 'sevensins.log.play', {
          name: name(step.seat),
          card: cardName(lang, step.card, step.as),
        }),
      ];
      if (step.completed) {
        const trump = step.phaseEnd ? step.phaseEnd.trump : v.trump;
        out.push(
          text(lang, 'sevensins.log.trick', {
            name: name(step.completed.winner),
            why: whyText(lang, step.completed.plays, step.completed.winner, trump),
          }),
        );
      }
      if (step.phaseEnd) {
        const list = step.phaseEnd.scores.map((s, i) => `${name(i)} ${signed(s)}`).join(', ');
        out.push(text(lang, 'sevensins.log.phaseEnd', { phase: step.phaseEnd.phase, list }));
      }
      return out;
    }
    default:
      return [];
  }
}

/** One line of a phase's points in words. */
export function pointsLineText(lang: Language, line: PointsLine, r: SevenSinsPhaseResult): string {
  const p = line.params;
  switch (line.kind) {
    case 'mult': {
      const why: string[] = [];
      if (r.phase === 7 || r.phase === 13) why.push(text(lang, 'sevensins.sum.multPhase', { n: r.phase }));
      if (r.trumpCard === 'SOUL') why.push(text(lang, 'sevensins.sum.multSoul'));
      return text(lang, 'sevensins.sum.mult', { m: p.m ?? 1, why: why.join(', ') });
    }
    default:
      return text(lang, `sevensins.sum.${line.kind}`, p);
  }
}

/** "+12", "−3", "0" with a real minus sign. */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${Math.abs(n)}`;
  return '0';
}

/** A total with a real minus sign. */
export function plain(n: number): string {
  return n < 0 ? `−${Math.abs(n)}` : String(n);
}

// ---------------------------------------------------------------------------------------------
// The table's tips and panels

/** How a seat stands against its bid, in words. */
export function cueText(lang: Language, cue: Cue, n: number, bid: number): string {
  if (cue === 'exact') return text(lang, bid === 0 ? 'sevensins.cue.zero' : 'sevensins.cue.exact');
  if (cue === 'short') return text(lang, 'sevensins.cue.short', { n });
  if (cue === 'over') return text(lang, 'sevensins.cue.over', { n });
  if (cue === 'under') return text(lang, 'sevensins.cue.under');
  return '';
}

/** The turned card's tooltip: the card, what it means for trump, and the multiplier. */
export function trumpTipText(lang: Language, v: SevenSinsView): string {
  if (!v.trumpCard) return '';
  const head = `${text(lang, 'sevensins.table.turned')}: ${cardName(lang, v.trumpCard)}`;
  const what = v.trump
    ? text(lang, 'sevensins.table.trump', { element: capitalise(elementName(lang, v.trump)) })
    : v.trumpCard === 'TANUKI'
      ? text(lang, 'sevensins.log.noTrump')
      : text(lang, 'sevensins.log.dealerChooses');
  const m = phaseMultiplier(v);
  return [head, what, m > 1 ? text(lang, 'sevensins.table.double', { m }) : ''].filter(Boolean).join('\n');
}
