/**
 * Words for the Abyss scene: card and element names, the status line, why a card is refused,
 * why a trick was won, the log lines and table captions of each step. Pure (no Pixi), so it is unit-tested.
 */
import { words } from '../../../shared/i18n/format';
import type { AbyssCompletedTrick, AbyssElement, AbyssView } from '../../../shared/games/abyss';
import { abyssCurse, type AbyssCurseId } from '../../../shared/games/abyss-data';
import type { CardRefusal, TableSnapshot } from '../../../shared/protocol';
import type { Language } from '../../../shared/settings';
import { wordList } from '../common/words';
import {
  beatenOnScale,
  cardElement,
  fieldKind,
  cardValue,
  explainTrick,
  isSpecial,
  jumpOptions,
  ledElement,
  ownHand,
  type FigureMove,
  type Step,
  type TrickExplanation,
} from './model';
import { isMyTurn } from '../common/views';
import { text } from '../../../shared/i18n/format';

export type Tone = 'info' | 'turn' | 'warn' | 'ok';
type Name = (seat: number) => string;

/** A curse's name in a language. */
export function curseName(lang: Language, id: AbyssCurseId): string {
  return text(lang, `curses.${id}.name`);
}

/** A curse's rule text in a language. */
export function curseText(lang: Language, id: AbyssCurseId): string {
  return text(lang, `curses.${id}.text`);
}

export function elementWord(lang: Language, e: AbyssElement): string {
  return text(lang, `cards.el.${e}`);
}

/** "Fire" at the start of a sentence. */
export function capital(w: string): string {
  return w.charAt(0).toUpperCase() + w.slice(1);
}

export function cardName(lang: Language, code: string): string {
  if (isSpecial(code)) return text(lang, `cards.sp.${code}`);
  const e = cardElement(code);
  if (!e) return code;
  return text(lang, 'cards.card', { element: capital(elementWord(lang, e)), value: cardValue(code) });
}

export function joinAnd(lang: Language, words: string[]): string {
  return wordList(words, text(lang, 'abyss.and'));
}

/** Whether the viewer is asked now (the same for every table). */
export { isMyTurn };

/** The one-line status for a snapshot. */
export function statusLine(
  lang: Language,
  snap: TableSnapshot,
  v: AbyssView,
  name: Name,
): { text: string; tone: Tone } {
  if (snap.result || v.stage === 'over') {
    const w = v.winner ?? snap.result?.winners[0] ?? 0;
    return { text: text(lang, 'abyss.status.over', { name: name(w) }), tone: 'ok' };
  }
  const you = snap.you;
  if (v.stage === 'pass') {
    if (you !== null && isMyTurn(snap)) {
      return { text: text(lang, 'abyss.status.pass', { name: name((you + 1) % v.players) }), tone: 'turn' };
    }
    if (you !== null && v.passing?.given) {
      return {
        text: text(lang, 'abyss.status.passWait', { card: cardName(lang, v.passing.given) }),
        tone: 'info',
      };
    }
    return { text: text(lang, 'abyss.status.passing'), tone: 'info' };
  }
  if (isMyTurn(snap)) {
    if (v.stage === 'jump') {
      const o = jumpOptions(v);
      return { text: text(lang, 'abyss.status.jump', { n: o?.stop ?? 0 }), tone: 'turn' };
    }
    if (v.stage === 'scale') return { text: text(lang, 'abyss.status.scale'), tone: 'turn' };
    if (v.stage === 'play') {
      const led = ledElement(v.trick, v.activeCurses);
      if (v.trick.length === 0) return { text: text(lang, 'abyss.status.lead'), tone: 'turn' };
      const hand = ownHand(v);
      if (led && hand.some((c) => cardElement(c) === led)) {
        return { text: text(lang, 'abyss.status.follow', { element: elementWord(lang, led) }), tone: 'turn' };
      }
      return { text: text(lang, 'abyss.status.free'), tone: 'turn' };
    }
  }
  const seat = v.toAct[0] ?? snap.waitingFor[0];
  if (v.stage === 'curse') return { text: text(lang, 'abyss.status.curse'), tone: 'info' };
  if (seat === undefined) return { text: text(lang, 'abyss.status.waiting'), tone: 'info' };
  if (v.stage === 'jump')
    return { text: text(lang, 'abyss.status.jumping', { name: name(seat) }), tone: 'info' };
  if (v.stage === 'scale')
    return { text: text(lang, 'abyss.status.scaling', { name: name(seat) }), tone: 'info' };
  return { text: text(lang, 'abyss.status.thinking', { name: name(seat) }), tone: 'info' };
}

/** Why a dimmed card may not be played, in the player's language (by the engine's rule id). */
export function refusalText(lang: Language, v: AbyssView, refusal: CardRefusal | undefined): string {
  if (refusal === undefined) return '';
  const led = ledElement(v.trick, v.activeCurses);
  if (refusal.rule === 'must-follow' && led) {
    return text(lang, v.activeCurses.includes('oath') ? 'abyss.why.oath' : 'abyss.why.follow', {
      element: elementWord(lang, led),
    });
  }
  return words(lang, refusal.reason);
}

/** The lines that explain a trick: why it was won, and how its move differs from one field. */
export function explainLines(
  lang: Language,
  ex: TrickExplanation,
  winner: number,
  leader: number,
  name: Name,
): string[] {
  const out: string[] = [];
  const r = ex.reason;
  const el = (e: AbyssElement): string => elementWord(lang, e);
  switch (r.kind) {
    case 'special':
      out.push(
        text(
          lang,
          r.special === 'sin' ? 'abyss.ex.sin' : r.special === 'demon' ? 'abyss.ex.demon' : 'abyss.ex.soul',
        ),
      );
      if (r.firstSin) out.push(text(lang, 'abyss.ex.sinFirst'));
      break;
    case 'tanuki':
      out.push(text(lang, 'abyss.ex.tanuki'));
      break;
    case 'scale':
      out.push(
        capital(
          text(lang, 'abyss.ex.scale', {
            element: el(r.element),
            place: r.place,
            others: joinAnd(lang, r.beaten.map(el)),
          }),
        ),
      );
      break;
    case 'scaleSame':
      out.push(
        capital(
          text(lang, r.reversal ? 'abyss.ex.scaleSameRev' : 'abyss.ex.scaleSame', {
            element: el(r.element),
            place: r.place,
          }),
        ),
      );
      break;
    case 'follow':
      out.push(
        capital(
          text(lang, r.reversal ? 'abyss.ex.followRev' : 'abyss.ex.follow', { element: el(r.element) }),
        ),
      );
      break;
  }
  for (const t of ex.asTanuki) {
    out.push(
      text(lang, 'abyss.ex.counts', { card: cardName(lang, t.card), curse: curseName(lang, t.curse) }),
    );
  }
  const m = ex.move;
  if (m.chains) out.push(text(lang, 'abyss.ex.chains', { name: name(winner) }));
  else {
    if (m.desecration) out.push(text(lang, 'abyss.ex.desecration', { leader: name(leader) }));
    if (m.hunger) out.push(text(lang, 'abyss.ex.hunger'));
    if (m.greed) out.push(text(lang, 'abyss.ex.greed'));
    out.push(
      m.steps === 1
        ? text(lang, 'abyss.ex.moveOne', { name: name(m.mover) })
        : text(lang, 'abyss.ex.move', { name: name(m.mover), n: m.steps }),
    );
  }
  return out;
}

/** A curse's small note: in force, or from when it will act. */
export function curseNote(lang: Language, id: Parameters<typeof abyssCurse>[0], active: boolean): string {
  if (active) return text(lang, 'abyss.curse.inForce');
  return text(lang, abyssCurse(id).timing === 'phase' ? 'abyss.curse.fromPhase' : 'abyss.curse.fromTrick');
}

/** Log lines for one step (figure moves come from the views, the rest from the step). */
export function logLines(
  lang: Language,
  step: Step,
  prev: AbyssView | null,
  next: AbyssView,
  moves: FigureMove[],
  name: Name,
): string[] {
  const out: string[] = [];
  switch (step.kind) {
    case 'deal':
      out.push(
        text(lang, 'abyss.log.deal', { phase: step.phase + 1, name: name(step.dealer), n: step.handSize }),
      );
      if (step.storm)
        out.push(
          text(lang, 'abyss.log.storm', {
            a: elementWord(lang, step.storm[0]),
            b: elementWord(lang, step.storm[1]),
          }),
        );
      return out;
    case 'passDone':
      out.push(text(lang, 'abyss.log.passed'));
      break;
    case 'play': {
      if (step.card === 'KITSUNE' && step.as) {
        out.push(
          text(lang, 'abyss.log.playAs', {
            name: name(step.seat),
            form: text(lang, step.as === 'sin' ? 'abyss.kit.sin' : 'abyss.kit.tanuki'),
          }),
        );
      } else
        out.push(text(lang, 'abyss.log.play', { name: name(step.seat), card: cardName(lang, step.card) }));
      if (step.completed) {
        const win = step.completed.plays.find((p) => p.seat === step.completed!.winner);
        out.push(
          text(lang, 'abyss.log.trick', {
            name: name(step.completed.winner),
            card: win ? cardName(lang, win.card) : '',
          }),
        );
      }
      break;
    }
    case 'jump':
      out.push(
        text(lang, step.jump ? 'abyss.log.jump' : 'abyss.log.stop', { name: name(step.seat), n: step.field }),
      );
      break;
    case 'scale':
      if (step.add)
        out.push(
          text(lang, 'abyss.log.add', {
            name: name(step.seat),
            element: elementWord(lang, step.add),
            place: (prev?.scale.length ?? 0) + 1,
          }),
        );
      else if (step.swap && prev) {
        const a = prev.scale[step.swap[0]];
        const b = prev.scale[step.swap[1]];
        if (a && b)
          out.push(
            text(lang, 'abyss.log.swap', {
              name: name(step.seat),
              a: elementWord(lang, a),
              b: elementWord(lang, b),
            }),
          );
      } else out.push(text(lang, 'abyss.log.scalePass', { name: name(step.seat) }));
      break;
    case 'curse':
      out.push(
        text(lang, 'abyss.log.curse', {
          field: step.field,
          curse: curseName(lang, step.curse),
          text: curseText(lang, step.curse),
        }),
      );
      break;
    default:
      break;
  }
  for (const m of moves) {
    if (m.back) out.push(text(lang, 'abyss.log.undertow', { name: name(m.seat), n: m.to }));
    else if (step.kind !== 'jump' || m.seat !== step.seat)
      out.push(text(lang, 'abyss.log.move', { name: name(m.seat), n: m.to }));
  }
  if (next.winner !== null && prev?.winner === null)
    out.push(text(lang, 'abyss.log.win', { name: name(next.winner) }));
  return out;
}

/** What a field is and does, and who stands on it (the board's tooltip). */
export function fieldTipText(lang: Language, v: AbyssView, field: number, name: Name): string {
  const kind = fieldKind(field, v.goal);
  let line: string;
  if (kind === 'start') line = text(lang, 'abyss.field.start');
  else if (kind === 'goal') line = text(lang, 'abyss.field.goal', { n: field });
  else if (kind === 'heptagram')
    line = text(
      lang,
      v.activeCurses.includes('frozenScale') ? 'abyss.field.frozen' : 'abyss.field.heptagram',
      {
        n: field,
      },
    );
  else if (kind === 'curse') {
    const drawn = v.curses.find((c) => c.field === field);
    line = drawn
      ? text(lang, 'abyss.field.curseDone', { n: field, curse: curseName(lang, drawn.curse) })
      : text(lang, 'abyss.field.curse', { n: field });
  } else line = text(lang, 'abyss.field.plain', { n: field });
  const here = v.positions
    .map((p, s) => (p === field ? name(s) : null))
    .filter((x): x is string => x !== null);
  if (here.length === 0) return line;
  const who = text(lang, 'abyss.field.here', { names: joinAnd(lang, here) });
  return `${line}\n${who}`;
}

/** What a scale place holds and what its element beats (the scale's tooltip). */
export function placeTipText(lang: Language, v: AbyssView, place: number): string {
  const e = v.scale[place];
  if (!e) return text(lang, 'abyss.scale.tipEmpty', { place: place + 1 });
  const beaten = beatenOnScale(v.scale, place, v.activeCurses.includes('mirror'));
  const rank =
    beaten.length === v.scale.length - 1 && v.scale.length > 1
      ? text(lang, 'abyss.scale.rankTop')
      : beaten.length > 0
        ? text(lang, 'abyss.scale.rankBeats', {
            list: joinAnd(
              lang,
              beaten.map((x) => elementWord(lang, x)),
            ),
          })
        : text(lang, 'abyss.scale.rankOnlyOff');
  return text(lang, 'abyss.scale.tip', { place: place + 1, element: capital(elementWord(lang, e)), rank });
}

/** A seat's tooltip under its name: its field towards the goal and the tricks won this phase. */
export function seatTipLines(lang: Language, v: AbyssView, seat: number): string[] {
  const won = v.tricks.filter((t) => t.winner === seat).length;
  return [
    text(lang, 'abyss.seat.fieldOf', { n: v.positions[seat] ?? 0, goal: v.goal }),
    text(lang, 'abyss.seat.tricks', { n: won }),
  ];
}

// ---------------------------------------------------------------------------------------------
// Captions: what a step says under the trick (a heading, then its lines)

/** The Storm's swap, named on the table until the phase's first card is played. */
export function stormCaption(lang: Language, storm: readonly [AbyssElement, AbyssElement]): string[] {
  return [
    curseName(lang, 'storm'),
    text(lang, 'abyss.caption.storm', {
      a: capital(elementWord(lang, storm[0])),
      b: elementWord(lang, storm[1]),
    }),
  ];
}

/** Who won the finished trick with which card, and why. */
export function trickCaption(
  lang: Language,
  trick: AbyssCompletedTrick,
  scale: readonly AbyssElement[],
  active: readonly AbyssCurseId[],
  name: Name,
): string[] {
  const ex = explainTrick(trick, scale, active);
  const win = trick.plays.find((p) => p.seat === trick.winner);
  return [
    text(lang, 'abyss.log.trick', { name: name(trick.winner), card: win ? cardName(lang, win.card) : '' }),
    ...explainLines(lang, ex, trick.winner, trick.leader, name),
  ];
}

/** Undertow pulls a figure back: said while it steps back. */
export function undertowCaption(lang: Language, name: string, field: number): string[] {
  return [curseName(lang, 'undertow'), text(lang, 'abyss.caption.undertow', { name, n: field })];
}
