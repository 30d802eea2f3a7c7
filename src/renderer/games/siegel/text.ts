/**
 * Words for the Siegel scene: seal phrases, card names, the status line, log lines and the
 * round explanation, in the player's language. Pure (no Pixi), so it is unit-tested.
 */
import { words } from '../../../shared/i18n/format';
import {
  parseCard,
  SEAL_KINDS,
  sealColorOfCard,
  type SealCounts,
  type SealKind,
  type SiegelView,
} from '../../../shared/games/siegel';
import type { CardRefusal, TableSnapshot } from '../../../shared/protocol';
import type { Language } from '../../../shared/settings';
import { cardColour, ledColour, type StepKind, type SummaryLine } from './model';
import { isMyTurn } from '../common/views';
import { wordList } from '../common/words';
import { text } from '../../../shared/i18n/format';

export type Tone = 'info' | 'turn' | 'warn' | 'ok';

export function colourWord(lang: Language, kind: SealKind): string {
  return text(lang, `siegel.c.${kind}`);
}

/** "1 red seal", "3 red seals". */
export function sealPhrase(lang: Language, kind: SealKind, n: number): string {
  return `${n} ${text(lang, n === 1 ? `siegel.s1.${kind}` : `siegel.sN.${kind}`)}`;
}

export function sealWord(lang: Language, kind: SealKind, n: number): string {
  return text(lang, n === 1 ? `siegel.s1.${kind}` : `siegel.sN.${kind}`);
}

/** "2 red seals, 1 blue seal" (empty string when nothing is held). */
export function sealList(lang: Language, counts: Partial<Record<SealKind, number>>): string {
  const parts: string[] = [];
  for (const k of SEAL_KINDS) {
    const n = counts[k] ?? 0;
    if (n > 0) parts.push(sealPhrase(lang, k, n));
  }
  return parts.join(', ');
}

export function cardName(lang: Language, code: string): string {
  const p = parseCard(code);
  if (!p) return code;
  return text(lang, 'siegel.card', { colour: colourWord(lang, sealColorOfCard(p.color)), value: p.value });
}

export function joinOr(lang: Language, words: string[]): string {
  return wordList(words, text(lang, 'siegel.or'));
}

/** Whether the viewer is asked now (the same for every table). */
export { isMyTurn };

/** The one-line status for a snapshot. */
export function statusLine(
  lang: Language,
  snap: TableSnapshot,
  view: SiegelView,
  name: (seat: number) => string,
): { text: string; tone: Tone } {
  if (snap.result) {
    const names = snap.result.winners.map((s) => name(s)).join(' & ');
    return { text: text(lang, 'siegel.status.over', { names }), tone: 'ok' };
  }
  if (isMyTurn(snap)) {
    if (view.phase === 'predict') {
      const free = view.prediction ? view.prediction.saboteurFree : view.saboteur === null;
      return { text: text(lang, free ? 'siegel.status.predict' : 'siegel.status.predictOnly'), tone: 'turn' };
    }
    if (view.phase === 'return') {
      const options = (view.returnChoices ?? []).map((k) => colourWord(lang, k));
      return { text: text(lang, 'siegel.status.return', { options: joinOr(lang, options) }), tone: 'turn' };
    }
    if (view.phase === 'play') {
      const led = ledColour(view.trick);
      if (!led) return { text: text(lang, 'siegel.status.lead'), tone: 'turn' };
      const hasLed = view.hand.some((c) => cardColour(c) === led);
      return {
        text: text(lang, hasLed ? 'siegel.status.follow' : 'siegel.status.free', {
          colour: colourWord(lang, led),
        }),
        tone: 'turn',
      };
    }
  }
  const seat = view.toAct ?? snap.waitingFor[0];
  if (seat === undefined || seat === null) return { text: text(lang, 'siegel.status.waiting'), tone: 'info' };
  const who = name(seat);
  if (view.phase === 'predict')
    return { text: text(lang, 'siegel.status.predicting', { name: who }), tone: 'info' };
  if (view.phase === 'return')
    return { text: text(lang, 'siegel.status.returning', { name: who }), tone: 'info' };
  return { text: text(lang, 'siegel.status.thinking', { name: who }), tone: 'info' };
}

/** Why a dimmed card may not be played (the engine's refusal, said in the player's language). */
export function refusalText(
  lang: Language,
  view: SiegelView,
  code: string,
  refusal: CardRefusal | undefined,
): string {
  if (refusal === undefined) return '';
  const led = ledColour(view.trick);
  if (refusal.rule === 'must-follow' && led && cardColour(code) !== led)
    return text(lang, 'siegel.why.follow', { colour: colourWord(lang, led) });
  return words(lang, refusal.reason);
}

/** Log lines for one step. */
export function logLines(
  lang: Language,
  step: StepKind,
  next: SiegelView,
  name: (seat: number) => string,
): string[] {
  const out: string[] = [];
  switch (step.kind) {
    case 'deal':
      out.push(text(lang, 'siegel.log.deal', { round: step.round + 1, name: name(step.dealer) }));
      break;
    case 'saboteur':
      out.push(text(lang, 'siegel.log.saboteur', { name: name(step.seat) }));
      break;
    case 'predict': {
      const e = step.entry;
      if (e.type !== 'predict') break;
      const list = sealList(lang, e.seals);
      if (list) out.push(text(lang, 'siegel.log.predict', { name: name(step.seat), list }));
      else out.push(text(lang, 'siegel.log.predictNone', { name: name(step.seat) }));
      for (const s of e.steals) {
        out.push(
          text(lang, 'siegel.log.steal', {
            name: name(step.seat),
            victim: name(s.from),
            colour: colourWord(lang, s.color),
            seal: sealWord(lang, s.color, 1),
          }),
        );
      }
      break;
    }
    case 'play': {
      out.push(text(lang, 'siegel.log.play', { name: name(step.seat), card: cardName(lang, step.card) }));
      if (step.completed) trickLines(lang, step.completed, name, out);
      else if (step.choosing !== null) {
        const winningCard = winningPlay(next);
        out.push(
          text(lang, 'siegel.log.trick', {
            name: name(step.choosing),
            card: winningCard ? cardName(lang, winningCard) : '',
          }),
        );
      }
      break;
    }
    case 'return':
      if (step.completed && step.completed.outcome.kind === 'returned') {
        out.push(
          text(lang, 'siegel.log.returned', {
            name: name(step.seat),
            seal: sealWord(lang, step.completed.outcome.seal, 1),
          }),
        );
      }
      break;
    default:
      break;
  }
  return out;
}

function winningPlay(view: SiegelView): string | null {
  const winner = view.toAct;
  return view.trick.find((p) => p.seat === winner)?.card ?? null;
}

function trickLines(
  lang: Language,
  trick: NonNullable<Extract<StepKind, { kind: 'play' }>['completed']>,
  name: (seat: number) => string,
  out: string[],
): void {
  const card = trick.plays.find((p) => p.seat === trick.winner)?.card ?? '';
  out.push(text(lang, 'siegel.log.trick', { name: name(trick.winner), card: cardName(lang, card) }));
  const o = trick.outcome;
  const who = name(trick.winner);
  if (o.kind === 'returned')
    out.push(text(lang, 'siegel.log.returned', { name: who, seal: sealWord(lang, o.seal, 1) }));
  else if (o.kind === 'black') out.push(text(lang, 'siegel.log.black', { name: who }));
  else if (o.kind === 'lucky') out.push(text(lang, 'siegel.log.lucky', { name: who }));
  else out.push(text(lang, 'siegel.log.saboteurWon', { name: who }));
}

/** One explained line of the round summary ("2 yellow seals left: 4"). */
export function summaryLineText(lang: Language, line: SummaryLine): string {
  if (line.kind === 'clean') return text(lang, 'siegel.summary.clean');
  if (line.kind === 'saboteur') {
    return text(lang, 'siegel.summary.saboteur', { base: line.base, b: line.blacks, points: line.points });
  }
  return text(lang, 'siegel.summary.seals', {
    n: line.n,
    seals: sealWord(lang, line.seal, line.n),
    points: line.points,
  });
}

export function countsTotal(c: SealCounts): number {
  let n = 0;
  for (const k of SEAL_KINDS) n += c[k];
  return n;
}
